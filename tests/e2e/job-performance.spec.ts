import { expect, test, type Page, type Response } from './support/test';
import { typeDate } from './support/date-field';
import { readSheet } from 'read-excel-file/node';
import { paths } from '@/config/paths';
import { bucketByWeek } from '@/features/job-performance/utils/week-buckets';
import type { JobPerformanceByDateRow, JobPerformanceDetailRow, JobPerformanceSummaryRow } from '@/generated/model';
import { switchCompany } from './support/company';
import { portalMonthsBack, portalToday } from './support/demo-today';
import { signIn } from './support/sign-in';

const PAGE = paths.reportsJobPerformance.href();
/** The default range is three months back from the portal's today. */
const defaultFrom = () => portalMonthsBack(3);

const en = new Intl.NumberFormat('en-US');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const isCall = (name: string) => (response: Response) =>
  new URL(response.url()).pathname === `/api/reports/jobperformance/${name}` && response.request().method() === 'GET';

/** Opens the page (signing in) and captures the summary and details answers the page shows. */
async function openReport(page: Page, path = PAGE) {
  const summary = page.waitForResponse(isCall('summary'));
  const details = page.waitForResponse(isCall('details'));
  await signIn(page, 'owner@demo.test', { path });
  const [summaryResponse, detailsResponse] = await Promise.all([summary, details]);
  return {
    summaryUrl: new URL(summaryResponse.url()),
    summary: (await summaryResponse.json()) as JobPerformanceSummaryRow[],
    details: (await detailsResponse.json()) as JobPerformanceDetailRow[],
  };
}

const fromField = (page: Page) => page.getByRole('textbox', { name: 'From Date' });
const toField = (page: Page) => page.getByRole('textbox', { name: 'To Date' });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const detailsTable = (page: Page) => page.getByRole('table', { name: 'Views and apply clicks per job' });
const figure = (page: Page, name: string) =>
  page.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');

async function setRange(page: Page, from: string, to: string) {
  await typeDate(fromField(page), from);
  await typeDate(toField(page), to);
}

