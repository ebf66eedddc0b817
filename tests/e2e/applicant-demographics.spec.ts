import { expect, test, type Download, type Locator, type Page, type Response } from './support/test';
import { PNG } from 'pngjs';
import { paths } from '@/config/paths';
import type { ApplicantDemographics } from '@/generated/model';
import { DEMO_TODAY, isoYearsBack } from './support/demo-today';
import { signIn } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';
import { expectVisibleAfterRetries, installRetryClock } from './support/retry-waits';

const PAGE = paths.reportsApplicantDemographics.href();
/** The default range is one year back from the demo day. */
const DEFAULT_FROM = isoYearsBack(1);
const DEFAULT_TO = DEMO_TODAY;

const en = new Intl.NumberFormat('en-US');
const percent = (value: number) => `${value.toFixed(1)}%`;
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const isCall = (response: Response) =>
  new URL(response.url()).pathname === '/api/reports/applicantdemographics' && response.request().method() === 'GET';

async function openReport(page: Page, path = PAGE) {
  const answer = page.waitForResponse(isCall);
  await signIn(page, 'owner@demo.test', { path });
  const response = await answer;
  return { url: new URL(response.url()), data: (await response.json()) as ApplicantDemographics };
}

const fromField = (page: Page) => page.getByRole('textbox', { name: 'From Date' });
const toField = (page: Page) => page.getByRole('textbox', { name: 'To Date' });
/** Types a date as a user does: into the masked field, after erasing it with Backspace. */
async function typeDate(field: Locator, value: string) {
  await field.click();
  await field.press('End');
  for (let count = (await field.inputValue()).length; count > 0; count -= 1) await field.press('Backspace');
  if (value) await field.pressSequentially(value, { delay: 40 });
  await expect(field).toHaveValue(value);
}

const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const chartFigure = (page: Page, name: string) => page.getByRole('figure', { name });

async function tableCells(figure: Locator): Promise<string[][]> {
  await figure.getByRole('button', { name: 'Show data table' }).click();
  const rows = figure.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
  );
}

