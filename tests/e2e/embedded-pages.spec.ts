import { expect, test, type Page } from './support/test';
import { paths } from '@/config/paths';
import { signIn } from './support/sign-in';

const OWNER = 'owner@demo.test';
const INITIAL_FRAME_HEIGHT = 600;
/** The build's VITE_INACTIVITY_TIMEOUT_MS (the default: the spec's 30 minutes). */
const INACTIVITY_TIMEOUT_MS = 1_800_000;
/** Legacy and outreach frames: full applications, top navigation only on a click inside them. */
const EMBEDDED_APP_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-top-navigation-by-user-activation';

const frameHeight = (page: Page, title: string) =>
  page.locator(`iframe[title="${title}"]`).evaluate((frame) => frame.getBoundingClientRect().height);

/** The frame settings are empty in the test build: the frames come from the app's loopback alias. */
const aliasOf = (baseURL: string | undefined) => {
  const url = new URL(baseURL ?? '');
  expect(url.hostname).toBe('127.0.0.1');
  url.hostname = 'localhost';
  return url.origin;
};

/** The frame is sandboxed as expected and its document really runs on the other origin. */
async function expectCrossOriginFrame(page: Page, title: string, origin: string) {
  const element = page.locator(`iframe[title="${title}"]`);
  await expect(element).toHaveAttribute('sandbox', EMBEDDED_APP_SANDBOX);
  expect(new URL((await element.getAttribute('src')) ?? '').origin).toBe(origin);
  const frame = await (await element.elementHandle())?.contentFrame();
  expect(await frame?.evaluate(() => window.origin)).toBe(origin);
  expect(await page.evaluate(() => window.origin)).not.toBe(origin);
}

test.describe('legacy pages', () => {
  test('a legacy route shows its legacy page in a frame sized to it, which moves the app only within the portal', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, OWNER, { path: paths.jobsActiveJobs.href() });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active Jobs');
    const frame = page.frameLocator('iframe[title="Active Jobs"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Original portal page');
    await expectCrossOriginFrame(page, 'Active Jobs', aliasOf(baseURL));
    await expect(frame.getByText('Path: /jobs/active-jobs')).toBeVisible();
    await expect(page.getByText('Loading the page')).toHaveCount(0);
    await expect.poll(() => frameHeight(page, 'Active Jobs')).not.toBe(INITIAL_FRAME_HEIGHT);
    await page.screenshot({ path: test.info().outputPath('embedded-legacy.png'), fullPage: true });

    await frame.getByRole('button', { name: 'Open applicants' }).click();
    await expect(page).toHaveURL(`${paths.applicantTrackingApplicants.href()}?pagemode=1&sort=name`);
    const applicants = page.frameLocator('iframe[title="Applicants"]');
    await expect(applicants.getByText('Path: /applicant-tracking/applicants')).toBeVisible();
    await expect(applicants.getByRole('list', { name: 'Query' })).toContainText('pagemode = 1');

    // An outside address adds no history entry: going back from the next page lands on the applicants again.
    await applicants.getByRole('button', { name: 'Send an outside address' }).click();
    await applicants.getByRole('button', { name: 'Open the reports' }).click();
    await expect(page).toHaveURL(paths.reportsAll.href());
    await page.goBack();
    await expect(page).toHaveURL(`${paths.applicantTrackingApplicants.href()}?pagemode=1&sort=name`);
  });

  test('Post a Job carries pagemode=15 and the UseCircaATS flag, from the drawer and on a direct visit', async ({
    page,
  }) => {
    const postAJob = `${paths.jobsNewJob.href()}?pagemode=15&usecircaats=true`;
    await signIn(page, OWNER);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Jobs' }).click();
    const link = nav.getByRole('link', { name: 'Post a Job' });
    await expect(link).toHaveAttribute('href', postAJob);
    await link.click();
    await expect(page).toHaveURL(postAJob);
    await expect(link).toHaveAttribute('aria-current', 'page');
    const query = page.frameLocator('iframe[title="Post a Job"]').getByRole('list', { name: 'Query' });
    await expect(query).toContainText('pagemode = 15');
    await expect(query).toContainText('usecircaats = true');

    await page.goto(paths.jobsNewJob.href());
    await expect(page).toHaveURL(postAJob);
  });

  test('focus inside a legacy frame keeps the session past the inactivity timeout', async ({ page }) => {
    await page.clock.install();
    // Fresh: the fast-forwarded clock makes the session renew (and rotate its refresh token).
    await signIn(page, OWNER, { path: paths.jobsActiveJobs.href(), fresh: true });
    const frame = page.frameLocator('iframe[title="Active Jobs"]');
    // Keys typed in the cross-origin frame never reach the portal: only the focus resting there shows.
    await frame.getByRole('button', { name: 'Open active jobs' }).focus();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');

    // The jump expires the access token, so the session renews. The second jump waits until the renewed
    // session is stored: one that lands while the renewal is in flight makes the renewed token look expired
    // on arrival (the portal then renews it once more and mounts its screens afresh, restarting the watch).
    const renewed = page.waitForResponse((response) => response.url().endsWith('/oidc/token') && response.ok());
    await page.clock.fastForward(INACTIVITY_TIMEOUT_MS + 10_000);
    const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    const newToken = (await (await renewed).json()) as { access_token: string };
    await expect.poll(() => page.evaluate(() => JSON.stringify(sessionStorage))).toContain(newToken.access_token);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active Jobs');
    await expect(dialog).toBeHidden();

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(INACTIVITY_TIMEOUT_MS + 10_000);
    await expect(dialog).toBeVisible();
  });

  test('Diversity Sourcing signs the user in to the legacy page through QLogin', async ({ page }) => {
    await signIn(page, OWNER);
    await page.goto(paths.resumesDiversitySourcing.href());
    await expect(page).toHaveURL(/\/legacy\/qlogin\?/);
    await expect(page.getByTestId('return-url')).toHaveText(paths.resumesDiversitySourcing.href());
  });
});

