import { readFile } from 'node:fs/promises';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { subYears } from 'date-fns/subYears';
import { expect, test, type Page } from './support/test';
import { paths } from '@/config/paths';
import { expectNoAxeViolations } from './support/axe';
import { DEMO_TODAY, portalToday } from './support/demo-today';
import { signIn } from './support/sign-in';

/**
 * Listing Monitor (issue 39) against the demo backend: axe in each state of the screen (loading, data,
 * empty, failed; Spanish with data), and the export's file as Excel gets it (byte-order mark first). The
 * counts against the seeded rows are proven in
 * src/features/listing-monitor/components/listing-monitor-page.test.tsx.
 */
const PAGE = paths.reportsListingMonitor.href();
const REPORT = '/api/ESDSReport/ESDSReport';
const isReport = (url: URL) => url.pathname === REPORT;
const LATE = 'Jobs cross-posted to a state job bank later than the threshold';

/** The default range's start: 12 months before the portal's today, within the ESDS report's 365 days. */
function defaultStart() {
  const today = new Date(`${portalToday()}T00:00`);
  const yearBack = subYears(today, 1);
  return format(differenceInCalendarDays(today, yearBack) > 365 ? subDays(today, 365) : yearBack, 'yyyy-MM-dd');
}

const lateTable = (page: Page) => page.getByRole('table', { name: LATE });

test.describe('Listing Monitor', () => {
  test('is axe-clean while loading, with data, empty and failed, and exports a CSV Excel reads as UTF-8', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isReport, async (route) => {
      await held;
      await route.continue();
    });
    // Four axe checks after the worker's first sign-in, on a shared machine.
    test.setTimeout(180_000);
    // The page asks once it has rendered; waiting for the ask (the test's time, not an assertion's 20 s)
    // covers a slow first load of the app and its lazy screen.
    const asked = page.waitForRequest((request) => isReport(new URL(request.url())));
    const answer = page.waitForResponse((response) => isReport(new URL(response.url())));
    await signIn(page, 'owner@demo.test', { path: PAGE });
    await asked;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Listing Monitor');
    await expect(lateTable(page)).toHaveAttribute('aria-busy', 'true');
    await test.step('loading', () => expectNoAxeViolations(page));

    release();
    const url = new URL((await answer).url());
    await page.unroute(isReport);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      companyId: '1001',
      startDate: defaultStart(),
      endDate: portalToday(),
    });
    await expect(page.getByTestId('unlisted-count')).toHaveText(/^[1-9]\d* open jobs not listed$/);
    await expect(page.getByTestId('late-count')).toHaveText(/^[1-9]\d* listed late$/);
    await expect(lateTable(page).locator('tbody tr')).toHaveCount(25);
    await test.step('data', () => expectNoAxeViolations(page));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('listing-exceptions.csv');
    const bytes = await readFile(await file.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toMatch(/^"Exception","Job ID","Title"/);

    // The seed creates no job on its own day.
    const emptyAsked = page.waitForRequest((request) => isReport(new URL(request.url())));
    await page.goto(`${PAGE}?from=${DEMO_TODAY}&to=${DEMO_TODAY}&lateAfterDays=3`);
    await emptyAsked;
    await expect(page.getByText('Every open job in this period is listed.')).toBeVisible();
    await expect(page.getByText('No job was listed late.')).toBeVisible();
    await test.step('empty', () => expectNoAxeViolations(page));

    await page.route(isReport, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ title: 'Server error', status: 500 }),
      }),
    );
    const failedAsked = page.waitForRequest((request) => isReport(new URL(request.url())));
    await page.goto(PAGE);
    await failedAsked;
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'Error occurred while trying to retrieve crosspost data.',
    );
    await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toBeVisible();
    await test.step('failed', () => expectNoAxeViolations(page));
  });

  test('is axe-clean in Spanish', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    const answer = page.waitForResponse((response) => isReport(new URL(response.url())));
    await signIn(page, 'owner@demo.test', { path: PAGE });
    await answer;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Monitor de publicaciones');
    await expect(page.getByTestId('late-count')).toHaveText(/^[1-9]\d* publicados? tarde$/);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
