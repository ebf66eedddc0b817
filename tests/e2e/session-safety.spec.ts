import { expect, test, type Page } from './support/test';
import { paths } from '@/config/paths';
import { keepCompanyInfo } from './support/restore';
import { expectVisibleAfterRetries, installRetryClock } from './support/retry-waits';
import { hasStoredUser, refuseRefreshTokens, signIn, signInAndLeave } from './support/sign-in';

/**
 * Issue 8, the session path: a 401 is renewed and replayed, sign-in restarts at most twice in five minutes,
 * nothing typed is lost, and each failure of sign-in ends on a page that says so.
 */
const OWNER = 'owner@demo.test';
const SUPPORT = 'support@demo.test';
const COMPANY_INFO = paths.accountCompanyInfo.href();

const isAuthorize = (url: string) => new URL(url).pathname === '/oidc/auth';
const isTokenEndpoint = (url: string) => new URL(url).pathname === '/oidc/token';

/** Counts top-level navigations to the provider's authorize endpoint. */
function countAuthorizeNavigations(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && isAuthorize(request.url())) {
      count += 1;
    }
  });
  return () => count;
}

/** Moves the stored session's expiry to `seconds` from now (negative: already expired). */
async function expireStoredSession(page: Page, seconds: number) {
  await page.evaluate((offset) => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    if (!key) throw new Error('no stored user');
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at?: number };
    user.expires_at = Math.floor(Date.now() / 1000) + offset;
    sessionStorage.setItem(key, JSON.stringify(user));
  }, seconds);
}

async function openCompanyInfo(page: Page) {
  await signIn(page, OWNER, { path: COMPANY_INFO, fresh: true });
  await expect(page.getByLabel('Company Name')).not.toHaveValue('');
}

async function typeNameAndPoBox(page: Page, name: string) {
  const field = page.getByLabel('Company Name');
  await field.fill(name);
  const street = page.locator('#root_street');
  await street.fill('PO Box 77');
  await street.blur();
}

