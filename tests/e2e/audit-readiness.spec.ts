import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { expect, test, type Page, type Route } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { typeDate } from './support/date-field';
import { portalDaysBack } from './support/demo-today';
import { signIn } from './support/sign-in';
import { paths } from '@/config/paths';

/**
 * Issue 39, Audit Readiness: the letter date gives the days left of 30, the checked items are saved for
 * the company and come back after a reload; axe on the loading, empty, error and data states; the pack by
 * item read back from its zip (one folder per item, the index naming each file's item, the hash index kept).
 */
const PAGE = paths.reportsAuditReadiness.href();
const OWNER = 'owner@demo.test';
const LETTER = '**/api/compliance/schedulingletter?**';
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

async function openPage(page: Page) {
  await signIn(page, OWNER, { path: PAGE });
  await expect(page.getByRole('heading', { level: 2, name: 'Scheduling letter' })).toBeVisible();
  // The demo backend lives as long as the worker: a letter an earlier test left open is closed first.
  const close = page.getByRole('button', { name: 'Close the letter' });
  if (await close.isVisible()) {
    await close.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close the letter' }).click();
    await expect(page.getByText(/^No scheduling letter is open/)).toBeVisible();
  }
}

async function saveLetter(page: Page, iso: string) {
  await typeDate(page.getByLabel('Date the scheduling letter arrived'), usDate(iso));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: "The letter's items the portal can evidence" }),
  ).toBeVisible();
}

test.describe('Audit Readiness', () => {
  test('the letter date shows the days left; checked items are kept after a reload; axe on every state', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openPage(page);
    await expect(page.getByText(/^No scheduling letter is open/)).toBeVisible();
    await expectNoAxeViolations(page);

    await saveLetter(page, portalDaysBack(3));
    await expect(page.getByTestId('days-left')).toHaveText(
      /^27 days left of 30 to answer \(due \d{2}\/\d{2}\/\d{4}\)\.$/,
    );
    await expect(page.getByText(/report cards?\.$/)).toBeVisible();
    // Chakra's checkbox: its control covers the hidden input, so the label is what a user clicks.
    for (const item of ['Job listings with the state employment service', 'Report cards']) {
      await page.getByText(item, { exact: true }).click();
      await expect(page.getByRole('checkbox', { name: item })).toBeChecked();
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Scheduling letter saved successfully').last()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(page.getByLabel('Date the scheduling letter arrived')).toHaveValue(usDate(portalDaysBack(3)));
    await expect(page.getByRole('checkbox', { name: 'Job listings with the state employment service' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Report cards' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Job screenshots' })).not.toBeChecked();

    // Loading: the letter is held until axe has looked.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(LETTER, async (route: Route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Loading the scheduling letter…')).toBeVisible();
    await expectNoAxeViolations(page);
    release();
    await expect(page.getByTestId('days-left')).toBeVisible();
    await page.unroute(LETTER);

    // Error: the letter cannot be read.
    await page.route(LETTER, (route: Route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' }),
    );
    await page.reload();
    await expect(page.getByText('Error occurred while loading the scheduling letter').first()).toBeVisible({
      timeout: 30_000,
    });
    await expectNoAxeViolations(page);
  });

  test('builds the pack by item: one folder per item, the index naming each file and its hash', async ({ page }) => {
    test.setTimeout(120_000);
    // A year of documents is some 300 files: the lists are cut to a few, which is all the layout needs.
    for (const list of ['**/reportcard/clientreportcards?**', '**/jobscreenshots/jobscreenshots?**']) {
      await page.route(list, async (route: Route) => {
        const response = await route.fetch();
        const rows = ((await response.json()) as unknown[]).slice(0, 3);
        await route.fulfill({ response, json: rows });
      });
    }
    await openPage(page);
    await saveLetter(page, portalDaysBack(1));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Build the pack by item' }).click();
    const pack = await download;
    const bytes = Buffer.concat(await (await pack.createReadStream()).toArray());
    const files = unzipSync(new Uint8Array(bytes));
    const folders = new Set(
      Object.keys(files)
        .filter((name) => name.includes('/'))
        .map((name) => name.split('/')[0]),
    );
    expect([...folders].sort()).toEqual([
      'effectiveness-assessment',
      'job-listings',
      'job-screenshots',
      'report-cards',
    ]);
    expect(files['job-listings/cross-posted-jobs.csv']).toBeDefined();
    expect(strFromU8(files['job-listings/listing-exceptions.csv']!)).toContain('Exception');

    const index = Papa.parse<Record<string, string>>(strFromU8(files['index.csv']!), {
      header: true,
      skipEmptyLines: true,
    });
    expect(index.meta.fields).toEqual(['item', 'file', 'source call', 'date', 'job id', 'sha256', 'status', 'reason']);
    const ok = index.data.filter((row) => row['status'] === 'ok');
    for (const row of ok) {
      expect(row['file']!.startsWith(`${row['item']}/`), row['file']).toBe(true);
      expect(row['sha256'], row['file']).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(ok.map((row) => row['file']).sort()).toEqual(
      Object.keys(files)
        .filter((name) => !name.startsWith('index.'))
        .sort(),
    );
    expect(index.data.find((row) => row['file'] === 'outreach-veterans/')?.['status']).toBe('not included');
    await expect(page.getByText(`${pack.suggestedFilename()} downloaded.`)).toBeVisible();
  });
});
