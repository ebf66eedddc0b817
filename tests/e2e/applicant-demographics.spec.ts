import { expect, test, type Download, type Locator, type Page, type Response } from './support/test';
import { typeDate } from './support/date-field';
import { PNG } from 'pngjs';
import { paths } from '@/config/paths';
import type { ApplicantDemographics } from '@/generated/model';
import { portalToday, portalYearsBack } from './support/demo-today';
import { signIn } from './support/sign-in';

/**
 * What Applicant Demographics needs a browser for: the seeded breakdowns as charts with their tables and
 * summaries, the filters kept in the URL across a reload, an edited address and the back button, and the
 * Export of both charts as real PNG images. The date-range messages, the empty state and the two failure
 * messages are proven over the demo handlers in
 * src/features/applicant-demographics/components/applicant-demographics-page.test.tsx; axe, with both charts
 * loaded and shown as tables, in both languages in the accessibility sweep (accessibility.spec.ts).
 */
const PAGE = paths.reportsApplicantDemographics.href();
/** The default range is one year back from the portal's today. */
const defaultFrom = () => portalYearsBack(1);

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
    expect(url.searchParams.get('StartDate')).toBe(defaultFrom());
    expect(url.searchParams.get('EndDate')).toBe(portalToday());
    expect(url.searchParams.has('JobTitle')).toBe(false);
    expect(data.totalApplicants).toBeGreaterThan(0);

    await expect(page.getByRole('heading', { level: 1, name: 'Applicant Demographics' })).toBeVisible();
    await expect(fromField(page)).toHaveValue(usDate(defaultFrom()));
    await expect(toField(page)).toHaveValue(usDate(portalToday()));
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
      (response) => isCall(response) && new URL(response.url()).searchParams.get('StartDate') === defaultFrom(),
    );
    await page.goto(`${PAGE}?from=2026-05-01&to=2026-04-01`);
    await fallback;
    await expect(toField(page)).toHaveValue(usDate(portalToday()));
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
});
