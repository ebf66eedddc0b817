import { expect, test, type Page } from './support/test';
import { paths } from '@/config/paths';
import { keepOwnRecord } from './support/restore';
import { signIn } from './support/sign-in';

/**
 * What My Profile needs a browser for: the profile menu that leads to it, a password change that sends one
 * request for a double click, and a saved name that the top bar shows at once and after a reload (it comes
 * from the ID token the provider renews). The password and name rules, Enter saving, the server's refusals,
 * single sign-on and a failed load are proven over the demo handlers in
 * src/features/authorized-users/components/profile-page.test.tsx; axe, with the password section open and an
 * error shown, in the accessibility sweep (accessibility.spec.ts).
 */
const PROFILE = paths.accountProfile.href();
const ownUpdate = (url: URL) => url.pathname === '/api/users';

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

  test.describe('a saved name', () => {
    // The test renames a demo account other tests show: put back as found, even if the test fails midway.
    let restoreOwnRecord: () => Promise<void> = async () => undefined;
    test.afterEach(async () => restoreOwnRecord());

    test('shows in the top bar at once and after a reload: the ID token is renewed', async ({ page }) => {
      restoreOwnRecord = keepOwnRecord(page);
      await openProfile(page, 'admin@demo.test');
      const first = page.getByLabel('First Name');
      await first.fill('Adrian');
      await first.press('Enter');
      await expect(page.getByText('User updated successfully!')).toBeVisible();
      // The top bar's name comes from the ID token: renewed at once, not at the next sign-in.
      await expect(page.getByRole('banner').getByText('Adrian Admin', { exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('First Name')).toHaveValue('Adrian');
      await expect(page.getByRole('banner').getByText('Adrian Admin', { exact: true })).toBeVisible();
    });
  });
});