test.describe('session safety', () => {
  test('a persistent 401 never storms the provider: renewed once, then Sign-in could not be completed', async ({
    page,
  }) => {
    await signInAndLeave(page, OWNER);
    const authorizeNavigations = countAuthorizeNavigations(page);
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 401, json: { title: 'Unauthorized', status: 401 } }),
    );
    await page.goto('/');

    const refused = page.getByRole('heading', { name: 'Sign-in could not be completed' });
    await expect(refused).toBeVisible({ timeout: 30_000 });
    // Stays put: no trip to the provider while the page shows.
    await page.waitForTimeout(3_000);
    expect(authorizeNavigations()).toBeLessThanOrEqual(2);
    await expect(refused).toBeVisible();

    // The fault goes away: the person's own Sign in again gets them back in.
    await page.unroute('**/api/**');
    // Listened for before the click: the provider still knows the person, so the round trip through
    // /auth-callback can be over before a wait started after it.
    const callback = page.waitForRequest(
      (request) => request.isNavigationRequest() && /\/auth-callback\?/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await callback;
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('company-name')).toHaveText('Acme Health');
  });

  test('a 401 that renewal cannot cure either restarts sign-in at most twice in 5 minutes, then stops', async ({
    page,
  }) => {
    await signInAndLeave(page, OWNER);
    const authorizeNavigations = countAuthorizeNavigations(page);
    await page.route('**/api/**', (route) =>
      route.fulfill({ status: 401, json: { title: 'Unauthorized', status: 401 } }),
    );
    await refuseRefreshTokens(page);
    await page.goto('/');

    const blocked = page.getByRole('heading', { name: 'Sign-in could not be completed' });
    await expect(blocked).toBeVisible({ timeout: 30_000 });
    await page.waitForTimeout(3_000);
    expect(authorizeNavigations()).toBeGreaterThanOrEqual(1);
    expect(authorizeNavigations()).toBeLessThanOrEqual(2);
    await expect(blocked).toBeVisible();
  });

  // A test that saves Company Info renames the company other tests find by name: what it found is put back
  // after it, even when it fails midway, so the tests after it (and a rerun against a reused local server)
  // find Acme Health as it was.
  let restoreCompanyInfo: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    const restore = restoreCompanyInfo;
    restoreCompanyInfo = null;
    await restore?.();
  });

  test('a save that meets a 401 is renewed and replayed: saved, with what was typed', async ({ page }) => {
    restoreCompanyInfo = keepCompanyInfo(page);
    await openCompanyInfo(page);
    let refused = 0;
    await page.route('**/api/companies/update', async (route) => {
      if (refused === 0) {
        refused += 1;
        return route.fulfill({ status: 401, json: { title: 'Unauthorized', status: 401 } });
      }
      return route.continue();
    });
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (isTokenEndpoint(request.url())) renewals.push(request.postData() ?? '');
    });
    const authorizeNavigations = countAuthorizeNavigations(page);

    await typeNameAndPoBox(page, 'Acme Health Renewed');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Company Information updated successfully!').first()).toBeVisible();
    expect(refused).toBe(1);
    expect(renewals.some((body) => body.includes('grant_type=refresh_token'))).toBe(true);
    expect(authorizeNavigations()).toBe(0);

    await page.reload();
    await expect(page.getByLabel('Company Name')).toHaveValue('Acme Health Renewed');
  });

  test('when renewal fails too, sign-in restarts and the open form gets its typed values back', async ({ page }) => {
    await openCompanyInfo(page);
    await page.route('**/api/companies/update', (route) =>
      route.fulfill({ status: 401, json: { title: 'Unauthorized', status: 401 } }),
    );
    // The refresh token is refused: only a new sign-in can help.
    await refuseRefreshTokens(page);
    await typeNameAndPoBox(page, 'Acme Typed Before Sign-in');
    await page.getByRole('button', { name: 'Update', exact: true }).click();

    await page.waitForURL(/\/auth-callback\?/, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === COMPANY_INFO);
    await expect.poll(() => hasStoredUser(page)).toBe(true);
    await expect(page.getByLabel('Company Name')).toHaveValue('Acme Typed Before Sign-in');
    await expect(page.locator('#root_street')).toHaveValue('PO Box 77');
  });

  test('the companies call failing shows Failed to load with Retry, which recovers', async ({ page }) => {
    await installRetryClock(page);
    let failing = true;
    await page.route('**/api/companies?**', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: '{"title":"Error","status":500}',
          })
        : route.continue(),
    );
    await signIn(page, OWNER, { fresh: true });
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to load' });
    await expectVisibleAfterRetries(page, alert);
    failing = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('company-name')).toHaveText('Acme Health');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('offline: a visible notice, queries pause instead of failing, and resume by themselves', async ({
    page,
    context,
  }) => {
    await openCompanyInfo(page);
    // Open the dialog while online, so its code is loaded; then the network goes.
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Change Company' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Company' });
    await expect(dialog).toBeVisible();
    await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

    await context.setOffline(true);
    const notice = page.getByTestId('offline-notice');
    await expect(notice).toContainText('offline');
    await dialog.getByLabel('Company').selectOption({ label: 'Beta Logistics' });
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog).toBeHidden();
    // The company's information cannot load now: it waits, it does not fail.
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('alert').filter({ hasText: 'Error occurred' })).toHaveCount(0);

    await context.setOffline(false);
    await expect(notice).toBeHidden();
    await expect(page.getByLabel('Company Name')).toHaveValue('Beta Logistics');
    expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  });

  test('the authorize request carries a nonce and PKCE S256', async ({ page }) => {
    const authorize = page.waitForRequest((request) => isAuthorize(request.url()));
    await page.goto('/');
    const url = new URL((await authorize).url());
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{32,}$/);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  test('log out revokes the refresh token and ends impersonation; a fresh sign-in does not impersonate', async ({
    page,
  }) => {
    // The support account: the only one whose tokens carry the impersonation claim.
    await signIn(page, SUPPORT, { fresh: true });
    await page.goto('/impersonate');
    await page.waitForURL(/\/auth-callback\?/, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByTestId('impersonation-banner')).toBeVisible();

    const revocation = page.waitForRequest((request) => new URL(request.url()).pathname === '/oidc/token/revocation');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    const revoked = await revocation;
    expect(revoked.postData()).toContain('token_type_hint=refresh_token');
    // Signed out at the provider too: Home sends the tab to the provider's sign-in page, not back in.
    await page.waitForURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('employer-portal.impersonating'))).toBeNull();

    // The same account again, signed in the ordinary way: its claim alone does not impersonate.
    await signIn(page, SUPPORT, { fresh: true });
    await expect(page.getByTestId('company-name')).toHaveText('Acme Health');
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
  });

  test('an expired session is renewed in place on load, without a trip to the provider', async ({ page }) => {
    await signIn(page, OWNER, { fresh: true });
    await expireStoredSession(page, -60);
    const authorizeNavigations = countAuthorizeNavigations(page);
    const refreshed = page.waitForRequest(
      (request) => isTokenEndpoint(request.url()) && (request.postData() ?? '').includes('grant_type=refresh_token'),
    );
    await page.reload();
    await refreshed;
    await expect(page.getByTestId('company-name')).toHaveText('Acme Health');
    expect(authorizeNavigations()).toBe(0);
  });

  test('a failed silent renew says so, with Sign in again that keeps the person in place', async ({ page }) => {
    await signIn(page, OWNER, { path: COMPANY_INFO, fresh: true });
    await refuseRefreshTokens(page);
    // About to expire: the automatic renew starts at once (within the provider client's 60 s warning) and is
    // refused. Once the session has run out the notice rightly gives way to a renewal, and on a loaded machine
    // that happened before the click (CI of 2026-11-30): the page's clock stops once the notice shows, so the
    // session cannot run out while the test goes on (its timers keep running).
    await expireStoredSession(page, 59);
    await page.reload();
    const notice = page.getByText('Your session could not be renewed.', { exact: false });
    await expect(notice).toBeVisible();
    await page.clock.setFixedTime(Date.now());
    await expect(notice).toBeVisible();
    await page.unroute('**/oidc/token');
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL(/\/auth-callback\?/, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === COMPANY_INFO);
    await expect(page.getByLabel('Company Name')).not.toHaveValue('');
    await expect(notice).toHaveCount(0);
  });

  test('log out in one tab signs the portal out in the others', async ({ page, context }) => {
    await signIn(page, OWNER, { fresh: true });
    const other = await context.newPage();
    // The provider's session signs the second tab in without a form.
    await other.goto(paths.accountCompanyInfo.href());
    await other.waitForURL((url) => url.pathname === paths.accountCompanyInfo.href());
    // A whole sign-in (provider, callback, token, companies, the page's module and data) with the other
    // worker loading the CPU: on 2026-11-30 it took just over 20 s. A slow step is not what this test is about.
    await expect(other.getByLabel('Company Name')).not.toHaveValue('', { timeout: 45_000 });

    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(other.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
    expect(await hasStoredUser(other)).toBe(false);
    // The person decides when to sign in again; the provider then asks for the password.
    await page.waitForURL(/\/oidc\/interaction\//);
    await other.getByRole('button', { name: 'Sign in again' }).click();
    await other.waitForURL(/\/oidc\/interaction\//);
    await expect(other.getByLabel('Email')).toBeVisible();
  });

  test('the provider down: a page that says so with Sign in again, not an endless Redirecting', async ({ page }) => {
    await page.route('**/oidc/**', (route) => route.abort('connectionrefused'));
    await page.goto('/reports/job-performance');
    await expect(page.getByRole('heading', { name: 'The sign-in service is not responding' })).toBeVisible();
    await page.unroute('**/oidc/**');
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL(/\/oidc\//);
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});