test.describe('Job Performance', () => {
  test('shows the totals, weekly chart and details of the seeded data for the default three months', async ({
    page,
  }) => {
    const { summaryUrl, summary, details } = await openReport(page);
    expect(summaryUrl.searchParams.get('StartDate')).toBe(defaultFrom());
    expect(summaryUrl.searchParams.get('EndDate')).toBe(portalToday());
    expect(summaryUrl.searchParams.get('CompanyId')).toBe('1001');
    expect(details.length).toBeGreaterThan(25);

    await expect(page.getByRole('heading', { level: 1, name: 'Job Performance' })).toBeVisible();
    await expect(fromField(page)).toHaveValue(usDate(defaultFrom()));
    await expect(toField(page)).toHaveValue(usDate(portalToday()));

    const views = summary.reduce((sum, day) => sum + day.views, 0);
    const clicks = summary.reduce((sum, day) => sum + day.clicks, 0);
    await expect(figure(page, 'Total Views')).toHaveText(en.format(views));
    await expect(figure(page, 'Total Apply Clicks')).toHaveText(en.format(clicks));
    await expect(page.getByTestId('jobs-found')).toHaveText(`${en.format(details.length)} jobs found.`);

    // Details: most viewed first, 25 a page.
    const rows = detailsTable(page).locator('tbody tr');
    await expect(rows).toHaveCount(25);
    const byViews = [...details].sort((a, b) => b.views - a.views);
    const first = byViews[0]!;
    await expect(rows.first().locator('td')).toHaveText([
      String(first.jobId),
      first.jobTitle,
      en.format(first.views),
      en.format(first.clicks),
    ]);
    const shownViews = await rows.locator('td:nth-child(3)').allInnerTexts();
    expect(shownViews).toEqual(byViews.slice(0, 25).map((row) => en.format(row.views)));

    // Sorting by Job Title (ascending) on a click.
    await detailsTable(page).getByRole('button', { name: 'Job Title' }).click();
    await expect(detailsTable(page).getByRole('columnheader', { name: 'Job Title' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const titles = await rows.locator('td:nth-child(2)').allInnerTexts();
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b)));

    // The chart's text alternatives state the chart's numbers: weeks starting Sunday, totals preserved.
    const weeks = bucketByWeek(summary, { from: defaultFrom(), to: portalToday() });
    const chart = page.getByRole('figure', { name: 'Weekly activity' });
    await expect(chart.getByTestId('chart-summary')).toContainText(
      `Views per week from ${usDate(defaultFrom())} to ${usDate(portalToday())}: ${en.format(views)} in total over ${weeks.length} weeks`,
    );
    await chart.getByRole('button', { name: 'Show data table' }).click();
    const chartRows = chart.getByRole('table').locator('tbody tr');
    await expect(chartRows).toHaveCount(weeks.length);
    const expected = weeks.map((week) => [
      usDate(week.weekOf),
      String(week.days),
      en.format(week.views),
      en.format(week.clicks),
    ]);
    const shown = await chartRows.evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
    );
    expect(shown).toEqual(expected);
    expect(weeks.reduce((sum, week) => sum + week.views, 0)).toBe(views);
    await expect(chart.locator('svg[role="img"], svg').first()).toBeVisible();

    // The chooser switches the line to apply clicks and keeps the choice in the URL.
    await chart.getByRole('combobox', { name: 'Chart' }).selectOption({ label: 'Apply Clicks' });
    await expect(page).toHaveURL(/measure=clicks/);
    await expect(chart.getByTestId('chart-summary')).toContainText(`Apply Clicks per week`);
    await expect(chart.getByTestId('chart-summary')).toContainText(`${en.format(clicks)} in total`);
  });

  test('keeps the filters in the URL: search, reload, an edited URL and back', async ({ page }) => {
    await openReport(page);
    await setRange(page, '09/01/2026', '10/31/2026');
    const searched = page.waitForResponse(
      (response) => isCall('details')(response) && response.url().includes('StartDate=2026-09-01'),
    );
    await searchButton(page).click();
    const answer = (await (await searched).json()) as JobPerformanceDetailRow[];
    await expect(page).toHaveURL(/from=2026-09-01&to=2026-10-31/);
    await expect(
      page
        .getByRole('alert')
        .or(page.getByRole('status'))
        .filter({ hasText: `${en.format(answer.length)} jobs found.` })
        .first(),
    ).toBeVisible();

    const reloaded = page.waitForResponse(
      (response) => isCall('summary')(response) && response.url().includes('EndDate=2026-10-31'),
    );
    await page.reload();
    await reloaded;
    await expect(fromField(page)).toHaveValue('09/01/2026');
    await expect(toField(page)).toHaveValue('10/31/2026');

    const edited = page.waitForResponse(
      (response) =>
        isCall('summary')(response) &&
        response.url().includes('StartDate=2026-03-01') &&
        response.url().includes('EndDate=2026-03-31'),
    );
    await page.goto(`${PAGE}?from=2026-03-01&to=2026-03-31`);
    await edited;
    await expect(fromField(page)).toHaveValue('03/01/2026');

    await page.goBack();
    await expect(fromField(page)).toHaveValue('09/01/2026');
    // What an invalid URL falls back to is proven in Vitest, over the same page (job-performance-page.test.tsx).
  });

  test('a company change fetches the report of the new company', async ({ page }) => {
    // Only Acme has the flag in the seed: let Gamma have it too for this test.
    await page.route('**/api/companies?**', async (route) => {
      const response = await route.fetch();
      const companies = (await response.json()) as { id: number; featureFlags: unknown[] }[];
      const acme = companies.find((company) => company.id === 1001);
      const patched = companies.map((company) =>
        company.id === 1003 && acme ? { ...company, featureFlags: acme.featureFlags } : company,
      );
      await route.fulfill({ response, json: patched });
    });
    const { details: acme } = await openReport(page);
    const gammaDetails = page.waitForResponse(
      (response) => isCall('details')(response) && new URL(response.url()).searchParams.get('CompanyId') === '1003',
    );
    // The change-company dialog returns to the page's path (src/app/routes/company.tsx keeps no query).
    await switchCompany(page, 'Gamma Staffing');
    const gamma = (await (await gammaDetails).json()) as JobPerformanceDetailRow[];
    expect(gamma.map((row) => row.jobId)).not.toEqual(acme.map((row) => row.jobId));
    await expect(page).toHaveURL(new RegExp(`${PAGE}`));
    await expect(page.getByTestId('jobs-found')).toHaveText(`${en.format(gamma.length)} jobs found.`);
  });

  test('exports the server CSV and a by-date .xlsx with the five columns', async ({ page }) => {
    test.setTimeout(60_000);
    const { details } = await openReport(page, `${PAGE}?from=2026-10-01&to=2026-10-31`);

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toBe('Job Performance 10-01-2026 - 10-31-2026.csv');
    const text = (await (await csv.createReadStream()).toArray()).join('');
    // UTF-8's byte-order mark first, by which Excel reads the file as UTF-8 (trim() drops it below).
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('"Job ID","Job Title","Views","Apply Clicks"');
    expect(lines).toHaveLength(details.length + 1);
    const top = [...details].sort((a, b) => b.views - a.views || a.jobId - b.jobId)[0]!;
    expect(lines[1]).toBe(`"${top.jobId}","${top.jobTitle}","${top.views}","${top.clicks}"`);

    let byDateCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/jobperformance/bydate')) byDateCalls += 1;
    });
    const byDateAnswer = page.waitForResponse(isCall('bydate'));
    const xlsxDownload = page.waitForEvent('download');
    // A double click still asks the server once.
    await page.getByRole('button', { name: 'Export by Date' }).dblclick();
    const byDate = (await (await byDateAnswer).json()) as JobPerformanceByDateRow[];
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toBe('Job Performance by Date 10-01-2026 - 10-31-2026.xlsx');
    const bytes = Buffer.concat(await (await xlsx.createReadStream()).toArray());
    const sheet = await readSheet(bytes);
    expect(sheet[0]).toEqual(['Activity Date', 'Job ID', 'Job Title', 'Views', 'Apply Clicks']);
    expect(sheet).toHaveLength(byDate.length + 1);
    expect(byDate.length).toBeGreaterThan(0);
    expect(sheet.slice(1)).toEqual(
      byDate.map((row) => [new Date(`${row.activityDate}T00:00:00Z`), row.jobId, row.jobTitle, row.views, row.clicks]),
    );
    expect(byDateCalls).toBe(1);
  });

  test('a 401 says Unable to authenticate user', async ({ page }) => {
    // Fresh: the 401 renews the session, which rotates its refresh token.
    await signIn(page, 'owner@demo.test', { fresh: true });
    await page.route('**/api/reports/jobperformance/details**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/problem+json',
        body: '{"title":"Unauthorized","status":401}',
      }),
    );
    // The 401 restarts sign-in; a 204 from the provider keeps the page (and its message) on screen.
    await page.route('**/oidc/auth**', (route) => route.fulfill({ status: 204 }));
    // The message comes after a chain: the page's code and calls, the 401, a renewal at the provider (discovery
    // and token) and the replayed call's 401. Waited for from the first 401, not from the page load.
    const unauthorized = page.waitForResponse(
      (response) => response.url().includes('/api/reports/jobperformance/details') && response.status() === 401,
    );
    await page.goto(PAGE);
    await unauthorized;
    await expect(page.getByText('Unable to authenticate user').first()).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('a range without activity shows the empty states', async ({ page }) => {
    await page.route('**/api/reports/jobperformance/{summary,details}**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await signIn(page, 'owner@demo.test', { path: PAGE });
    await expect(
      page.getByText(`No views or apply clicks between ${usDate(defaultFrom())} and ${usDate(portalToday())}.`),
    ).toBeVisible();
    await expect(
      page.getByText(`No job had views or apply clicks between ${usDate(defaultFrom())} and ${usDate(portalToday())}.`),
    ).toBeVisible();
    await expect(page.getByTestId('jobs-found')).toHaveText('0 jobs found.');
    await expect(figure(page, 'Total Views')).toHaveText('0');
  });
});
