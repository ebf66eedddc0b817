import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/axe';

/** Opens the demo provider's authorization endpoint as the portal would (code flow with PKCE). */
async function openSignIn(page: Page, baseURL: string): Promise<void> {
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL('/oidc/auth', baseURL);
  authorize.search = new URLSearchParams({
    client_id: 'employer-portal',
    response_type: 'code',
    redirect_uri: `${baseURL}/auth-callback`,
    scope: 'openid profile email',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  await page.goto(authorize.toString());
}

test.describe('demo OpenID provider sign-in page', () => {
  test('is accessible and labels Email, Password and Sign in', async ({ page, baseURL }) => {
    await openSignIn(page, baseURL!);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('keeps the email and says why when the password is wrong', async ({ page, baseURL }) => {
    await openSignIn(page, baseURL!);
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page.getByLabel('Email')).toHaveValue('owner@demo.test');
  });

  test('a demo account signs in and comes back to the portal with an authorization code', async ({ page, baseURL }) => {
    await openSignIn(page, baseURL!);
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password').fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/auth-callback\?/, { waitUntil: 'commit' });
    expect(new URL(page.url()).searchParams.get('code')).toBeTruthy();
  });
});