test.describe('the outreach app', () => {
  test('gets the session, moves the portal route, goes back and receives a token on request', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, OWNER, { path: paths.outreachSearch.href() });
    const frame = page.frameLocator('iframe[title="Outreach"]');
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Outreach app');
    await expectCrossOriginFrame(page, 'Outreach', aliasOf(baseURL));
    await expect(frame.locator('#current-page')).toHaveText('/search');
    await expect(frame.locator('#company')).toHaveText(/^Acme Health \(#\d+\)$/);
    await expect(frame.locator('#channel')).toHaveText('open');
    // The owner's id (the seed's first user), not the e-mail.
    await expect(frame.locator('#user-id')).toHaveText('1');
    await expect(frame.locator('#user-info')).toHaveText(`Olivia Owner <${OWNER}>`);
    await expect(page.getByText('Loading outreach')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('embedded-outreach.png'), fullPage: true });

    await frame.getByRole('link', { name: 'List 12' }).click();
    await expect(page).toHaveURL(paths.outreachList.href({ id: 12 }));
    await expect(frame.locator('#current-page')).toHaveText('/lists/12');
    await frame.getByRole('link', { name: 'Community partner 7' }).click();
    await expect(page).toHaveURL(paths.outreachCommunityPartner.href({ id: 7 }));
    await frame.getByRole('link', { name: 'Contact profile 3' }).click();
    await expect(page).toHaveURL(paths.outreachContactProfile.href({ id: 3 }));
    await frame.getByRole('link', { name: 'Activities' }).click();
    await expect(page).toHaveURL(paths.outreachActivities.href());

    await frame.getByRole('link', { name: 'Back to portal' }).click();
    await expect(page).toHaveURL(paths.outreachContactProfile.href({ id: 3 }));
    await expect(frame.locator('#current-page')).toHaveText('/contact-profiles/3');
    await expect(frame.locator('#company')).toHaveText(/^Acme Health/);

    await frame.getByRole('button', { name: 'Request access token' }).click();
    await expect(frame.getByRole('status')).toHaveText('Access token received');
    // Everything after the channel offer came over the port: no other message reached the frame's window.
    await expect(frame.locator('#window-messages')).toHaveText('0');
  });
});
