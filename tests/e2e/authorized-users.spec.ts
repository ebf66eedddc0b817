import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { paths } from '@/config/paths';
import { shortEnglishDaysBack } from './support/demo-today';
import { signIn } from './support/sign-in';

/**
 * Authorized Users in a browser: a double-clicked add that lands in the list, a change that survives a
 * reload and the CSV download. Axe on the list, both stepper steps and the edit dialog, in both languages,
 * is part of the accessibility sweep (accessibility.spec.ts). The list's filters, paging and sorting, the stepper's
 * validation and failures, the dialog's failures and what each role may do are proven over the same demo
 * handlers and seed in Vitest (src/features/authorized-users/components/authorized-users-route.test.tsx and
 * its neighbours).
 */
const USERS = paths.accountAuthorizedUsers.href();

interface CompanyUserRow {
  userId: number;
  firstName: string;
  lastName: string;
  fullName: string;
  emailAddress: string;
  isActiveForCompany: boolean;
  userRole: number;
}

/** Calls the API as the signed-in portal user (the token oidc-client-ts keeps in sessionStorage). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : '';
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as T;
  }, path);
}

const table = (page: Page) => page.getByRole('table', { name: 'Authorized users' });
const rowOf = (page: Page, text: string) => table(page).getByRole('row').filter({ hasText: text });

async function search(page: Page, text: string) {
  await page.getByLabel('Search').fill(text);
}

async function openAddUser(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Add User' })).toBeVisible();
  return dialog;
}

const SWITCH = '[data-scope="switch"][data-part="control"]';

test.describe('Authorized Users as the owner', () => {
  test('adds a new user, with one request for a double click, and finds them in the list', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/users') {
        posts.push(request.postData() ?? '');
      }
    });
    // Unique per run: a reused preview server keeps the users added by an earlier run.
    const email = `casey.nguyen.${Date.now()}@example.com`;
    const dialog = await openAddUser(page);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Add New User To Company' })).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toBeEditable();
    await expect(dialog.getByLabel('Role')).toHaveValue(/./);
    await expect(dialog.getByLabel('Role').locator('option:checked')).toHaveText('User');
    await expect(dialog.getByRole('button', { name: 'Add User' })).toBeDisabled();
    await dialog.getByLabel('First Name').fill('Casey');
    await dialog.getByLabel('Last Name').fill('Nguyen');
    await dialog.getByLabel('Role').selectOption('Administrator');
    await dialog.getByText('Access Jobs').click();
    await dialog.getByText('Access Reports').click();
    await dialog.getByRole('button', { name: 'Add User' }).dblclick();

    await expect(page.getByText('New user added successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]!) as Record<string, unknown>;
    expect(body).toMatchObject({
      companyId: 1001,
      email,
      confirmEmail: email,
      firstName: 'Casey',
      lastName: 'Nguyen',
      userRole: 2,
      accessJobs: true,
      accessReports: true,
      accessResumes: false,
      authorizingUser: 'owner@demo.test',
    });
    await search(page, email);
    await expect(rowOf(page, email)).toContainText('Administrator');
  });

  test("changes a user's permissions and status, persisted after a reload", async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    const target = (await apiGet<CompanyUserRow[]>(page, '/api/users?companyId=1001')).find(
      (user) => user.userRole === 3 && user.isActiveForCompany && user.emailAddress.endsWith('@acmehealth.test'),
    )!;
    await search(page, target.emailAddress);
    await rowOf(page, target.emailAddress)
      .getByRole('button', { name: /Update User/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Update User' });
    const reports = dialog.getByRole('checkbox', { name: 'Access Reports' });
    await expect(reports).toBeEnabled();
    await expect(dialog.getByLabel('First Name')).toBeDisabled();
    expect(await dialog.getByLabel('Role').locator('option').allTextContents()).not.toContain('Owner');
    const before = await reports.isChecked();
    await dialog.getByText('Access Reports').click();
    await dialog.getByLabel('Role').selectOption('Administrator');
    const put = page.waitForRequest((request) => request.url().includes('/api/users/companyuser'));
    await dialog.getByRole('button', { name: 'Save' }).click();
    const body = (await put).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ userId: target.userId, userRole: 2, accessReports: !before, companyId: 1001 });
    expect(body).not.toHaveProperty('currentPassword');
    await expect(page.getByText('User updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();

    const status = rowOf(page, target.emailAddress).getByRole('checkbox', { name: `Active: ${target.fullName}` });
    await expect(status).toBeChecked();
    const statusCall = page.waitForRequest((request) => request.url().includes('/api/users/status'));
    await rowOf(page, target.emailAddress).locator(SWITCH).click();
    expect((await statusCall).postDataJSON()).toMatchObject({
      userId: target.userId,
      companyId: 1001,
      status: 0,
      companyLegacyId: expect.any(Number),
    });
    // Filter Active: the deactivated user leaves the list once it reloads.
    await expect(rowOf(page, target.emailAddress)).toHaveCount(0);

    await page.reload();
    await page.getByLabel('Status').selectOption('All');
    await search(page, target.emailAddress);
    await expect(rowOf(page, target.emailAddress)).toContainText('Administrator');
    await expect(rowOf(page, target.emailAddress).getByRole('checkbox')).not.toBeChecked();
    await rowOf(page, target.emailAddress)
      .getByRole('button', { name: /Update User/ })
      .click();
    await expect(dialog.getByRole('checkbox', { name: 'Access Reports' })).toBeChecked({ checked: !before });

    // Put the seed back for the other specs.
    await dialog.getByText('Access Reports').click();
    await dialog.getByLabel('Role').selectOption('User');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await rowOf(page, target.emailAddress).locator(SWITCH).click();
    await expect(rowOf(page, target.emailAddress).getByRole('checkbox')).toBeChecked();
  });

  test('exports AuthorizedUsers.csv with a header and the rows shown', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    // Acme's demo accounts (README): owner, admin, user, sso and support, under the header row.
    await search(page, 'demo.test');
    await expect(table(page).getByRole('row')).toHaveCount(6);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('AuthorizedUsers.csv');
    const text = readFileSync(await file.path(), 'utf8');
    // UTF-8's byte-order mark first, by which Excel reads the file as UTF-8.
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('"First Name","Last Name","Email","Role","Last Login","Status"');
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^"Adam","Admin","admin@demo\\.test","Administrator","${shortEnglishDaysBack(2)}, .*","Active"$`),
      ),
    );
    expect(lines).toHaveLength(6);
  });
});
