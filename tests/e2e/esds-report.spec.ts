import Papa from 'papaparse';
import { expect, test, type Page, type Response } from './support/test';
import { typeDate } from './support/date-field';
import { paths } from '@/config/paths';
import { sortEsdsRows } from '@/features/esds-report/utils/esds-sort';
import type { EsdsReportRow } from '@/generated/model';
import { portalMonthsBack, portalToday } from './support/demo-today';
import { signIn } from './support/sign-in';

/**
 * ESDS CrossPost Report (issue 9) against the demo backend: defaults and the 365-day rule, a filtered
 * search with its count, a header sort and the CSV export of what is on screen, and a failure with Retry.
 * Axe checks the loaded report in English and Spanish in the accessibility sweep (accessibility.spec.ts).
 * The crossposting gate is proven in src/app/router.test.tsx.
 */
const PAGE = paths.reportsEsds.href();
const REPORT = '/api/ESDSReport/ESDSReport';
const EXPORT = '/api/ESDSReport/ExportESDSReportCsv';
const en = new Intl.NumberFormat('en-US');
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const isReport = (response: Response) =>
  new URL(response.url()).pathname === REPORT && response.request().method() === 'GET';

/** Signs in on `path` and returns the first report answer the page shows. */
async function openReport(page: Page, path = PAGE) {
  const answer = page.waitForResponse(isReport);
  await signIn(page, 'owner@demo.test', { path });
  const response = await answer;
  return { url: new URL(response.url()), rows: (await response.json()) as EsdsReportRow[] };
}

/** A text field (the dates included) or a select, by its label. */
const field = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true }).or(page.getByRole('combobox', { name, exact: true }));
const table = (page: Page) => page.getByRole('table', { name: 'Jobs and their cross-posting to state job banks' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const column = (page: Page, index: number) => bodyRows(page).locator(`td:nth-child(${index})`).allInnerTexts();
const count = (page: Page) => page.getByTestId('documents-found');
const found = (rows: readonly unknown[]) => `${en.format(rows.length)} documents found.`;

test.describe('ESDS CrossPost Report', () => {
  test('opens on one month back with every filter at All, and refuses a range over 365 days without asking', async ({
    page,
  }) => {
    const { url, rows } = await openReport(page);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      companyId: '1001',
      startDate: portalMonthsBack(1),
      endDate: portalToday(),
      sortBy: '-createdUtc',
    });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ESDS CrossPost Report');
    await expect(field(page, 'From Date')).toHaveValue(usDate(portalMonthsBack(1)));
    await expect(field(page, 'To Date')).toHaveValue(usDate(portalToday()));
    for (const name of ['Title', 'Internal Reference', 'Cross Reference Number']) {
      await expect(field(page, name)).toHaveValue('');
    }
    for (const name of ['Status', 'State', 'Crosspost Status']) {
      await expect(field(page, name).locator('option:checked')).toHaveText('All');
    }
    await expect(field(page, 'Status').locator('option')).toHaveText(['All', 'Active/Inactive', 'Active', 'Inactive']);
    await expect(field(page, 'Crosspost Status').locator('option')).toHaveText([
      'All',
      'Crossposted',
      'Not Crossposted',
    ]);

    // Section 3's columns; newest created first, 25 a page.
    await expect(table(page).getByRole('columnheader')).toHaveText([
      /^Job ID/,
      /^Title/,
      /^Internal Reference/,
      /^Date Created/,
      /^Date Deactivated/,
      /^Location/,
      /^State/,
      /^Posting URL/,
      /^Date Cross Posted/,
      /^Time Posted/,
      /^Cross Reference Number/,
    ]);
    await expect(table(page).getByRole('columnheader', { name: 'Date Created' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(rows.length).toBeGreaterThan(25);
    await expect(count(page)).toHaveText(found(rows));
    await expect(bodyRows(page)).toHaveCount(25);
    expect(await column(page, 1)).toEqual(rows.slice(0, 25).map((row) => String(row.jobId)));
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    const link = table(page)
      .getByRole('link', { name: /\(opens in a new tab\)$/ })
      .first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === REPORT) asked += 1;
    });
    await typeDate(field(page, 'From Date'), '11/01/2025');
    await typeDate(field(page, 'To Date'), '11/02/2026');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('The To Date and From Date fields cannot exceed a year.')).toBeVisible();
    await expect(field(page, 'To Date')).toHaveAttribute('aria-invalid', 'true');
    expect(asked).toBe(0);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  });

  test("a filtered search: its count, a header sort, and Export of the server's CSV matching the table", async ({
    page,
  }) => {
    await openReport(page, `${PAGE}?from=2026-01-01&to=2026-11-01`);
    await field(page, 'Title').fill('Nurse');
    await field(page, 'Status').selectOption({ label: 'Active' });
    await field(page, 'Crosspost Status').selectOption({ label: 'Crossposted' });
    const searched = page.waitForResponse(
      (response) => isReport(response) && new URL(response.url()).searchParams.has('title'),
    );
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const response = await searched;
    expect(Object.fromEntries(new URL(response.url()).searchParams)).toEqual({
      companyId: '1001',
      startDate: '2026-01-01',
      endDate: '2026-11-01',
      title: 'Nurse',
      status: '2',
      crossPostStatus: '1',
      sortBy: '-createdUtc',
    });
    const rows = (await response.json()) as EsdsReportRow[];
    expect(rows.length).toBeGreaterThan(25);
    await expect(count(page)).toHaveText(found(rows));
    await expect(page).toHaveURL(/title=Nurse&status=2&crossPostStatus=1/);
    for (const title of await column(page, 2)) expect(title).toMatch(/nurse/i);

    // A header click sorts the rows of this search as the server sorts them.
    await table(page).getByRole('button', { name: 'Title' }).click();
    await expect(table(page).getByRole('columnheader', { name: 'Title' })).toHaveAttribute('aria-sort', 'ascending');
    const byTitle = sortEsdsRows(rows, 'title');
    expect(await column(page, 1)).toEqual(byTitle.slice(0, 25).map((row) => String(row.jobId)));

    // Export asks the server for the same search in the order on screen, and saves its CSV.
    const exported = page.waitForRequest((request) => new URL(request.url()).pathname === EXPORT);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    expect(Object.fromEntries(new URL((await exported).url()).searchParams)).toEqual({
      ...Object.fromEntries(new URL(response.url()).searchParams),
      sortBy: 'title',
    });
    const file = await download;
    expect(file.suggestedFilename()).toBe('cross-posted-jobs.csv');
    const text = (await (await file.createReadStream()).toArray()).join('');
    // UTF-8's byte-order mark first, by which Excel reads the file as UTF-8 (trim() drops it below).
    expect(text.startsWith('\uFEFF')).toBe(true);
    const csv = Papa.parse<Record<string, string>>(text.trim(), { header: true });
    expect(csv.errors).toEqual([]);
    expect(csv.data.map((row) => row['Job ID'])).toEqual(byTitle.map((row) => String(row.jobId)));
    for (const row of csv.data) {
      expect(row['Title']).toMatch(/nurse/i);
      expect(row['Date Deactivated']).toBe('');
      expect(row['Date Cross Posted']).not.toBe('');
    }
  });
});
