import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo';

export interface SignInOptions {
  /** Where to land (default Home). */
  path?: string;
  password?: string;
  /**
   * Through the provider's page even when this worker already holds a session for the account: for tests of
   * the sign-in flow itself, and for tests that renew or revoke the session (a renewal rotates the refresh
   * token, which would spoil the kept copy for the tests after it).
   */
  fresh?: boolean;
}

/** A signed-in user as oidc-client-ts stores it: its sessionStorage key and value, and when its token expires. */
interface KeptSession {
  key: string;
  value: string;
  expiresAt: number;
}

/**
 * Sessions this worker has signed in, by account. Each worker has its own demo backend (and provider), and
 * this module lives as long as the worker, so a kept session always belongs to the worker's own provider.
 */
const kept = new Map<string, KeptSession>();
/** A kept session is used only while its access token has this long left: nothing renews it mid-test. */
const KEEP_MARGIN_MS = 5 * 60_000;
let seedCount = 0;

/**
 * Signs `email` in and opens `path` (default Home). The first time in a worker it goes through the real
 * OpenID flow (the portal sends the browser to the demo provider's page, Email and Password are filled,
 * the code comes back); after that the worker's session for the account is put back into the new tab's
 * sessionStorage, as a reload would find it, which saves the provider round trip in every test. The flow
 * itself is proved by the tests that pass `fresh` (sign-in.spec.ts, session-safety.spec.ts).
 */
export async function signIn(page: Page, email: string, options: SignInOptions = {}) {
  const path = options.path ?? '/';
  const session = options.fresh || options.password ? undefined : kept.get(email);
  if (session && session.expiresAt - Date.now() > KEEP_MARGIN_MS) {
    seedCount += 1;
    // Once per call, on the next document of this tab only: a later sign-out stays signed out.
    await page.addInitScript(
      ({ key, value, flag }) => {
        if (sessionStorage.getItem(flag)) return;
        sessionStorage.setItem(flag, '1');
        sessionStorage.setItem(key, value);
      },
      { key: session.key, value: session.value, flag: `e2e.kept-session.${seedCount}` },
    );
    await page.goto(path);
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/auth-callback');
    await expect.poll(() => hasStoredUser(page)).toBe(true);
    return;
  }
  await page.goto(path);
  await page.waitForURL(/\/oidc\//);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && url.pathname !== '/auth-callback');
  await expect.poll(() => hasStoredUser(page)).toBe(true);
  if (options.password) return;
  const stored = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const value = key ? sessionStorage.getItem(key) : null;
    return key && value
      ? { key, value, expiresAt: ((JSON.parse(value) as { expires_at?: number }).expires_at ?? 0) * 1000 }
      : null;
  });
  if (stored) kept.set(email, stored);
}

/**
 * A fresh sign-in, then the tab leaves the portal (keeping its session, in sessionStorage): a fault routed in
 * now reaches only the portal opened again. (signIn returns once the session is stored, while Home's calls
 * go on for a while; a fault that caught a late one tripped the loop breaker or restarted sign-in before the
 * test reloaded, and the reloaded page then never made the trip the test waits for.)
 */
export async function signInAndLeave(page: Page, email: string): Promise<void> {
  await signIn(page, email, { fresh: true });
  await page.goto('about:blank');
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
