import { format, parseISO, subDays } from 'date-fns';
import { http } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend, reseed, tokenFor } from '../../../../tests/support/demo-api';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { clickOn, controlNamed, fill, leave, typeInto } from '../../../../tests/support/screen-dom';
import { screenHarness, serverProblem } from '../../../../tests/support/screen-harness';
import { actingAccount as account } from '../../../../tests/support/screen-session';
import type { Company, CompanyUser } from '@/generated/model';
import { configureApiClient } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { AuthorizedUsersPage } from './authorized-users-page';

/**
 * Authorized Users over the real demo handlers and seed, as each demo account (spec sections 2, 4, 5, 6): the
 * list's filters, search, paging and sorting, the Add User stepper and its failures, the Update User dialog
 * and its failures, and what a User and an Administrator may do. What needs a browser (the CSV download, a
 * change that survives a reload) stays in tests/e2e/authorized-users.spec.ts; axe in both languages is in
 * the accessibility sweep (tests/e2e/accessibility.spec.ts).
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).actingSessionProviderMock(),
);
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ user: { access_token: 'portal-token', id_token: 'id' } }) }));

const USERS = '/api/users';
/** The day the seed is anchored to (tests/support/demo-env.ts). */
const DEMO_TODAY = process.env['DEMO_TODAY'] ?? '';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();
const { toast, successToast } = harness;

/** Signs the API client and the session in as a demo account (`role`: its role in `company`, Acme by default). */
async function actAs(
  email: string,
  userId: number,
  role: 1 | 2 | 3,
  names: [string, string],
  company: Company = demoCompanies.acme,
) {
  account.token = await tokenFor(email);
  account.session = {
    user: {
      id: userId,
      email,
      firstName: names[0],
      lastName: names[1],
      fullName: names.join(' '),
      sso: false,
      createdDate: null,
    },
    company: { ...company, userRoleId: role, userId },
    companies: [{ ...company, userRoleId: role, userId }],
  };
}
const asOwner = () => actAs('owner@demo.test', 1, 1, ['Olivia', 'Owner']);

beforeAll(async () => {
  configureApiClient({ getAccessToken: () => account.token });
  await initI18n(['en']);
  await asOwner();
});
afterEach(() => reseed());

const show = () => harness.show(<AuthorizedUsersPage title="Authorized Users" />);
const table = () => harness.container.querySelector('table');
const rows = () => [...harness.container.querySelectorAll('tbody tr')];
const rowOf = (email: string) => rows().find((row) => row.textContent?.includes(email));
const text = () => harness.container.textContent ?? '';
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');

/** The form control a label names (the label's text starts with `label`: a required mark may follow). */
function labelled<T extends HTMLElement = HTMLInputElement>(within: ParentNode, label: string): T {
  const element = [...within.querySelectorAll('label')].find((candidate) => candidate.textContent?.startsWith(label));
  const control = element?.htmlFor
    ? document.getElementById(element.htmlFor)
    : element?.querySelector('input, select, textarea');
  if (!control) throw new Error(`No control labelled ${label}`);
  return control as T;
}

/** Picks the option shown as `label`, as a user does. */
async function choose(select: HTMLSelectElement, label: string) {
  const option = [...select.options].find((candidate) => candidate.textContent === label);
  if (!option) throw new Error(`No option ${label}`);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, option.value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

const selectedText = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;
const optionTexts = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);

