import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

/**
 * Signs in through the real OpenID flow: opens `path` (default Home), which sends the browser to the demo
 * provider's page, fills Email and Password, and waits until the portal has the user back on `path`.
 */
export async function signIn(page: Page, email: string, options: { path?: string; password?: string } = {}) {
  const path = options.path ?? '/';
  await page.goto(path);
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/auth-callback');
  await expect.poll(() => hasStoredUser(page)).toBe(true);
}

/** Whether the portal holds a signed-in user (oidc-client-ts keeps it in sessionStorage). */
export async function hasStoredUser(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(() => Object.keys(sessionStorage).some((key) => key.startsWith('oidc.user:')));
  } catch {
    // The page was navigating (a redirect of the sign-in flow): nothing to read yet.
    return false;
  }
}

/** The provider refuses every refresh token from now on (renewal fails): only a new sign-in can help. */
export async function refuseRefreshTokens(page: Page): Promise<void> {
  await page.route('**/oidc/token', (route, request) =>
    (request.postData() ?? '').includes('grant_type=refresh_token')
      ? route.fulfill({ status: 400, json: { error: 'invalid_grant' } })
      : route.continue(),
  );
}
