import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { recordedDemoBackend, reseed } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { errorOf, fieldLabelled, replaceText, serverProblem } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import { ProfilePage } from './profile-page';

/**
 * My Profile over the real demo handlers and seed, as each demo account (spec section 5): the password
 * section's rules before anything is sent, the names' rules, Enter saving, a failed save keeping what was
 * typed, the server's own refusal of a used or wrong password, single sign-on, and a failed load. What needs
 * a browser (the menu that leads here, the top bar's name renewed from the ID token, axe) stays in
 * tests/e2e/profile.spec.ts and the accessibility sweep. The page is rendered in the app's providers without
 * the shell.
 */

const USERS = '/api/users';
const PASSWORD_TOAST = 'Unable to update Password - please verify that Password meets requirements';

const { server, callsTo } = recordedDemoBackend();
/** Set by a test that changes the demo data: the database is seeded again after it (only then: seeding is slow). */
let changesData = false;
afterEach(() => {
  if (changesData) reseed();
  changesData = false;
});

/** The page as `account` sees it: a new visit (a reload: nothing of an earlier visit's state is kept). */
const render = (account: string) => renderApp(<ProfilePage />, { account, url: paths.accountProfile.href() });

/** Opens the page as `account` and waits for their record to fill the form. */
async function open(account: string) {
  const app = await render(account);
  await waitFor(() => expect(fieldLabelled('First Name')).not.toHaveValue(''));
  return app;
}

const puts = () => callsTo(USERS).filter((request) => request.method === 'PUT');

/** The form control a label names (a required mark may follow the label's text). */
const maybeField = (label: string) => screen.queryByLabelText(new RegExp(`^${label}`));

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** Enter in a field: the browser submits the field's form. */
async function pressEnterIn(user: User, input: HTMLElement) {
  await user.type(input, '{Enter}');
}

async function openPasswordSection(user: User) {
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  await screen.findByLabelText(/^Current Password/);
}

async function fillPasswords(user: User, current: string, next: string, confirm: string) {
  await replaceText(user, fieldLabelled('Current Password'), current);
  await replaceText(user, fieldLabelled('New Password'), next);
  await replaceText(user, fieldLabelled('Confirm Password'), confirm);
}