/** The access switch a dialog labels `name` (Chakra's switch: a label around a hidden checkbox). */
const accessSwitch = (name: string) => labelled(dialog()!, name);
const updateButton = (row: Element | undefined) =>
  [...(row?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.startsWith('Update User'));
const statusSwitch = (row: Element | undefined) => row?.querySelector<HTMLInputElement>('input[type="checkbox"]');

/** Shows the page and returns the company's users as the backend answered them. */
async function showUsers(): Promise<CompanyUser[]> {
  await show();
  await vi.waitFor(() => expect(rows().length).toBeGreaterThan(1));
  return (await callsTo(USERS)[0]!.body) as CompanyUser[];
}

async function search(value: string) {
  await fill(labelled(harness.container, 'Search'), value);
}

async function openAddUser() {
  await clickOn(controlNamed(harness.container, 'Add User'));
  await vi.waitFor(() => expect(dialog()?.textContent).toContain('Add User'));
}

/** Step 1 with `email`, then Next; waits for step 2. */
async function toDetails(email: string, title = 'Add New User To Company') {
  await openAddUser();
  await fill(labelled(dialog()!, 'Email'), email);
  await clickOn(controlNamed(dialog()!, 'Next'));
  await vi.waitFor(() => expect(dialog()?.querySelector('h2')?.textContent).toBe(title));
}

async function openUpdate(email: string) {
  await search(email);
  await vi.waitFor(() => expect(rowOf(email)).toBeDefined());
  await clickOn(updateButton(rowOf(email)));
  await vi.waitFor(() => expect(dialog()?.textContent).toContain('Update User'));
}

describe('the list, as the owner', () => {
  it('shows active users by default, filters by status and search, pages by 10/25/100 and sorts by a header', async () => {
    const all = await showUsers();
    const active = all.filter((user) => user.isActiveForCompany);
    const inactive = all.filter((user) => !user.isActiveForCompany);
    expect(inactive.length).toBeGreaterThan(0);

    const status = labelled<HTMLSelectElement>(harness.container, 'Status');
    expect(status.value).toBe('1');
    expect(optionTexts(status)).toEqual(['All', 'Active', 'Inactive']);
    expect(text()).toContain(`1–10 of ${active.length}`);
    expect(rows()).toHaveLength(10);
    expect(rowOf(inactive[0]!.emailAddress)).toBeUndefined();

    await choose(status, 'Inactive');
    expect(status.value).toBe('0');
    expect(text()).toContain(`of ${inactive.length}`);
    expect(rowOf(inactive[0]!.emailAddress)).toBeDefined();
    await choose(status, 'All');
    expect(text()).toContain(`1–10 of ${all.length}`);

    const pageSize = labelled<HTMLSelectElement>(harness.container, 'Rows per page');
    expect(pageSize.value).toBe('10');
    expect(optionTexts(pageSize)).toEqual(['10', '25', '100']);
    await clickOn(controlNamed(harness.container, 'Next page'));
    expect(text()).toContain(`11–20 of ${all.length}`);
    await choose(pageSize, '25');
    expect(rows()).toHaveLength(25);

    // Sorting by Email: ascending, then descending.
    const emailHeader = [...table()!.querySelectorAll('th')].find((th) => th.textContent?.startsWith('Email'))!;
    expect(emailHeader.getAttribute('aria-sort')).toBe('none');
    await clickOn(emailHeader.querySelector('button'));
    expect(emailHeader.getAttribute('aria-sort')).toBe('ascending');
    const emails = rows().map((row) => row.querySelectorAll('td')[1]?.textContent ?? '');
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b)));
    await clickOn(emailHeader.querySelector('button'));
    expect(emailHeader.getAttribute('aria-sort')).toBe('descending');

    await search('ADMIN@demo');
    expect(rows()).toHaveLength(1);
    expect(rowOf('admin@demo.test')?.textContent).toContain('Adam Admin');
    expect(rowOf('admin@demo.test')?.textContent).toContain('Administrator');
    // Last login through Intl in English (seeded two days before the demo day).
    expect(rowOf('admin@demo.test')?.textContent).toContain(format(subDays(parseISO(DEMO_TODAY), 2), 'MMM d, yyyy'));
    await search('uma user');
    expect(rowOf('user@demo.test')).toBeDefined();
    await search('nobody-here');
    expect(text()).toContain('No users match your search');
  });
});

