import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { BETA, call, recordedDemoBackend, reseed, setDemoAicm } from '@tests/support/demo-api';
import { renderApp, type RenderAppOptions } from '@tests/support/render-app';
import { errorOf, fieldLabelled, replaceText, serverProblem } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import type { CompanyUser } from '@/generated/model';
import { AuthorizedUsersPage } from './authorized-users-page';

/**
 * Authorized Users over the real demo handlers and seed, as each demo account (spec sections 2, 4, 5, 6): the
 * list's filters, search, paging and sorting, the Add User stepper and its failures, the Update User dialog
 * and its failures, and what a User and an Administrator may do. What needs a browser (the CSV download, a
 * change that survives a reload) stays in tests/e2e/authorized-users.spec.ts; axe in both languages is in
 * the accessibility sweep (tests/e2e/accessibility.spec.ts). The page is rendered in the app's providers
 * without the shell: the route table's shell adds about a third to this file's time and nothing it tests.
 */

const USERS = '/api/users';
/** The day the seed is anchored to (tests/support/demo-env.ts). */
const DEMO_TODAY = process.env['DEMO_TODAY'] ?? '';

const { server, callsTo } = recordedDemoBackend();
/** Set by a test that changes the demo data: the database is seeded again after it (only then: seeding is slow). */
let changesData = false;
afterEach(() => {
  if (changesData) reseed();
  changesData = false;
});

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Authorized Users as an account sees it after signing in (the demo owner, in Acme Health, by default). */
async function show(options: RenderAppOptions = {}) {
  const app = await renderApp(<AuthorizedUsersPage />, {
    url: paths.accountAuthorizedUsers.href(),
    ...options,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Authorized Users' })).toBeInTheDocument();
  return app;
}

const table = () => screen.getByRole('table', { name: 'Authorized users' });
/** The rows of the table's body (the empty message is a row too). */
const rows = () => within(within(table()).getAllByRole('rowgroup')[1]!).getAllByRole('row');
const rowOf = (email: string) => within(table()).getByRole('row', { name: new RegExp(escaped(email), 'i') });
/** Whether the table shows `email` (in any row). */
const listed = (email: string) => within(table()).queryByText(email);
const dialog = () => screen.getByRole('dialog');

/** The form control a label names (a required mark may follow the label's text). */

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
/** The access switch a dialog labels `name` (Chakra's switch: a hidden checkbox). */
const accessSwitch = (name: string) => within(dialog()).getByRole('checkbox', { name });
const updateButton = (row: HTMLElement) => within(row).getByRole('button', { name: /^Update User/ });
const statusSwitch = (row: HTMLElement) => within(row).getByRole('checkbox');

/** Shows the page and returns the company's users as the backend answered them. */
async function showUsers(options: RenderAppOptions = {}) {
  const app = await show(options);
  await waitFor(() => expect(rows().length).toBeGreaterThan(1));
  const users = (await callsTo(USERS)[0]!.body) as CompanyUser[];
  return { ...app, users };
}

type User = Awaited<ReturnType<typeof show>>['user'];

async function search(user: User, value: string) {
  await replaceText(user, screen.getByLabelText('Search'), value);
}

async function openAddUser(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add User' }));
  await screen.findByRole('dialog', { name: 'Add User' });
}

/** Step 1 with `email`, then Next; waits for step 2. */
async function toDetails(user: User, email: string, title = 'Add New User To Company') {
  await openAddUser(user);
  await replaceText(user, fieldLabelled('Email', dialog()), email);
  await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
  await screen.findByRole('dialog', { name: title });
}

async function openUpdate(user: User, email: string) {
  await search(user, email);
  await waitFor(() => expect(listed(email)).toBeInTheDocument());
  await user.click(updateButton(rowOf(email)));
  await screen.findByRole('dialog', { name: 'Update User' });
}

describe('the list, as the owner', () => {
  it('shows active users by default, filters by status and search, pages by 10/25/100 and sorts by a header', async () => {
    const { user, users: all } = await showUsers();
    const active = all.filter((member) => member.isActiveForCompany);
    const inactive = all.filter((member) => !member.isActiveForCompany);
    expect(inactive.length).toBeGreaterThan(0);

    const status = screen.getByLabelText('Status');
    expect(status).toHaveValue('1');
    expect(optionTexts(status)).toEqual(['All', 'Active', 'Inactive']);
    expect(screen.getByText(`1–10 of ${active.length}`)).toBeInTheDocument();
    expect(rows()).toHaveLength(10);
    expect(listed(inactive[0]!.emailAddress)).not.toBeInTheDocument();

    await user.selectOptions(status, 'Inactive');
    expect(status).toHaveValue('0');
    expect(screen.getByText(new RegExp(`of ${inactive.length}$`))).toBeInTheDocument();
    expect(listed(inactive[0]!.emailAddress)).toBeInTheDocument();
    await user.selectOptions(status, 'All');
    expect(screen.getByText(`1–10 of ${all.length}`)).toBeInTheDocument();

    const pageSize = screen.getByLabelText('Rows per page');
    expect(pageSize).toHaveValue('10');
    expect(optionTexts(pageSize)).toEqual(['10', '25', '100']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText(`11–20 of ${all.length}`)).toBeInTheDocument();
    await user.selectOptions(pageSize, '25');
    expect(rows()).toHaveLength(25);

    // Sorting by Email: ascending, then descending.
    const emailHeader = within(table()).getByRole('columnheader', { name: /^Email/ });
    expect(emailHeader).toHaveAttribute('aria-sort', 'none');
    await user.click(within(emailHeader).getByRole('button'));
    expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    const emails = rows().map((row) => within(row).getAllByRole('cell')[1]?.textContent ?? '');
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));
    await user.click(within(emailHeader).getByRole('button'));
    expect(emailHeader).toHaveAttribute('aria-sort', 'descending');

    await search(user, 'ADMIN@demo');
    expect(rows()).toHaveLength(1);
    const admin = rowOf('admin@demo.test');
    expect(admin).toHaveTextContent('Adam Admin');
    expect(admin).toHaveTextContent('Administrator');
    // Last login through Intl in English (seeded two days before the demo day).
    expect(admin).toHaveTextContent(format(subDays(parseISO(DEMO_TODAY), 2), 'MMM d, yyyy'));
    await search(user, 'uma user');
    expect(listed('user@demo.test')).toBeInTheDocument();
    await search(user, 'nobody-here');
    expect(screen.getByText('No users match your search')).toBeInTheDocument();
  });
});