test.describe('Applicant Demographics', () => {
  test('shows the seeded breakdowns for the default year with one-decimal percentages', async ({ page }) => {
    const { url, data } = await openReport(page);
    expect(url.searchParams.get('CompanyId')).toBe('1001');
    expect(url.searchParams.get('StartDate')).toBe(DEFAULT_FROM);
    expect(url.searchParams.get('EndDate')).toBe(DEFAULT_TO);
    expect(url.searchParams.has('JobTitle')).toBe(false);
    expect(data.totalApplicants).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { level: 1, name: 'Applicant Demographics' })).toBeVisible();
    await expect(fromField(page)).toHaveValue(usDate(DEFAULT_FROM));
    await expect(toField(page)).toHaveValue(usDate(DEFAULT_TO));
    await expect(page.getByTestId('total-applicants')).toHaveText(en.format(data.totalApplicants));

    // Categories: each its own share of every applicant, rounded to one decimal.
    const diversity = chartFigure(page, 'Diversity Category Breakdown');
    const categories = data.totalApplicantsByDiversityCategory.map((row) => [
      row.label,
      en.format(row.count),
      percent(Math.round((row.count * 1000) / data.totalApplicants) / 10),
    ]);
    expect(await tableCells(diversity)).toEqual(categories);
    for (const [label, count, share] of categories) {
      await expect(diversity.getByTestId('chart-summary')).toContainText(`${label} ${share} (${count})`);
    }
    await expect(diversity.locator('svg').first()).toBeVisible();

    // Genders: the shares split the whole, so the shown percents add up to exactly 100.0.
    const gender = chartFigure(page, 'Gender Breakdown');
    const genderRows = await tableCells(gender);
    expect(genderRows.map((row) => row[0])).toEqual(data.totalApplicantsByGender.map((row) => row.label));
    expect(genderRows.map((row) => row[1])).toEqual(data.totalApplicantsByGender.map((row) => en.format(row.count)));
    const shown = genderRows.map((row) => Number((row[2] ?? '').replace('%', '')));
    expect(Math.round(shown.reduce((sum, value) => sum + value, 0) * 10)).toBe(1000);
    const genderTotal = data.totalApplicantsByGender.reduce((sum, row) => sum + row.count, 0);
    data.totalApplicantsByGender.forEach((row, index) => {
      expect(genderRows[index]?.[2]).toMatch(/^\d{1,3}\.\d%$/);
      expect(Math.abs((shown[index] ?? 0) - (row.count / genderTotal) * 100)).toBeLessThan(0.1);
    });
    await expect(gender.getByTestId('chart-summary')).toContainText(`Of ${en.format(data.totalApplicants)} applicants`);
  });

  test('keeps the filters in the URL and sends job title and location', async ({ page }) => {
    const { data: all } = await openReport(page);
    await typeDate(fromField(page), '01/01/2026');
    await typeDate(toField(page), '06/30/2026');
    await page.getByRole('textbox', { name: 'Job Title' }).fill('Nurse');
    await page.getByRole('textbox', { name: 'Location' }).fill('Springfield');
    const filtered = page.waitForResponse(
      (response) => isCall(response) && new URL(response.url()).searchParams.get('JobTitle') === 'Nurse',
    );
    await searchButton(page).click();
    const response = await filtered;
    const params = new URL(response.url()).searchParams;
    expect(params.get('Location')).toBe('Springfield');
    expect(params.get('StartDate')).toBe('2026-01-01');
    expect(params.get('EndDate')).toBe('2026-06-30');
    const data = (await response.json()) as ApplicantDemographics;
    expect(data.totalApplicants).toBeLessThan(all.totalApplicants);
    await expect(page).toHaveURL(/from=2026-01-01&to=2026-06-30&jobTitle=Nurse&location=Springfield/);
    await expect(page.getByTestId('total-applicants')).toHaveText(en.format(data.totalApplicants));

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Nurse');
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Springfield');
    await expect(fromField(page)).toHaveValue('01/01/2026');
    await expect(page.getByTestId('total-applicants')).toHaveText(en.format(data.totalApplicants));

    const edited = page.waitForResponse(
      (response) => isCall(response) && new URL(response.url()).searchParams.get('JobTitle') === 'Therapist',
    );
    await page.goto(`${PAGE}?from=2026-02-01&to=2026-03-01&jobTitle=Therapist`);
    expect(new URL((await edited).url()).searchParams.get('StartDate')).toBe('2026-02-01');
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('');

    await page.goBack();
    await expect(page.getByRole('textbox', { name: 'Job Title' })).toHaveValue('Nurse');

    const fallback = page.waitForResponse(
      (response) => isCall(response) && new URL(response.url()).searchParams.get('StartDate') === DEFAULT_FROM,
    );
    await page.goto(`${PAGE}?from=2026-05-01&to=2026-04-01`);
    await fallback;
    await expect(toField(page)).toHaveValue(usDate(DEFAULT_TO));
  });

  test('shows the date-range messages and sends nothing while the range is invalid', async ({ page }) => {
    await openReport(page);
    let calls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/reports/applicantdemographics')) calls += 1;
    });
    const message = (text: string) => page.getByText(text, { exact: true });
    await typeDate(fromField(page), '');
    await typeDate(toField(page), '');
    await searchButton(page).click();
    await expect(message('From Date is required')).toBeVisible();
    await expect(message('To Date is required')).toBeVisible();
    await expect(fromField(page)).toBeFocused();

    await typeDate(fromField(page), '05/01/2026');
    await typeDate(toField(page), '04/01/2026');
    await searchButton(page).click();
    await expect(message('From Date cannot be after the To Date')).toBeVisible();
    await expect(message('To Date cannot be before the From Date')).toBeVisible();
    expect(calls).toBe(0);
  });

  test('no applicant matching shows the empty state and no Export', async ({ page }) => {
    const { data } = await openReport(page, `${PAGE}?jobTitle=No%20such%20job%20anywhere`);
    expect(data.totalApplicants).toBe(0);
    await expect(
      page.getByText(`No applicants between ${usDate(DEFAULT_FROM)} and ${usDate(DEFAULT_TO)} match these filters.`),
    ).toBeVisible();
    await expect(page.getByTestId('total-applicants')).toHaveText('0');
    await expect(page.getByRole('figure')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  test('a failure says Something went wrong', async ({ page }) => {
    await installRetryClock(page);
    await page.route('**/api/reports/applicantdemographics**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"title":"Error","status":500}' }),
    );
    await signIn(page, 'owner@demo.test', { path: PAGE });
    await expectVisibleAfterRetries(page, page.getByRole('alert').filter({ hasText: 'Something went wrong' }));
    await expect(page.getByText('Unable to authenticate user')).toHaveCount(0);
  });

  test('a 401 says Unable to authenticate user', async ({ page }) => {
    // Fresh: the 401 renews the session, which rotates its refresh token.
    await signIn(page, 'owner@demo.test', { fresh: true });
    await page.route('**/api/reports/applicantdemographics**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        body: '{"title":"Unauthorized","status":401}',
      }),
    );
    // The 401 restarts sign-in; a 204 from the provider keeps the page (and its message) on screen.
    await page.route('**/oidc/auth**', (route) => route.fulfill({ status: 204 }));
    await page.goto(PAGE);
    await expect(page.getByText('Unable to authenticate user').first()).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('Export downloads both charts as real PNG images', async ({ page }) => {
    await openReport(page, `${PAGE}?from=2026-01-01&to=2026-06-30`);
    await expect(chartFigure(page, 'Gender Breakdown').locator('svg').first()).toBeVisible();
    await expect(chartFigure(page, 'Diversity Category Breakdown').locator('svg').first()).toBeVisible();
    const downloads: Promise<Download>[] = [];
    const both = new Promise<void>((resolve) => {
      page.on('download', (download) => {
        downloads.push(Promise.resolve(download));
        if (downloads.length === 2) resolve();
      });
    });
    await page.getByRole('button', { name: 'Export' }).dblclick();
    await both;
    await page.waitForTimeout(500);
    expect(downloads).toHaveLength(2);
    const files = await Promise.all(downloads);
    expect(files.map((file) => file.suggestedFilename()).sort()).toEqual([
      'Diversity Category Breakdown 01-01-2026 - 06-30-2026.png',
      'Gender Breakdown 01-01-2026 - 06-30-2026.png',
    ]);
    for (const file of files) {
      const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      const png = PNG.sync.read(bytes);
      expect(png.width).toBeGreaterThan(200);
      expect(png.height).toBeGreaterThan(200);
      // Not a blank image: the chart drew pixels that are not the white background.
      let inked = 0;
      for (let index = 0; index < png.data.length; index += 4) {
        if (png.data[index]! < 200 || png.data[index + 1]! < 200 || png.data[index + 2]! < 200) inked += 1;
      }
      expect(inked).toBeGreaterThan(1000);
    }
  });

  for (const [locale, language] of [
    ['en-US', 'en'],
    ['es-ES', 'es'],
  ] as const) {
    test(`has no axe violations in ${language}`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await openReport(page);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('figure svg').first()).toBeVisible();
      const closedTables = page.locator('figure button[aria-expanded="false"]');
      while ((await closedTables.count()) > 0) await closedTables.first().click();
      await expect(page.locator('figure table')).toHaveCount(2);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
