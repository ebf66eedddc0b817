import type { Request } from '@playwright/test';
import { expect, test } from './support/test';
import { hasStoredUser, refuseRefreshTokens, signIn, signInAndLeave } from './support/sign-in';

const OWNER = 'owner@demo.test';
const SUPPORT = 'support@demo.test';

test.describe('sign-in', () => {
  test('sends a visitor to the provider and brings them back signed in', async ({ page }) => {
    // On the way to sign in the page downloads only what sends the visitor there, not the portal.
    const scripts: string[] = [];
    const recordScript = (request: Request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    };
    page.on('request', recordScript);
    await page.goto('/');
    await page.waitForURL(/\/oidc\//);
    page.off('request', recordScript);
    await expect(page.getByLabel('Email')).toBeVisible();
    const sizes = await Promise.all(scripts.map(async (url) => (await (await page.request.get(url)).body()).length));
    const loaded = sizes.reduce((sum, size) => sum + size, 0);
    // The portal's own first load is over 700 kB of script; the way to sign in is about 95 kB.
    expect(loaded).toBeGreaterThan(0);
    expect(loaded).toBeLessThan(150_000);

    await signIn(page, OWNER, { fresh: true });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await hasStoredUser(page)).toBe(true);
    const localKeys = await page.evaluate(() => Object.keys(localStorage));
    expect(localKeys.filter((key) => key.startsWith('oidc.'))).toEqual([]);
    const localValues = await page.evaluate(() => Object.values(localStorage).join('\n'));
    expect(localValues).not.toMatch(/access_token|id_token|refresh_token/);
  });

  test('a deep link survives sign-in', async ({ page }) => {
    await signIn(page, OWNER, { path: '/reports/job-performance?tab=details#top', fresh: true });
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/reports/job-performance?tab=details#top');
  });

  test('a staying user is not asked again after a reload', async ({ page }) => {
    await signIn(page, OWNER, { fresh: true });
    let authorizeRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/oidc/auth') authorizeRequests += 1;
    });
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(authorizeRequests).toBe(0);
  });

  test('a 401 that renewal cannot cure clears the user and restarts sign-in once', async ({ page }) => {
    await signInAndLeave(page, OWNER);
    // The refresh token is refused too: only a new sign-in can help.
    await refuseRefreshTokens(page);
    let authorizeRequests = 0;
    let failing = true;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/oidc/auth') return;
      authorizeRequests += 1;
      failing = false;
    });
    let answered401 = 0;
    await page.route('**/api/**', async (route) => {
      if (!failing) return route.continue();
      answered401 += 1;
      await route.fulfill({ status: 401, json: { message: 'Unauthorized' } });
    });
    // The provider still has a session, so it answers at once and the portal is back, signed in again.
    // Listened for before the portal opens: the round trip can be over before a wait started after it.
    const callback = page.waitForURL(/\/auth-callback\?/, { waitUntil: 'commit' });
    await page.goto('/');
    await callback;
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => hasStoredUser(page)).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(answered401).toBeGreaterThan(0);
    expect(authorizeRequests).toBe(1);
  });
});

test.describe('impersonation', () => {
  test('/impersonate forgets the company, marks impersonation and signs in again to Home', async ({ page }) => {
    // The support account: the only one whose tokens carry the impersonation claim.
    await signIn(page, SUPPORT, { fresh: true });
    await page.evaluate(() => localStorage.setItem('employer-portal.selected-company-id', '999'));
    const restarted = page.waitForRequest((request) => new URL(request.url()).pathname === '/oidc/auth');
    await page.goto('/impersonate');
    await restarted;
    await page.waitForURL(/\/auth-callback\?/, { waitUntil: 'commit' });
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => hasStoredUser(page)).toBe(true);
    const stored = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
    // One session only (issue 8): in sessionStorage, never in localStorage where nothing cleared it.
    expect(stored.session['employer-portal.impersonating']).toBe('true');
    expect(stored.local['employer-portal.impersonating']).toBeUndefined();
    expect(stored.local['employer-portal.selected-company-id']).toBeUndefined();
  });

  test('for an ordinary user, /impersonate is a plain sign-in: no banner, no previewFeatures', async ({ page }) => {
    const previewRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.has('previewFeatures')) previewRequests.push(request.url());
    });
    await signIn(page, OWNER, { fresh: true });
    await page.goto('/impersonate');
    await page.waitForURL(/\/auth-callback\?/, { waitUntil: 'commit' });
    const companies = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/companies');
    await page.waitForURL((url) => url.pathname === '/');
    // Signed in, the session loaded (its company list answered 200) and Home shown, as after any sign-in.
    expect((await companies).status()).toBe(200);
    await expect(page.getByTestId('company-name')).toHaveText('Acme Health');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('impersonation-banner')).toHaveCount(0);
    expect(previewRequests).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('employer-portal.impersonating'))).toBeNull();
  });
});

test.describe('language', () => {
  test.use({ locale: 'es-MX' });

  test('a Spanish browser gets the Spanish interface', async ({ page }) => {
    await signIn(page, OWNER, { fresh: true });
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
  });
});
