import { expect, test, type Page, type Response } from './support/test';
import { paths } from '@/config/paths';
import type { ReportCard, Screenshot } from '@/generated/model';
import { portalMonthsBack, portalToday, portalYearsBack } from './support/demo-today';
import { signIn } from './support/sign-in';

const PAGE = paths.reportsDocumentCenter.href();
const en = new Intl.NumberFormat('en-US');

const isCall = (path: string) => (response: Response) =>
  new URL(response.url()).pathname === `/api/Documents/${path}` && response.request().method() === 'GET';
const REPORT_CARDS = 'reportcard/clientreportcards';
const SCREENSHOTS = 'jobscreenshots/jobscreenshots';

async function openReportCards(page: Page, path = PAGE) {
  const answer = page.waitForResponse(isCall(REPORT_CARDS));
  await signIn(page, 'owner@demo.test', { path });
  const response = await answer;
  return { url: new URL(response.url()), cards: (await response.json()) as ReportCard[] };
}

async function openScreenshotsTab(page: Page) {
  const answer = page.waitForResponse(isCall(SCREENSHOTS));
  await page.getByRole('tab', { name: 'Job Screenshots' }).click();
  const response = await answer;
  return { url: new URL(response.url()), screenshots: (await response.json()) as Screenshot[] };
}

const table = (page: Page, name: string) => page.getByRole('table', { name });
const bodyRows = (page: Page, name: string) => table(page, name).locator('tbody tr');

test.describe('Document Center', () => {
  test('Report Card searches a year back on load, newest first, 25 a page, and a title opens the card in a new window', async ({
    page,
    context,
  }) => {
    const { url, cards } = await openReportCards(page);
    expect(url.searchParams.get('BeginDate')).toBe(portalYearsBack(1));
    expect(url.searchParams.get('EndDate')).toBe(portalToday());
    expect(url.searchParams.get('CompanyId')).not.toBeNull();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document Center');
    await expect(page.getByRole('tab', { name: 'Report Card' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'documents found.' })).toHaveText(
      `${en.format(cards.length)} documents found.`,
    );
    const headers = table(page, 'Report cards').getByRole('columnheader');
    await expect(headers).toHaveText([/^Title/, /^Document Date/]);
    expect(cards.length).toBeGreaterThan(0);
    const newest = [...cards].sort((a, b) => b.date.localeCompare(a.date));
    await expect(bodyRows(page, 'Report cards')).toHaveCount(Math.min(25, cards.length));
    await expect(bodyRows(page, 'Report cards').first()).toContainText(newest[0]!.title);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');

    // The window opens in the click, then goes to the card's signed address (Id = mailingKey, Type 1).
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/Documents/documenturl');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: `${newest[0]!.title} (opens in a new window)` }).click();
    const documentUrl = new URL((await asked).url());
    expect(documentUrl.searchParams.get('Id')).toBe(newest[0]!.mailingKey);
    expect(documentUrl.searchParams.get('Type')).toBe('1');
    const card = await popup;
    await card.waitForURL(/\/demo-files\/documents\/report-card\//);
    const pdf = await card.request.get(card.url());
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await card.close();

    // A failed address: the window closes and the catalogue message says so.
    await page.route('**/api/Documents/documenturl**', (route) => route.fulfill({ status: 500, body: '' }));
    const failedPopup = context.waitForEvent('page');
    await page.getByRole('button', { name: `${newest[0]!.title} (opens in a new window)` }).click();
    const blank = await failedPopup;
    await expect(page.getByText('Error occurred while trying show Report Card.')).toBeVisible();
    await expect.poll(() => blank.isClosed()).toBe(true);
  });

  test('Job Screenshots: a month back on load, Enter in Job ID or Title searches, Job ID 0 is refused, a job id opens its screenshot', async ({
    page,
    context,
  }) => {
    await openReportCards(page);
    const { url, screenshots } = await openScreenshotsTab(page);
    expect(url.searchParams.get('StartDate')).toBe(portalMonthsBack(1));
    expect(url.searchParams.get('EndDate')).toBe(portalToday());
    expect(url.searchParams.has('JobId')).toBe(false);
    await expect(page).toHaveURL(/tab=screenshots/);
    await expect(page.getByRole('status').filter({ hasText: 'screenshots found.' })).toHaveText(
      `${en.format(screenshots.length)} screenshots found.`,
    );
    await expect(table(page, 'Job screenshots').getByRole('columnheader')).toHaveText([
      /^Job ID/,
      /^Title/,
      /^Date Created/,
    ]);
    expect(screenshots.length).toBeGreaterThan(0);
    const target = screenshots[0]!;

    const jobId = page.getByRole('spinbutton', { name: 'Job ID' });
    await jobId.fill('0');
    await jobId.press('Enter');
    await expect(page.getByText('Job ID must be 1 or more')).toBeVisible();

    const byJob = page.waitForResponse(isCall(SCREENSHOTS));
    await jobId.fill(String(target.jobId));
    await jobId.press('Enter');
    const jobAnswer = await byJob;
    expect(new URL(jobAnswer.url()).searchParams.get('JobId')).toBe(String(target.jobId));
    const forJob = (await jobAnswer.json()) as Screenshot[];
    expect(forJob.every((shot) => shot.jobId === target.jobId)).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'found.' })).toHaveText(
      `${en.format(forJob.length)} screenshots found.`,
    );

    const byTitle = page.waitForResponse(isCall(SCREENSHOTS));
    const title = page.getByRole('textbox', { name: 'Title' });
    await title.fill(target.jobTitle);
    await title.press('Enter');
    expect(new URL((await byTitle).url()).searchParams.get('JobTitle')).toBe(target.jobTitle);

    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/Documents/documenturl');
    const popup = context.waitForEvent('page');
    await page
      .getByRole('button', { name: `Job ${target.jobId} screenshot (opens in a new window)` })
      .first()
      .click();
    const documentUrl = new URL((await asked).url());
    expect(documentUrl.searchParams.get('Type')).toBe('2');
    expect(forJob.map((shot) => shot.screenshotId)).toContain(documentUrl.searchParams.get('Id'));
    const shot = await popup;
    await shot.waitForURL(/\/demo-files\/documents\/screenshot\//);
    expect((await shot.request.get(shot.url())).headers()['content-type']).toContain('image/png');
    await shot.close();
  });
});