describe('My Profile: the password section', () => {
  it('validates the password fields before sending anything', async () => {
    const { user } = await open('owner@demo.test');
    await openPasswordSection(user);
    expect(fieldLabelled('New Password')).toHaveAccessibleDescription(
      'Password requirements: at least 10 characters; not a previously used password.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(errorOf(fieldLabelled('Current Password'))).toBe('Current Password is required'));
    expect(errorOf(fieldLabelled('Confirm Password'))).toBe('Passwords must match');
    expect(fieldLabelled('Current Password')).toHaveFocus();

    await fillPasswords(user, 'demo', 'Abcdefghij1', 'Abcdefghij2');
    await pressEnterIn(user, fieldLabelled('Confirm Password'));
    await waitFor(() => expect(errorOf(fieldLabelled('Confirm Password'))).toBe('Passwords must match'));
    expect(screen.queryByText(/Current Password is required/)).not.toBeInTheDocument();

    await replaceText(user, fieldLabelled('New Password'), 'short');
    await replaceText(user, fieldLabelled('Confirm Password'), 'short');
    await waitFor(() => expect(errorOf(fieldLabelled('New Password'))).toBe('At least 10 characters'));

    await user.click(screen.getByRole('button', { name: 'Cancel Password Update' }));
    expect(maybeField('Current Password')).not.toBeInTheDocument();
    expect(puts()).toHaveLength(0);
  });

  it('the demo server refuses a previously used or wrong password: the password toast, values kept', async () => {
    const { user, toasts } = await open('owner@demo.test');
    await openPasswordSection(user);
    // One of the owner's previous passwords (seed): only the server knows the history.
    await fillPasswords(user, 'demo', 'Welcome2Acme!', 'Welcome2Acme!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.error.mock.calls).toEqual([[PASSWORD_TOAST]]));
    expect(await puts()[0]!.body).toMatchObject({ status: 400, detail: expect.stringContaining('used before') });
    expect(fieldLabelled('New Password')).toHaveValue('Welcome2Acme!');
    expect(fieldLabelled('Current Password')).toHaveValue('demo');

    await fillPasswords(user, 'not-my-password', 'Another-Pass-2026', 'Another-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.error.mock.calls).toEqual([[PASSWORD_TOAST], [PASSWORD_TOAST]]));
    expect(await puts()[1]!.body).toMatchObject({ status: 400, detail: 'Current Password is incorrect.' });
    expect(toasts.success).not.toHaveBeenCalled();
  });

  it('a single-sign-on user has no password section', async () => {
    await open('sso@demo.test');
    expect(fieldLabelled('First Name')).toHaveValue('Sam');
    expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();
    expect(maybeField('Current Password')).not.toBeInTheDocument();
    expect(screen.getByText(/You sign in with single sign-on/)).toBeInTheDocument();
  });
});

describe('My Profile: names', () => {
  it('names: required, limits, saved with Enter and kept on a server failure', async () => {
    changesData = true;
    const { user, toasts, auth } = await open('admin@demo.test');
    const first = () => fieldLabelled('First Name');
    const last = () => fieldLabelled('Last Name');
    await user.clear(first());
    await user.tab();
    await waitFor(() => expect(errorOf(first())).toBe('First name is required'));
    await replaceText(user, first(), 'x'.repeat(41));
    await waitFor(() => expect(errorOf(first())).toBe('Too many characters'));
    await replaceText(user, last(), 'y'.repeat(51));
    await user.tab();
    await waitFor(() => expect(errorOf(last())).toBe('Too many characters'));
    expect(errorOf(first())).toBe('Too many characters');

    server.use(http.put(`*${USERS}`, () => serverProblem()));
    await replaceText(user, first(), 'Adrian');
    await replaceText(user, last(), 'Admin');
    await pressEnterIn(user, first());
    await waitFor(() => expect(toasts.error.mock.calls).toEqual([['Error occurred while updating user']]));
    expect(first()).toHaveValue('Adrian');
    // The session's renewal of the ID token (the top bar's name comes from it).
    expect(auth.signinSilent).not.toHaveBeenCalled();

    server.resetHandlers();
    await pressEnterIn(user, first());
    await waitFor(() => expect(toasts.success.mock.calls).toEqual([['User updated successfully!']]));
    expect(puts()).toHaveLength(2);
    const body = (await puts()[1]!.sent) as Record<string, unknown>;
    expect(body).toMatchObject({ userId: 2, firstName: 'Adrian', lastName: 'Admin', email: 'admin@demo.test' });
    expect(body).not.toHaveProperty('currentPassword');
    // The top bar's name comes from the ID token: renewed at once (the renewal itself: tests/e2e/profile.spec.ts).
    expect(auth.signinSilent).toHaveBeenCalledTimes(1);

    // Saved on the server: a new visit shows it.
    await open('admin@demo.test');
    expect(first()).toHaveValue('Adrian');
  });
});

describe('My Profile: email', () => {
  it("refuses another member's email with 'User already exists in the company' and sends nothing", async () => {
    const { user } = await open('admin@demo.test');
    const email = () => fieldLabelled('Email');
    // The owner's address, as a person might type it (case and spaces do not make it another).
    await replaceText(user, email(), ' Owner@Demo.test');
    await pressEnterIn(user, email());
    await waitFor(() => expect(errorOf(email())).toBe('User already exists in the company'));
    expect(puts()).toHaveLength(0);
    // One's own address is no other member's.
    await replaceText(user, email(), 'admin@demo.test');
    await waitFor(() => expect(errorOf(email())).toBe(''));
  });
});

describe('My Profile: loading', () => {
  it('a failed load shows the spec message', async () => {
    server.use(http.get(`*${USERS}`, () => serverProblem()));
    const { toasts } = await render('owner@demo.test');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error occurred while retrieving company user')).toBeInTheDocument();
    // The query client's three more attempts came first (the record's calls; the company's list, which
    // only helps the email check, fails quietly beside them).
    expect(callsTo(USERS).filter((request) => request.query['userId'] !== undefined)).toHaveLength(4);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(toasts.error.mock.calls).toEqual([['Error occurred while retrieving company user']]);
  });
});
