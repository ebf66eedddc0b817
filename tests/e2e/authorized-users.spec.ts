import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from './support/test';
import { paths } from '../../src/config/paths';
import { switchCompany } from './support/company';
import { shortEnglishDaysBack } from './support/demo-today';
import { signIn } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';

const USERS = paths.accountAuthorizedUsers.href();
/** Customer support (VITE_SUPPORT_EMAIL, its default in the test builds): the stepper's address on a failed add. */
const SUPPORT_EMAIL = 'support@employer-portal.test';

interface CompanyUserRow {
  userId: number;
  firstName: string;
  lastName: string;
  fullName: string;
  emailAddress: string;
  isActiveForCompany: boolean;
  userRole: number;
}

async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page);
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
const fail500 = { status: 500, contentType: 'application/problem+json', body: '{"title":"Error","status":500}' };

test.describe('Authorized Users as the owner', () => {
  test('lists active users by default, filters by status and search, pages by 10/25/100', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    await expect(page.getByRole('heading', { level: 1, name: 'Authorized Users' })).toBeVisible();
    const all = await apiGet<CompanyUserRow[]>(page, '/api/users?companyId=1001');
    const active = all.filter((user) => user.isActiveForCompany);
    const inactive = all.filter((user) => !user.isActiveForCompany);
    expect(inactive.length).toBeGreaterThan(0);

    await expect(page.getByLabel('Status')).toHaveValue('1');
    await expect(page.getByText(`1–10 of ${active.length}`)).toBeVisible();
    await expect(table(page).getByRole('row')).toHaveCount(11);
    await expect(rowOf(page, inactive[0]!.emailAddress)).toHaveCount(0);

    await page.getByLabel('Status').selectOption('Inactive');
    await expect(page.getByLabel('Status')).toHaveValue('0');
    await expect(page.getByText(`of ${inactive.length}`)).toBeVisible();
    await expect(rowOf(page, inactive[0]!.emailAddress)).toHaveCount(1);
    await page.getByLabel('Status').selectOption('All');
    await expect(page.getByText(`1–10 of ${all.length}`)).toBeVisible();

    await expect(page.getByLabel('Rows per page')).toHaveValue('10');
    expect(await page.getByLabel('Rows per page').locator('option').allTextContents()).toEqual(['10', '25', '100']);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText(`11–20 of ${all.length}`)).toBeVisible();
    await page.getByLabel('Rows per page').selectOption('25');
    await expect(table(page).getByRole('row')).toHaveCount(26);

    await search(page, 'ADMIN@demo');
    await expect(table(page).getByRole('row')).toHaveCount(2);
    const admin = rowOf(page, 'admin@demo.test');
    await expect(admin).toContainText('Adam Admin');
    await expect(admin).toContainText('Administrator');
    // Last login through Intl in English (seeded two days before DEMO_TODAY).
    await expect(admin).toContainText(shortEnglishDaysBack(2));
    await search(page, 'uma user');
    await expect(rowOf(page, 'user@demo.test')).toHaveCount(1);
    await search(page, 'nobody-here');
    await expect(page.getByText('No users match your search')).toBeVisible();
  });

  test('sorts by a column header with aria-sort', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    const emailHeader = table(page).getByRole('columnheader', { name: 'Email' });
    await expect(emailHeader).toHaveAttribute('aria-sort', 'none');
    await emailHeader.getByRole('button').click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    const emails = await table(page).locator('tbody tr td:nth-child(2)').allTextContents();
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));
    await emailHeader.getByRole('button').press('Enter');
    await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
  });

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

  test('adds a user of another company with the names locked', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    const acme = await apiGet<CompanyUserRow[]>(page, '/api/users?companyId=1001');
    const beta = await apiGet<CompanyUserRow[]>(page, '/api/users?companyId=1002');
    const outsider = beta.find(
      (user) => user.emailAddress.endsWith('@betalogistics.test') && !acme.some((a) => a.userId === user.userId),
    );
    expect(outsider).toBeDefined();

    const dialog = await openAddUser(page);
    await dialog.getByLabel('Email').fill(outsider!.emailAddress.toUpperCase());
    await dialog.getByLabel('Email').press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Add Existing User To Company' })).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toHaveValue(outsider!.firstName);
    await expect(dialog.getByLabel('First Name')).toBeDisabled();
    await expect(dialog.getByLabel('Last Name')).toHaveValue(outsider!.lastName);
    await expect(dialog.getByLabel('Last Name')).toBeDisabled();
    await expect(dialog.getByLabel('Role').locator('option:checked')).toHaveText('User');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText('New user added successfully!')).toBeVisible();
    await search(page, outsider!.lastName);
    await expect(rowOf(page, outsider!.emailAddress)).toHaveCount(1);
  });

  test('step 1 validates the email; Back keeps it; Cancel resets everything', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    const dialog = await openAddUser(page);
    const email = dialog.getByLabel('Email');
    await email.focus();
    await email.blur();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    for (const invalid of [
      'pat..lee@acme.test',
      'pat.@acme.test',
      '.pat@acme.test',
      '?pat@acme.test',
      'pat@acme.web',
      'pat lee@acme.test',
    ]) {
      await email.fill(invalid);
      await expect(dialog.getByText('Email address is invalid'), invalid).toBeVisible();
    }
    await email.fill(`${'a'.repeat(71)}@acme.test`);
    await expect(dialog.getByText('Too many characters')).toBeVisible();
    await email.fill('Admin@Demo.test');
    await expect(dialog.getByText('User already exists in the company')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    await email.fill('jamie.ortiz@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('heading', { name: 'Add New User To Company' })).toBeVisible();
    await dialog.getByLabel('First Name').fill('Jamie');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Email')).toHaveValue('jamie.ortiz@example.com');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    const again = await openAddUser(page);
    await expect(again.getByLabel('Email')).toHaveValue('');
  });

  test('a failed add toasts, shows the contact message with Close and keeps what was typed', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    await page.route('**/api/users', (route) =>
      route.request().method() === 'POST' ? route.fulfill(fail500) : route.fallback(),
    );
    const dialog = await openAddUser(page);
    await dialog.getByLabel('Email').fill('robin.fail@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('First Name').fill('Robin');
    await dialog.getByLabel('Last Name').fill('Fail');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    const message = `Error occurred while adding user. Please contact Customer Service at ${SUPPORT_EMAIL}`;
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(page.getByText('Error occurred while adding new user', { exact: true })).toBeVisible();
    await expect(dialog.getByLabel('First Name')).toHaveValue('Robin');
    await expect(dialog.getByLabel('Last Name')).toHaveValue('Fail');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog.getByText(message)).toBeHidden();
    await expect(dialog.getByRole('button', { name: 'Add User' })).toBeEnabled();
  });

  test('an add refused because the person joined meanwhile (409) says the user already exists', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    await page.route('**/api/users', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/problem+json',
            body: '{"title":"Conflict","status":409,"detail":"User already exists in the company"}',
          })
        : route.fallback(),
    );
    const dialog = await openAddUser(page);
    await dialog.getByLabel('Email').fill('late.joiner@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByLabel('First Name').fill('Late');
    await dialog.getByLabel('Last Name').fill('Joiner');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('User already exists in the company');
  });

  test('a failed email lookup shows the spec message', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    await page.route('**/api/users/byemail**', (route) => route.fulfill(fail500));
    const dialog = await openAddUser(page);
    await dialog.getByLabel('Email').fill('someone@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Error occurred while retrieving authorized users')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveValue('someone@example.com');
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

  test('failures: list, status, permissions and update show the spec messages; the dialog keeps its values', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const list = (url: URL) => url.pathname === '/api/users';
    await page.route(list, (route) => (route.request().method() === 'GET' ? route.fulfill(fail500) : route.fallback()));
    await signIn(page, 'owner@demo.test', { path: USERS });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error occurred while retrieving authorized users' }).first(),
    ).toBeVisible({ timeout: 20_000 });
    await page.unroute(list);

    await page.reload();
    await search(page, 'admin@demo.test');
    await page.route('**/api/users/status', (route) => route.fulfill(fail500));
    await rowOf(page, 'admin@demo.test').locator(SWITCH).click();
    await expect(page.getByText('Error occurred while updating user status')).toBeVisible();

    await page.route('**/api/users/userPermissions**', (route) => route.fulfill(fail500));
    await rowOf(page, 'admin@demo.test')
      .getByRole('button', { name: /Update User/ })
      .click();
    await expect(page.getByText('Error occurred while retrieving user permissions').first()).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.unroute('**/api/users/userPermissions**');

    await page.route('**/api/users/companyuser', (route) => route.fulfill(fail500));
    await rowOf(page, 'admin@demo.test')
      .getByRole('button', { name: /Update User/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Update User' });
    await dialog.getByLabel('Role').selectOption('User');
    await dialog.getByText('Access Jobs').click();
    const jobs = await dialog.getByRole('checkbox', { name: 'Access Jobs' }).isChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Error occurred while updating user from company')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Role').locator('option:checked')).toHaveText('User');
    await expect(dialog.getByRole('checkbox', { name: 'Access Jobs' })).toBeChecked({ checked: jobs });
  });

  test('exports AuthorizedUsers.csv with a header and the rows shown', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    await search(page, 'demo.test');
    await expect(table(page).getByRole('row')).toHaveCount(5);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('AuthorizedUsers.csv');
    const text = readFileSync((await file.path())!, 'utf8');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('"First Name","Last Name","Email","Role","Last Login","Status"');
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^"Adam","Admin","admin@demo\\.test","Administrator","${shortEnglishDaysBack(2)}, .*","Active"$`),
      ),
    );
    expect(lines).toHaveLength(5);
  });

  test('editing oneself sends PUT /api/users without permissions; own switches are locked', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    await search(page, 'owner@demo.test');
    const own = rowOf(page, 'owner@demo.test');
    await expect(own.getByRole('checkbox')).toBeDisabled();
    await own.getByRole('button', { name: /Update User/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Update User' });
    await expect(dialog.getByLabel('Role')).toBeDisabled();
    await expect(dialog.getByLabel('Role').locator('option:checked')).toHaveText('Owner');
    await expect(dialog.getByRole('checkbox', { name: 'Access Jobs' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Change Password' })).toBeVisible();
    const put = page.waitForRequest(
      (request) => request.method() === 'PUT' && new URL(request.url()).pathname === '/api/users',
    );
    await dialog.getByLabel('First Name').fill('Olivia');
    await dialog.getByLabel('First Name').press('Enter');
    const body = (await put).postDataJSON() as Record<string, unknown>;
    expect(body).toMatchObject({ userId: 1, firstName: 'Olivia', email: 'owner@demo.test' });
    expect(body).not.toHaveProperty('accessJobs');
    expect(body).not.toHaveProperty('userRole');
    expect(body).not.toHaveProperty('currentPassword');
    await expect(page.getByText('User updated successfully!')).toBeVisible();
  });
});

test.describe('Authorized Users as other accounts', () => {
  test('a User sees the list read-only, except their own Update User', async ({ page }) => {
    await signIn(page, 'user@demo.test', { path: USERS });
    await expect(table(page)).toBeVisible();
    await expect(rowOf(page, '@').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Export' })).toHaveCount(0);
    const rows = table(page).locator('tbody tr');
    const count = await rows.count();
    for (let index = 0; index < count; index += 1) {
      await expect(rows.nth(index).getByRole('checkbox')).toBeDisabled();
      await expect(rows.nth(index).getByRole('button', { name: /Update User/ })).toBeDisabled();
    }
    await search(page, 'user@demo.test');
    const own = rowOf(page, 'user@demo.test');
    await expect(own.getByRole('button', { name: /Update User/ })).toBeEnabled();
    await expect(own.getByRole('checkbox')).toBeDisabled();
    await own.getByRole('button', { name: /Update User/ }).click();
    await expect(page.getByRole('dialog', { name: 'Update User' }).getByLabel('First Name')).toBeEditable();
  });

  test('an Administrator may act on users but not on the owner', async ({ page }) => {
    await signIn(page, 'admin@demo.test', { path: USERS });
    await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible();
    await search(page, 'owner@demo.test');
    await expect(rowOf(page, 'owner@demo.test').getByRole('button', { name: /Update User/ })).toBeDisabled();
    await expect(rowOf(page, 'owner@demo.test').getByRole('checkbox')).toBeDisabled();
    await search(page, 'user@demo.test');
    await expect(rowOf(page, 'user@demo.test').getByRole('button', { name: /Update User/ })).toBeEnabled();
    await expect(rowOf(page, 'user@demo.test').getByRole('checkbox')).toBeEnabled();
  });

  test('Diversity Sourcing is locked without AICM (Beta)', async ({ page }) => {
    await signIn(page, 'owner@demo.test', { path: USERS });
    await switchCompany(page, 'Beta Logistics');
    await page.goto(USERS);
    const dialog = await openAddUser(page);
    await dialog.getByLabel('Email').fill('taylor.beta@example.com');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Access Diversity Sourcing' })).toBeDisabled();
    await expect(dialog.getByRole('checkbox', { name: 'Access Jobs' })).toBeEnabled();
  });
});

test.describe('accessibility', () => {
  for (const [locale, names] of [
    ['en-US', { add: 'Add User', next: 'Next', email: 'Email', update: /Update User/, search: 'Search' }],
    [
      'es-ES',
      {
        add: 'Agregar usuario',
        next: 'Siguiente',
        email: 'Correo electrónico',
        update: /Actualizar usuario/,
        search: 'Buscar',
      },
    ],
  ] as const) {
    test(`list, both stepper steps and the edit dialog have no axe violations (${locale})`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await signIn(page, 'owner@demo.test', { path: USERS });
      await expect(page.locator('tbody tr').first()).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('button', { name: names.add, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(names.email)).toBeFocused();
      await expectAccessible(page);
      await dialog.getByLabel(names.email).fill('');
      await dialog.getByRole('button', { name: names.next }).click();
      await expect(dialog.getByLabel(names.email)).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page);
      await dialog.getByLabel(names.email).fill('axe.check@example.com');
      await dialog.getByRole('button', { name: names.next }).click();
      await expect(dialog.getByRole('checkbox').first()).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await page.getByLabel(names.search).fill('admin@demo.test');
      await page.getByRole('button', { name: names.update }).first().click();
      await expect(page.getByRole('dialog').getByRole('checkbox').first()).toBeVisible();
      await expectAccessible(page);
      await context.close();
    });
  }
});
