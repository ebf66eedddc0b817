import { expect, test, type Page } from './support/test';
import { paths } from '@/config/paths';
import { signIn } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';
import { expectVisibleAfterRetries, installRetryClock } from './support/retry-waits';

const PROFILE = paths.accountProfile.href();
const PASSWORD_TOAST = 'Unable to update Password - please verify that Password meets requirements';
const ownUpdate = (url: URL) => url.pathname === '/api/users';

async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page);
}

async function openProfile(page: Page, email: string) {
  await signIn(page, email, { path: PROFILE });
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeVisible();
}

test.describe('My Profile', () => {
  test('shows the own record; names and email editable, role locked; reached from the profile menu', async ({
    page,
  }) => {
    await signIn(page, 'owner@demo.test');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'My Profile' }).click();
    await expect(page).toHaveURL(PROFILE);
    await expect(page.getByLabel('First Name')).toHaveValue('Olivia');
    await expect(page.getByLabel('Last Name')).toHaveValue('Owner');
    await expect(page.getByLabel('Email')).toHaveValue('owner@demo.test');
    await expect(page.getByLabel('First Name')).toBeEditable();
    await expect(page.getByLabel('Role')).toBeDisabled();
    await expect(page.getByLabel('Role').locator('option:checked')).toHaveText('Owner');
    await expect(page.getByLabel('Current Password')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  });

  test('changes the own password: PUT /api/users with the password fields and no permissions', async ({ page }) => {
    await openProfile(page, 'owner@demo.test');
    // The demo backend would keep the new password for every later sign-in of the shared demo account,
    // so this success is answered here; the server's own refusals are checked in the next tests.
    const bodies: Record<string, unknown>[] = [];
    await page.route(ownUpdate, async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback();
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          id: 1,
          firstName: 'Olivia',
          lastName: 'Owner',
          email: 'owner@demo.test',
          userRole: 1,
          has_SSO: false,
          accessJobs: true,
          accessResumes: true,
          accessApplicants: true,
          accessReports: true,
          editAllJobPostings: true,
          accessOFCCPAccountManagement: true,
          accessDiversitySourcing: true,
        }),
      });
    });
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByRole('button', { name: 'Cancel Password Update' })).toBeVisible();
    await expect(page.getByText('at least 10 characters; not a previously used password')).toBeVisible();
    await page.getByLabel('Current Password').fill('demo');
    await page.getByLabel('New Password').fill('Brand-New-Pass-2026');
    await page.getByLabel('Confirm Password').fill('Brand-New-Pass-2026');
    await page.getByRole('button', { name: 'Save' }).dblclick();
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      userId: 1,
      firstName: 'Olivia',
      lastName: 'Owner',
      email: 'owner@demo.test',
      confirmEmail: 'owner@demo.test',
      currentPassword: 'demo',
      newPassword: 'Brand-New-Pass-2026',
      confirmPassword: 'Brand-New-Pass-2026',
    });
    expect(bodies[0]).not.toHaveProperty('accessJobs');
    expect(bodies[0]).not.toHaveProperty('userRole');
    await expect(page.getByLabel('Current Password')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeVisible();
  });

  test('the demo server refuses a previously used or wrong password: the password toast, values kept', async ({
    page,
  }) => {
    await openProfile(page, 'owner@demo.test');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current Password').fill('demo');
    // One of the owner's previous passwords (seed): only the server knows the history.
    await page.getByLabel('New Password').fill('Welcome2Acme!');
    await page.getByLabel('Confirm Password').fill('Welcome2Acme!');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(PASSWORD_TOAST)).toBeVisible();
    await expect(page.getByLabel('New Password')).toHaveValue('Welcome2Acme!');
    await expect(page.getByLabel('Current Password')).toHaveValue('demo');

    await page.getByLabel('Current Password').fill('not-my-password');
    await page.getByLabel('New Password').fill('Another-Pass-2026');
    await page.getByLabel('Confirm Password').fill('Another-Pass-2026');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(PASSWORD_TOAST)).toHaveCount(2);
  });

  test('validates the password fields before sending anything', async ({ page }) => {
    await openProfile(page, 'owner@demo.test');
    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && ownUpdate(new URL(request.url()))) sent += 1;
    });
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Current Password is required')).toBeVisible();
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(page.getByLabel('Current Password')).toBeFocused();
    await page.getByLabel('Current Password').fill('demo');
    await page.getByLabel('New Password').fill('Abcdefghij1');
    await page.getByLabel('Confirm Password').fill('Abcdefghij2');
    await page.getByLabel('Confirm Password').press('Enter');
    await expect(page.getByText('Passwords must match')).toBeVisible();
    await expect(page.getByText('Current Password is required')).toHaveCount(0);
    await page.getByLabel('New Password').fill('short');
    await page.getByLabel('Confirm Password').fill('short');
    await expect(page.getByText('At least 10 characters', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel Password Update' }).click();
    await expect(page.getByLabel('Current Password')).toHaveCount(0);
    expect(sent).toBe(0);
  });

  test('names: required, limits, saved with Enter and kept on a server failure', async ({ page }) => {
    await openProfile(page, 'admin@demo.test');
    const first = page.getByLabel('First Name');
    await first.fill('');
    await first.blur();
    await expect(page.getByText('First name is required')).toBeVisible();
    await first.fill('x'.repeat(41));
    await expect(page.getByText('Too many characters')).toBeVisible();
    await page.getByLabel('Last Name').fill('y'.repeat(51));
    await page.getByLabel('Last Name').blur();
    await expect(page.getByText('Too many characters')).toHaveCount(2);

    await page.route(ownUpdate, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: '{"title":"Error","status":500}',
          })
        : route.fallback(),
    );
    await first.fill('Adrian');
    await page.getByLabel('Last Name').fill('Admin');
    await first.press('Enter');
    await expect(page.getByText('Error occurred while updating user', { exact: true })).toBeVisible();
    await expect(first).toHaveValue('Adrian');
    await page.unroute(ownUpdate);

    await first.press('Enter');
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    // The top bar's name comes from the ID token: renewed at once, not at the next sign-in.
    await expect(page.getByRole('banner').getByText('Adrian Admin', { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Adrian');
    await expect(page.getByRole('banner').getByText('Adrian Admin', { exact: true })).toBeVisible();
    // Put the seed back for the other specs.
    await page.getByLabel('First Name').fill('Adam');
    await page.getByLabel('First Name').press('Enter');
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Adam');
  });

  test('a single-sign-on user has no password section', async ({ page }) => {
    await openProfile(page, 'sso@demo.test');
    await expect(page.getByLabel('First Name')).toHaveValue('Sam');
    await expect(page.getByRole('button', { name: 'Change Password' })).toHaveCount(0);
    await expect(page.getByLabel('Current Password')).toHaveCount(0);
    await expect(page.getByText('You sign in with single sign-on')).toBeVisible();
  });

  test('a failed load shows the spec message', async ({ page }) => {
    await installRetryClock(page);
    await page.route(ownUpdate, (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: '{"title":"Error","status":500}',
          })
        : route.fallback(),
    );
    await signIn(page, 'owner@demo.test', { path: PROFILE });
    await expectVisibleAfterRetries(
      page,
      page.getByRole('alert').filter({ hasText: 'Error occurred while retrieving company user' }).first(),
    );
  });

  for (const [locale, labels] of [
    ['en-US', { change: 'Change Password', current: 'Current Password' }],
    ['es-ES', { change: 'Cambiar contraseña', current: 'Contraseña actual' }],
  ] as const) {
    test(`has no axe violations, with the password section open and errors shown (${locale})`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await signIn(page, 'owner@demo.test', { path: PROFILE });
      await expect(page.getByRole('button', { name: labels.change })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: labels.change }).click();
      await page.getByLabel(labels.current).focus();
      await page.getByLabel(labels.current).blur();
      await expect(page.getByLabel(labels.current)).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      await context.close();
    });
  }
});