describe('Add User, as the owner', () => {
  it('step 1 validates the email; Back keeps it; Cancel resets everything', async () => {
    await showUsers();
    await openAddUser();
    const email = () => labelled(dialog()!, 'Email');
    await leave(email());
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('Email is required'));
    for (const invalid of [
      'pat..lee@acme.test',
      'pat.@acme.test',
      '.pat@acme.test',
      '?pat@acme.test',
      'pat@acme.web',
      'pat lee@acme.test',
    ]) {
      await fill(email(), invalid);
      expect(dialog()?.textContent, invalid).toContain('Email address is invalid');
    }
    await fill(email(), `${'a'.repeat(71)}@acme.test`);
    expect(dialog()?.textContent).toContain('Too many characters');
    await fill(email(), 'Admin@Demo.test');
    expect(dialog()?.textContent).toContain('User already exists in the company');
    await clickOn(controlNamed(dialog()!, 'Next'));
    expect(document.activeElement).toBe(email());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('/api/users/byemail')).toHaveLength(0);

    await fill(email(), 'jamie.ortiz@example.com');
    await clickOn(controlNamed(dialog()!, 'Next'));
    await vi.waitFor(() => expect(dialog()?.querySelector('h2')?.textContent).toBe('Add New User To Company'));
    await typeInto(labelled(dialog()!, 'First Name'), 'Jamie');
    await clickOn(controlNamed(dialog()!, 'Back'));
    expect(email().value).toBe('jamie.ortiz@example.com');
    await clickOn(controlNamed(dialog()!, 'Cancel'));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await openAddUser();
    expect(email().value).toBe('');
  });

  it('a user of another company: found by email whatever its case, names locked, added as User', async () => {
    const acme = await showUsers();
    const beta = (await (await fetchAs(`/api/users?companyId=${demoCompanies.beta.id}`)).json()) as CompanyUser[];
    const outsider = beta.find(
      (user) => user.emailAddress.endsWith('@betalogistics.test') && !acme.some((a) => a.userId === user.userId),
    )!;
    expect(outsider).toBeDefined();

    await toDetails(outsider.emailAddress.toUpperCase(), 'Add Existing User To Company');
    expect(labelled(dialog()!, 'First Name').value).toBe(outsider.firstName);
    expect(labelled(dialog()!, 'First Name').disabled).toBe(true);
    expect(labelled(dialog()!, 'Last Name').value).toBe(outsider.lastName);
    expect(labelled(dialog()!, 'Last Name').disabled).toBe(true);
    expect(selectedText(labelled<HTMLSelectElement>(dialog()!, 'Role'))).toBe('User');
    await clickOn(controlNamed(dialog()!, 'Add User'));
    await vi.waitFor(() => expect(successToast.mock.calls).toEqual([['New user added successfully!']]));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await search(outsider.lastName);
    await vi.waitFor(() => expect(rowOf(outsider.emailAddress)).toBeDefined());
  });

  it('a refusal because the person joined meanwhile (409) says the user already exists', async () => {
    await showUsers();
    server.use(
      http.post(`*${USERS}`, () =>
        Response.json(
          { title: 'Conflict', status: 409, detail: 'User already exists in the company' },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );
    await toDetails('late.joiner@example.com');
    await typeInto(labelled(dialog()!, 'First Name'), 'Late');
    await typeInto(labelled(dialog()!, 'Last Name'), 'Joiner');
    await clickOn(controlNamed(dialog()!, 'Add User'));
    await vi.waitFor(() =>
      expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('User already exists in the company'),
    );
  });

  it('a failed email lookup toasts the spec message and keeps the email', async () => {
    await showUsers();
    server.use(http.get('*/api/users/byemail', () => serverProblem()));
    await openAddUser();
    await fill(labelled(dialog()!, 'Email'), 'someone@example.com');
    await clickOn(controlNamed(dialog()!, 'Next'));
    await vi.waitFor(() => expect(toast.mock.calls).toEqual([['Error occurred while retrieving authorized users']]));
    expect(labelled(dialog()!, 'Email').value).toBe('someone@example.com');
    expect(dialog()?.querySelector('h2')?.textContent).toBe('Add User');
  });
});

/** Calls the demo backend as the current account, as the page's client does. */
function fetchAs(path: string) {
  return fetch(new URL(path, 'http://demo.test'), { headers: { Authorization: `Bearer ${account.token}` } });
}

