import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { expect, test, type Download, type Page, type Route } from './support/test';
import { typeDate } from './support/date-field';
import { paths } from '@/config/paths';
import { DEMO_TODAY, isoMonthsBack } from './support/demo-today';
import { signIn } from './support/sign-in';

/**
 * Issue 9, the Audit Pack: the zip read back (every index hash matches its file, a documenturl failure is
 * a failed row with no hash, index.html is there), and Cancel stops the build and downloads nothing. Axe
 * checks the page idle, building and done, in English and Spanish, in the accessibility sweep
 * (accessibility.spec.ts). A one-month range keeps each pack at a few dozen files.
 */
const PAGE = paths.reportsAuditPack.href();
const OWNER = 'owner@demo.test';
const MONTH = { from: isoMonthsBack(1), to: DEMO_TODAY };

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const DOCUMENT_URL = '**/api/Documents/documenturl?**';

async function openPage(page: Page, range: { from: string; to: string }) {
  await signIn(page, OWNER, { path: PAGE });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await typeDate(page.locator('#root_range_from'), usDate(range.from));
  await typeDate(page.locator('#root_range_to'), usDate(range.to));
}

async function zipOf(download: Download): Promise<Record<string, Uint8Array>> {
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  return unzipSync(new Uint8Array(bytes));
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

test.describe('Audit Pack', () => {
  test('builds the zip: every index hash matches its file, and a failed document is listed with no hash', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // The worker and the downloads run under the served Content-Security-Policy without a violation.
    const violations: string[] = [];
    await context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
    await context.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        ),
      ),
    );
    // One screenshot's documenturl answers 500, every time it is asked.
    let failedId = '';
    await page.route(DOCUMENT_URL, async (route: Route) => {
      const url = new URL(route.request().url());
      if (url.searchParams.get('Type') === '2' && !failedId) failedId = url.searchParams.get('Id') ?? '';
      if (url.searchParams.get('Id') === failedId) {
        await route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' });
      } else {
        await route.continue();
      }
    });
    await openPage(page, MONTH);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Build Audit Pack' }).click();
    const pack = await download;
    expect(pack.suggestedFilename()).toBe(`audit-pack-${MONTH.from}-to-${MONTH.to}.zip`);
    const files = await zipOf(pack);

    const index = Papa.parse<Record<string, string>>(strFromU8(files['index.csv']!), {
      header: true,
      skipEmptyLines: true,
    });
    expect(index.meta.fields).toEqual(['file', 'source call', 'date', 'job id', 'sha256', 'status', 'reason']);
    const ok = index.data.filter((row) => row['status'] === 'ok');
    expect(ok.length).toBeGreaterThan(10);
    for (const row of ok) {
      const file = files[row['file']!];
      expect(file, row['file']).toBeDefined();
      expect(sha256(file!), row['file']).toBe(row['sha256']);
    }
    expect(ok.some((row) => row['file']!.startsWith('report-cards/') && row['file']!.endsWith('.pdf'))).toBe(true);
    expect(ok.some((row) => row['file'] === 'esds/cross-posted-jobs.csv')).toBe(true);
    expect(ok.some((row) => row['file'] === 'outreach/engagement-summary.csv')).toBe(true);

    const failed = index.data.filter((row) => row['status'] === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!['source call']).toBe(`getDocumentUrl?Type=2&Id=${failedId}`);
    expect(failed[0]!['sha256']).toBe('');
    expect(failed[0]!['reason']).toContain('HTTP 500');
    expect(files[failed[0]!['file']!]).toBeUndefined();

    const html = strFromU8(files['index.html']!);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(failedId);

    const result = page.getByTestId('audit-pack-result');
    await expect(result).toContainText(`audit-pack-${MONTH.from}-to-${MONTH.to}.zip downloaded.`);
    await expect(result).toContainText('1 file could not be fetched: the index lists it as failed.');
    expect(violations).toEqual([]);
  });

  test('a second click starts no second build, and Cancel stops the build and downloads nothing', async ({ page }) => {
    // The default range (a year, about 300 files) takes long enough to cancel midway.
    await signIn(page, OWNER, { path: PAGE });
    let lists = 0;
    let addresses = 0;
    page.on('request', (request) => {
      if (request.url().includes('/reportcard/clientreportcards')) lists += 1;
      if (request.url().includes('/api/Documents/documenturl')) addresses += 1;
    });
    let downloads = 0;
    page.on('download', () => (downloads += 1));

    await page.getByRole('button', { name: 'Build Audit Pack' }).dblclick();
    const bar = page.getByRole('progressbar', { name: 'Building the audit pack' });
    await expect(bar).toHaveAttribute('aria-valuemax', /^\d{3}$/);
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(5);
    await expect(page.getByTestId('audit-pack-count')).toHaveText(/^\d+ of \d{3} files$/);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page.getByText('The build was cancelled. Nothing was downloaded.')).toBeVisible();
    await expect(bar).toHaveCount(0);
    const afterCancel = addresses;
    await page.waitForTimeout(1_500);
    expect(addresses).toBe(afterCancel);
    expect(downloads).toBe(0);
    expect(lists).toBe(1);
    await expect(page.getByRole('button', { name: 'Build Audit Pack' })).toBeEnabled();
  });
});