describe('Add User, as the owner', () => {
  it('step 1 validates the email; Back keeps it; Cancel resets everything', async () => {
    const { user } = await showUsers();
    await openAddUser(user);
    const email = () => fieldLabelled('Email', dialog());
    await user.click(email());
    await user.tab();
    expect(await within(dialog()).findByText('Email is required')).toBeInTheDocument();
    for (const invalid of [
      'pat..lee@acme.test',
      'pat.@acme.test',
      '.pat@acme.test',
      '?pat@acme.test',
      'pat@acme.web',
      'pat lee@acme.test',
    ]) {
      await replaceText(user, email(), invalid);
      expect(dialog(), invalid).toHaveTextContent('Email address is invalid');
    }
    await replaceText(user, email(), `${'a'.repeat(71)}@acme.test`);
    expect(dialog()).toHaveTextContent('Too many characters');
    await replaceText(user, email(), 'Admin@Demo.test');
    expect(dialog()).toHaveTextContent('User already exists in the company');
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    expect(email()).toHaveFocus();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('/api/users/byemail')).toHaveLength(0);

    await replaceText(user, email(), 'jamie.ortiz@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    await screen.findByRole('dialog', { name: 'Add New User To Company' });
    await user.type(fieldLabelled('First Name', dialog()), 'Jamie');
    await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
    expect(email()).toHaveValue('jamie.ortiz@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await openAddUser(user);
    expect(email()).toHaveValue('');
  });

  it('a user of another company: found by email whatever its case, names locked, added as User', async () => {
    changesData = true;
    const { user, users: acme, token, toasts } = await showUsers();
    const beta = (await (await call(USERS, { token, query: { companyId: BETA } })).json()) as CompanyUser[];
    const outsider = beta.find(
      (member) => member.emailAddress.endsWith('@betalogistics.test') && !acme.some((a) => a.userId === member.userId),
    )!;
    expect(outsider).toBeDefined();

    await toDetails(user, outsider.emailAddress.toUpperCase(), 'Add Existing User To Company');
    expect(fieldLabelled('First Name', dialog())).toHaveValue(outsider.firstName);
    expect(fieldLabelled('First Name', dialog())).toBeDisabled();
    expect(fieldLabelled('Last Name', dialog())).toHaveValue(outsider.lastName);
    expect(fieldLabelled('Last Name', dialog())).toBeDisabled();
    expect(fieldLabelled('Role', dialog())).toHaveDisplayValue('User');
    await user.click(within(dialog()).getByRole('button', { name: 'Add User' }));
    await waitFor(() => expect(toasts.success.mock.calls).toEqual([['New user added successfully!']]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await search(user, outsider.lastName);
    await waitFor(() => expect(listed(outsider.emailAddress)).toBeInTheDocument());
  });

  it('a refusal because the person joined meanwhile (409) says the user already exists', async () => {
    const { user } = await showUsers();
    server.use(
      http.post(`*${USERS}`, () =>
        Response.json(
          { title: 'Conflict', status: 409, detail: 'User already exists in the company' },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await toDetails(user, 'late.joiner@example.com');
    await user.type(fieldLabelled('First Name', dialog()), 'Late');
    await user.type(fieldLabelled('Last Name', dialog()), 'Joiner');
    await user.click(within(dialog()).getByRole('button', { name: 'Add User' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(/^User already exists in the company$/);
  });

  it('a failed email lookup toasts the spec message and keeps the email', async () => {
    const { user, toasts } = await showUsers();
    server.use(http.get('*/api/users/byemail', () => serverProblem()));
    await openAddUser(user);
    await replaceText(user, fieldLabelled('Email', dialog()), 'someone@example.com');
    await user.click(within(dialog()).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(toasts.error.mock.calls).toEqual([['Error occurred while retrieving authorized users']]),
    );
    expect(fieldLabelled('Email', dialog())).toHaveValue('someone@example.com');
    expect(within(dialog()).getByRole('heading', { level: 2 })).toHaveTextContent(/^Add User$/);
  });
});

describe('Update User, as the owner', () => {
  it('a failing list (500) is retried, then says the spec message with Retry, which recovers', async () => {
    // The harness's query client keeps the retries and skips the waits between them.
    server.use(http.get(`*${USERS}`, () => serverProblem()));
    const { user, toasts } = await show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error occurred while retrieving authorized users');
    expect(callsTo(USERS)).toHaveLength(4);
    expect(toasts.error.mock.calls).toEqual([['Error occurred while retrieving authorized users']]);
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
  });

  it('a failing status change (500) toasts the spec message', async () => {
    const { user, toasts } = await showUsers();
    await search(user, 'admin@demo.test');
    await waitFor(() => expect(listed('admin@demo.test')).toBeInTheDocument());
    server.use(http.post('*/api/users/status', () => serverProblem()));
    await user.click(statusSwitch(rowOf('admin@demo.test')));
    await waitFor(() => expect(toasts.error.mock.calls).toEqual([['Error occurred while updating user status']]));
    expect(callsTo('/api/users/status')).toHaveLength(1);
  });

  it('failing permissions (500) say the spec message in the dialog, with Retry and one toast', async () => {
    const { user, toasts } = await showUsers();
    server.use(http.get('*/api/users/userPermissions', () => serverProblem()));
    await openUpdate(user, 'admin@demo.test');
    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Error occurred while retrieving user permissions');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(toasts.error.mock.calls).toEqual([['Error occurred while retrieving user permissions']]);
  });

  it('a failing update (500) toasts the spec message; the dialog stays with the values as they were', async () => {
    const { user, toasts } = await showUsers();
    server.use(http.put('*/api/users/companyuser', () => serverProblem()));
    await openUpdate(user, 'admin@demo.test');
    await within(dialog()).findByRole('checkbox', { name: 'Access Jobs' });
    await user.selectOptions(fieldLabelled('Role', dialog()), 'User');
    const jobsBefore = (accessSwitch('Access Jobs') as HTMLInputElement).checked;
    await user.click(accessSwitch('Access Jobs'));
    await waitFor(() => expect((accessSwitch('Access Jobs') as HTMLInputElement).checked).toBe(!jobsBefore));
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.error.mock.calls).toEqual([['Error occurred while updating user from company']]));
    expect(callsTo('/api/users/companyuser')).toHaveLength(1);
    expect(dialog()).toBeInTheDocument();
    expect(fieldLabelled('Role', dialog())).toHaveDisplayValue('User');
    expect((accessSwitch('Access Jobs') as HTMLInputElement).checked).toBe(!jobsBefore);
  });

  it('editing oneself sends PUT /api/users without permissions; own switches and role are locked', async () => {
    changesData = true;
    const { user, toasts } = await showUsers();
    await search(user, 'owner@demo.test');
    await waitFor(() => expect(listed('owner@demo.test')).toBeInTheDocument());
    expect(statusSwitch(rowOf('owner@demo.test'))).toBeDisabled();
    await openUpdate(user, 'owner@demo.test');
    await within(dialog()).findByRole('checkbox', { name: 'Access Jobs' });
    const role = fieldLabelled('Role', dialog());
    expect(role).toBeDisabled();
    expect(role).toHaveDisplayValue('Owner');
    expect(accessSwitch('Access Jobs')).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Change Password' })).toBeInTheDocument();
    await user.clear(fieldLabelled('First Name', dialog()));
    await user.type(fieldLabelled('First Name', dialog()), 'Olivia');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.success.mock.calls).toEqual([['User updated successfully!']]));
    const puts = callsTo(USERS).filter((request) => request.method === 'PUT');
    expect(puts).toHaveLength(1);
    const body = (await puts[0]!.sent) as Record<string, unknown>;
    expect(body).toMatchObject({ userId: 1, firstName: 'Olivia', email: 'owner@demo.test' });
    expect(body).not.toHaveProperty('accessJobs');
    expect(body).not.toHaveProperty('userRole');
    expect(body).not.toHaveProperty('currentPassword');
  });

  it("one's own email may not take another member's: 'User already exists in the company', nothing sent", async () => {
    const { user } = await showUsers();
    await openUpdate(user, 'owner@demo.test');
    const email = fieldLabelled('Email', dialog());
    await replaceText(user, email, 'ADMIN@demo.test');
    await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(email)).toBe('User already exists in the company'));
    expect(callsTo(USERS).filter((request) => request.method === 'PUT')).toHaveLength(0);
    expect(email).toHaveValue('ADMIN@demo.test');
  });
});

describe('other accounts', () => {
  it('a User sees the list read-only, except their own Update User', async () => {
    const { user } = await showUsers({ account: 'user@demo.test' });
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    for (const row of rows()) {
      const own = within(row).queryByText('user@demo.test') !== null;
      expect(statusSwitch(row), row.textContent ?? '').toBeDisabled();
      if (own) expect(updateButton(row), row.textContent ?? '').toBeEnabled();
      else expect(updateButton(row), row.textContent ?? '').toBeDisabled();
    }
    await search(user, 'user@demo.test');
    await waitFor(() => expect(listed('user@demo.test')).toBeInTheDocument());
    expect(updateButton(rowOf('user@demo.test'))).toBeEnabled();
    expect(statusSwitch(rowOf('user@demo.test'))).toBeDisabled();
    await openUpdate(user, 'user@demo.test');
    expect(fieldLabelled('First Name', dialog())).toBeEnabled();
  });

  it("in Beta Logistics (no AICM), the new user's Access Diversity Sourcing is locked", async () => {
    // The owner is an Administrator of Beta (mocks/identity.ts).
    const { user } = await showUsers({ companyId: BETA });
    expect(callsTo(USERS)[0]!.query['companyId']).toBe(String(BETA));
    await toDetails(user, 'taylor.beta@example.com');
    expect(accessSwitch('Access Diversity Sourcing')).toBeDisabled();
    expect(accessSwitch('Access Jobs')).toBeEnabled();
  });

  // AICM is one rule (lib/access `hasAicm`): the active AICM authorization, as for the Home tile and the route.
  it('Diversity Sourcing stays locked when only hasAICM says AICM (no active AICM authorization)', async () => {
    changesData = true;
    setDemoAicm(BETA, true, null);
    const { user } = await showUsers({ companyId: BETA });
    await toDetails(user, 'taylor.beta@example.com');
    expect(accessSwitch('Access Diversity Sourcing')).toBeDisabled();
    expect(within(dialog()).getByText('Available with the Diversity Sourcing (AICM) product.')).toBeInTheDocument();
  });

  it('Diversity Sourcing opens with an active AICM authorization although hasAICM says no', async () => {
    changesData = true;
    setDemoAicm(BETA, false, 'Active');
    const { user } = await showUsers({ companyId: BETA });
    await toDetails(user, 'taylor.beta@example.com');
    expect(accessSwitch('Access Diversity Sourcing')).toBeEnabled();
  });

  it('an Administrator may act on users but not on the owner', async () => {
    const { user } = await showUsers({ account: 'admin@demo.test' });
    expect(screen.getByRole('button', { name: 'Add User' })).toBeInTheDocument();
    await search(user, 'owner@demo.test');
    await waitFor(() => expect(listed('owner@demo.test')).toBeInTheDocument());
    expect(updateButton(rowOf('owner@demo.test'))).toBeDisabled();
    expect(statusSwitch(rowOf('owner@demo.test'))).toBeDisabled();
    await search(user, 'user@demo.test');
    await waitFor(() => expect(listed('user@demo.test')).toBeInTheDocument());
    expect(updateButton(rowOf('user@demo.test'))).toBeEnabled();
    expect(statusSwitch(rowOf('user@demo.test'))).toBeEnabled();
  });
});