describe('Update User, as the owner', () => {
  it('a failing list (500) is retried, then says the spec message with Retry, which recovers', async () => {
    // The harness's query client keeps the retries and skips the waits between them.
    server.use(http.get(`*${USERS}`, () => serverProblem()));
    await show();
    await vi.waitFor(() =>
      expect(harness.alert()?.textContent).toContain('Error occurred while retrieving authorized users'),
    );
    expect(callsTo(USERS)).toHaveLength(4);
    expect(toast.mock.calls).toEqual([['Error occurred while retrieving authorized users']]);
    server.resetHandlers();
    await clickOn(harness.retryButton());
    await vi.waitFor(() => expect(rows().length).toBeGreaterThan(1));
  });

  it('a failing status change (500) toasts the spec message', async () => {
    await showUsers();
    await search('admin@demo.test');
    await vi.waitFor(() => expect(rowOf('admin@demo.test')).toBeDefined());
    server.use(http.post('*/api/users/status', () => serverProblem()));
    await clickOn(statusSwitch(rowOf('admin@demo.test')));
    await vi.waitFor(() => expect(toast.mock.calls).toEqual([['Error occurred while updating user status']]));
    expect(callsTo('/api/users/status')).toHaveLength(1);
  });

  it('failing permissions (500) say the spec message in the dialog, with Retry and one toast', async () => {
    await showUsers();
    server.use(http.get('*/api/users/userPermissions', () => serverProblem()));
    await openUpdate('admin@demo.test');
    await vi.waitFor(() =>
      expect(harness.alert(dialog()!)?.textContent).toContain('Error occurred while retrieving user permissions'),
    );
    expect(harness.retryButton(dialog()!)).toBeDefined();
    expect(toast.mock.calls).toEqual([['Error occurred while retrieving user permissions']]);
  });

  it('a failing update (500) toasts the spec message; the dialog stays with the values as they were', async () => {
    await showUsers();
    server.use(http.put('*/api/users/companyuser', () => serverProblem()));
    await openUpdate('admin@demo.test');
    await vi.waitFor(() => expect(accessSwitch('Access Jobs')).toBeDefined());
    await choose(labelled<HTMLSelectElement>(dialog()!, 'Role'), 'User');
    const jobsBefore = accessSwitch('Access Jobs').checked;
    await clickOn(accessSwitch('Access Jobs'));
    await vi.waitFor(() => expect(accessSwitch('Access Jobs').checked).toBe(!jobsBefore));
    await clickOn(controlNamed(dialog()!, 'Save'));
    await vi.waitFor(() => expect(toast.mock.calls).toEqual([['Error occurred while updating user from company']]));
    expect(callsTo('/api/users/companyuser')).toHaveLength(1);
    expect(dialog()).not.toBeNull();
    expect(selectedText(labelled<HTMLSelectElement>(dialog()!, 'Role'))).toBe('User');
    expect(accessSwitch('Access Jobs').checked).toBe(!jobsBefore);
  });

  it('editing oneself sends PUT /api/users without permissions; own switches and role are locked', async () => {
    await showUsers();
    await search('owner@demo.test');
    await vi.waitFor(() => expect(rowOf('owner@demo.test')).toBeDefined());
    expect(statusSwitch(rowOf('owner@demo.test'))?.disabled).toBe(true);
    await openUpdate('owner@demo.test');
    await vi.waitFor(() => expect(accessSwitch('Access Jobs')).toBeDefined());
    const role = labelled<HTMLSelectElement>(dialog()!, 'Role');
    expect(role.disabled).toBe(true);
    expect(selectedText(role)).toBe('Owner');
    expect(accessSwitch('Access Jobs').disabled).toBe(true);
    expect(controlNamed(dialog()!, 'Change Password')).toBeDefined();
    await typeInto(labelled(dialog()!, 'First Name'), 'Olivia');
    await clickOn(controlNamed(dialog()!, 'Save'));
    await vi.waitFor(() => expect(successToast.mock.calls).toEqual([['User updated successfully!']]));
    const puts = callsTo(USERS).filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(1);
    const body = (await puts[0]!.sent) as Record<string, unknown>;
    expect(body).toMatchObject({ userId: 1, firstName: 'Olivia', email: 'owner@demo.test' });
    expect(body).not.toHaveProperty('accessJobs');
    expect(body).not.toHaveProperty('userRole');
    expect(body).not.toHaveProperty('currentPassword');
  });
});

describe('other accounts', () => {
  afterEach(() => asOwner());

  it('a User sees the list read-only, except their own Update User', async () => {
    await actAs('user@demo.test', 3, 3, ['Uma', 'User']);
    await showUsers();
    expect(controlNamed(harness.container, 'Add User')).toBeUndefined();
    expect(controlNamed(harness.container, 'Export')).toBeUndefined();
    for (const row of rows()) {
      expect(statusSwitch(row)?.disabled, row.textContent ?? '').toBe(true);
      expect(updateButton(row)?.disabled, row.textContent ?? '').toBe(!row.textContent?.includes('user@demo.test'));
    }
    await search('user@demo.test');
    await vi.waitFor(() => expect(rowOf('user@demo.test')).toBeDefined());
    expect(updateButton(rowOf('user@demo.test'))?.disabled).toBe(false);
    expect(statusSwitch(rowOf('user@demo.test'))?.disabled).toBe(true);
    await openUpdate('user@demo.test');
    expect(labelled(dialog()!, 'First Name').disabled).toBe(false);
  });

  it("in Beta Logistics (no AICM), the new user's Access Diversity Sourcing is locked", async () => {
    // The owner is an Administrator of Beta (mocks/identity.ts).
    await actAs('owner@demo.test', 1, 2, ['Olivia', 'Owner'], demoCompanies.beta);
    await showUsers();
    expect(callsTo(USERS)[0]!.query['companyId']).toBe(String(demoCompanies.beta.id));
    await toDetails('taylor.beta@example.com');
    expect(accessSwitch('Access Diversity Sourcing').disabled).toBe(true);
    expect(accessSwitch('Access Jobs').disabled).toBe(false);
  });

  it('an Administrator may act on users but not on the owner', async () => {
    await actAs('admin@demo.test', 2, 2, ['Adam', 'Admin']);
    await showUsers();
    expect(controlNamed(harness.container, 'Add User')).toBeDefined();
    await search('owner@demo.test');
    await vi.waitFor(() => expect(rowOf('owner@demo.test')).toBeDefined());
    expect(updateButton(rowOf('owner@demo.test'))?.disabled).toBe(true);
    expect(statusSwitch(rowOf('owner@demo.test'))?.disabled).toBe(true);
    await search('user@demo.test');
    await vi.waitFor(() => expect(rowOf('user@demo.test')).toBeDefined());
    expect(updateButton(rowOf('user@demo.test'))?.disabled).toBe(false);
    expect(statusSwitch(rowOf('user@demo.test'))?.disabled).toBe(false);
  });
});
