import { expect, test, type Page } from './support/test';
import { paths } from '@/config/paths';
import { E2E_NO_REVOCATION_PORT } from '@tests/support/e2e-servers';
import { DEMO_PASSWORD, hasStoredUser, signIn } from './support/sign-in';

/**
 * Issue 35: the session fails closed when the provider refuses, hangs or has no revocation endpoint, and
 * tabs that share one refresh token never send it twice. Each sign-in here goes through the provider's
 * page and is not kept for later tests (these tests revoke and rotate its tokens).
 */
const OWNER = 'owner@demo.test';
const COMPANY_INFO = paths.accountCompanyInfo.href();
const ownSignIn = (page: Page, path?: string) =>
  signIn(page, OWNER, { password: DEMO_PASSWORD, ...(path ? { path } : {}) });

const isPath = (url: string, path: string) => new URL(url).pathname === path;

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
}

/** Signed out at the provider too: the portal sends the tab to the provider's page, which asks for the password. */
async function expectSignedOutEverywhere(page: Page) {
  await page.waitForURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel('Password')).toBeVisible();
  expect(await hasStoredUser(page)).toBe(false);
  // Going back to the portal does not find a session either.
  await page.goto(COMPANY_INFO);
  await page.waitForURL(/\/oidc\/interaction\//);
  await expect(page.getByLabel('Password')).toBeVisible();
}

test.describe('log out fails closed', () => {
  test('a provider that refuses revocation: signed out here and at the provider', async ({ page }) => {
    await ownSignIn(page);
    await page.route('**/oidc/token/revocation', (route) =>
      route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }),
    );
    await logOut(page);
    await expectSignedOutEverywhere(page);
  });

  test('a provider whose revocation hangs: the tokens go at once, and the end-session page follows', async ({
    page,
  }) => {
    await ownSignIn(page);
    let asked = false;
    await page.route('**/oidc/token/revocation', () => {
      asked = true; // and never answered
    });
    await logOut(page);
    await expect.poll(() => asked).toBe(true);
    expect(await hasStoredUser(page)).toBe(false);
    await expectSignedOutEverywhere(page);
  });
});

test.describe('log out with a provider that publishes no revocation endpoint', () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_NO_REVOCATION_PORT}` });

  test('ends the provider session anyway: Home asks for the password again', async ({ page }) => {
    const discovery = await (await page.request.get('/oidc/.well-known/openid-configuration')).json();
    expect(discovery).not.toHaveProperty('revocation_endpoint');
    await ownSignIn(page);
    await logOut(page);
    await expectSignedOutEverywhere(page);
  });
});

test.describe('a provider that stops answering', () => {
  test('an expired session whose renewal hangs ends in "could not renew" with Sign in again, within 20 s', async ({
    page,
  }) => {
    await ownSignIn(page, COMPANY_INFO);
    await page.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
      if (!key) throw new Error('no stored user');
      const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at?: number };
      user.expires_at = Math.floor(Date.now() / 1000) - 60;
      sessionStorage.setItem(key, JSON.stringify(user));
    });
    // Every call to the provider (discovery, token) is left without an answer.
    await page.route('**/oidc/**', () => undefined);
    const started = Date.now();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your session could not be renewed' })).toBeVisible({
      timeout: 20_000,
    });
    expect(Date.now() - started).toBeLessThan(20_000);
    await expect(page.getByRole('button', { name: 'Sign in again' })).toBeVisible();

    await page.unroute('**/oidc/**');
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL((url) => url.pathname === COMPANY_INFO);
    await expect(page.getByLabel('Company Name')).not.toHaveValue('');
  });
});

test.describe('tabs that share one session', () => {
  test('a duplicated tab stays signed in, and no refresh token reaches the provider twice', async ({
    page,
    context,
  }) => {
    await ownSignIn(page);
    const refreshTokensSent: string[] = [];
    context.on('request', (request) => {
      if (!isPath(request.url(), '/oidc/token')) return;
      const body = new URLSearchParams(request.postData() ?? '');
      if (body.get('grant_type') === 'refresh_token') refreshTokensSent.push(body.get('refresh_token') ?? '');
    });
    // A duplicated tab starts with a copy of the original's sessionStorage, refresh token included.
    const copied = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
    const duplicate = await context.newPage();
    await duplicate.addInitScript((entries) => {
      if (sessionStorage.getItem('e2e.duplicated')) return;
      sessionStorage.setItem('e2e.duplicated', '1');
      for (const [key, value] of JSON.parse(entries) as [string, string][]) sessionStorage.setItem(key, value);
    }, copied);
    await duplicate.goto('/');
    await expect(duplicate.getByTestId('company-name')).toHaveText('Acme Health');

    // Both tokens about to expire: each tab's automatic renewal starts at once, with the same refresh token.
    for (const tab of [page, duplicate]) {
      await tab.evaluate(() => {
        const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
        if (!key) throw new Error('no stored user');
        const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { expires_at?: number };
        user.expires_at = Math.floor(Date.now() / 1000) + 20;
        sessionStorage.setItem(key, JSON.stringify(user));
      });
    }
    await Promise.all([page.reload(), duplicate.reload()]);
    await expect.poll(() => refreshTokensSent.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const storedRefreshToken = (tab: Page) =>
      tab.evaluate(() => {
        const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
        return (JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { refresh_token?: string }).refresh_token;
      });
    // Both tabs end up holding the one rotated token.
    await expect
      .poll(async () => [await storedRefreshToken(page), await storedRefreshToken(duplicate)])
      .toEqual([expect.any(String), expect.any(String)]);
    await expect
      .poll(async () => (await storedRefreshToken(page)) === (await storedRefreshToken(duplicate)))
      .toBe(true);
    expect(new Set(refreshTokensSent).size).toBe(refreshTokensSent.length);

    // The provider kept the session: another renewal works, and both tabs still use the portal.
    await duplicate.evaluate(() => {
      const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
      const user = JSON.parse(sessionStorage.getItem(key ?? '') ?? '{}') as { expires_at?: number };
      user.expires_at = Math.floor(Date.now() / 1000) - 60;
      sessionStorage.setItem(key ?? '', JSON.stringify(user));
    });
    const sentBefore = refreshTokensSent.length;
    await duplicate.reload();
    await expect(duplicate.getByTestId('company-name')).toHaveText('Acme Health');
    expect(refreshTokensSent.length).toBe(sentBefore + 1);
    expect(new Set(refreshTokensSent).size).toBe(refreshTokensSent.length);
    await page.goto(COMPANY_INFO);
    await expect(page.getByLabel('Company Name')).not.toHaveValue('');
    expect(new URL(page.url()).pathname).toBe(COMPANY_INFO);
  });
});
