import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { fillAddUser } from '@tests/support/add-user';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { renderApp } from '@tests/support/render-app';
import { fieldLabelled, replaceText, serverProblem } from '@tests/support/screen-support';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { UserRole, type CompanyUser } from '@/generated/model';
import { AuthorizedUsersPage } from './authorized-users-page';

/**
 * Authorized Users over the real demo handlers and seed, as the Acme Health owner: the Resend Confirmation
 * Email row action (PUT /api/users/sendConfirmationEmail) and the two messages of a failed add (spec
 * section 8: the toast and the stepper's message with the customer-support address). The page is rendered
 * in the app's providers without the shell (the shell's own tests cover it; it would only add time here).
 * None of these tests changes the demo data (the resend changes nothing, the add is refused), so the
 * database is not seeded again between them.
 */

const USERS = '/api/users';
const RESEND = '/api/users/sendConfirmationEmail';
const RESEND_LABEL = 'Resend Confirmation Email';

const { server, callsTo } = recordedDemoBackend();

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const table = () => screen.getByRole('table', { name: 'Authorized users' });
/** The rows of the table's body. */
const rows = () => within(within(table()).getAllByRole('rowgroup')[1]!).getAllByRole('row');
const rowOf = (email: string) => within(table()).getByRole('row', { name: new RegExp(escaped(email), 'i') });
const resendIn = (row: HTMLElement) => within(row).queryByRole('button', { name: new RegExp(`^${RESEND_LABEL}`) });
/** The form control a label names (a required mark may follow the label's text). */

/** Shows the page and returns the company's users as the backend answered them. */
async function showUsers() {
  const app = await renderApp(<AuthorizedUsersPage />, {
    url: paths.accountAuthorizedUsers.href(),
  });
  await waitFor(() => expect(rows().length).toBeGreaterThan(1));
  const users = (await callsTo(USERS)[0]!.body) as CompanyUser[];
  return { ...app, users };
}

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function searchFor(user: User, text: string) {
  await replaceText(user, screen.getByRole('searchbox', { name: 'Search' }), text);
  await waitFor(() => expect(within(table()).getByText(text)).toBeInTheDocument());
}

/** An active member of Acme who never signed in and is not an owner (the seed has several). */
const neverSignedIn = (users: CompanyUser[]) =>
  users.find((member) => member.lastLogin === null && member.isActiveForCompany && member.userRole !== UserRole.Owner)!;

describe('Resend Confirmation Email', () => {
  it('is offered on the rows of users who never signed in, and only there', async () => {
    const { user, users } = await showUsers();
    expect(users.some((member) => member.lastLogin === null)).toBe(true);
    for (const row of rows()) {
      const email = within(row).getAllByRole('cell')[1]!.textContent;
      const member = users.find((candidate) => candidate.emailAddress === email)!;
      expect(resendIn(row) !== null, member.emailAddress).toBe(member.lastLogin === null);
    }
    const target = neverSignedIn(users);
    await searchFor(user, target.emailAddress);
    const resend = resendIn(rowOf(target.emailAddress));
    expect(resend).toBeEnabled();
    // Its accessible name says whose row it is.
    expect(resend).toHaveAccessibleName(`${RESEND_LABEL} ${target.fullName}`);
  });

  it('sends PUT /api/users/sendConfirmationEmail once, even for a double click, and confirms', async () => {
    const { user, users, toasts } = await showUsers();
    const target = neverSignedIn(users);
    await searchFor(user, target.emailAddress);
    // Both clicks land before the page renders again: the button is not yet disabled for the second.
    await user.dblClick(resendIn(rowOf(target.emailAddress))!);
    await waitFor(() => expect(toasts.success.mock.calls).toEqual([['Confirmation email sent.']]));
    const sent = callsTo(RESEND);
    expect(sent.map((request) => request.method)).toEqual(['PUT']);
    expect(await sent[0]!.sent).toEqual({ userId: target.userId, email: target.emailAddress });
    expect(toasts.error).not.toHaveBeenCalled();
    await waitFor(() => expect(resendIn(rowOf(target.emailAddress))).toBeEnabled());
  });

  it('a failure toasts its message and the button can be used again', async () => {
    const { user, users, toasts } = await showUsers();
    const target = neverSignedIn(users);
    await searchFor(user, target.emailAddress);
    server.use(http.put(`*${RESEND}`, () => serverProblem()));
    await user.click(resendIn(rowOf(target.emailAddress))!);
    await waitFor(() =>
      expect(toasts.error.mock.calls).toEqual([['Error occurred while resending the confirmation email']]),
    );
    expect(toasts.success).not.toHaveBeenCalled();
    await waitFor(() => expect(resendIn(rowOf(target.emailAddress))).toBeEnabled());
  });
});

describe('a failed add', () => {
  it("toasts 'Error occurred while adding new user' and the stepper names customer support, with Close", async () => {
    const { user, toasts } = await showUsers();
    server.use(http.post(`*${USERS}`, () => serverProblem()));
    const dialog = await fillAddUser(user, { email: 'robin.fail@example.com', firstName: 'Robin', lastName: 'Fail' });
    await user.click(within(dialog).getByRole('button', { name: 'Add User' }));

    const message = `Error occurred while adding user. Please contact Customer Service at ${env.supportEmail}`;
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(new RegExp(`^${escaped(message)}$`));
    expect(toasts.error.mock.calls).toEqual([['Error occurred while adding new user']]);
    expect(toasts.success).not.toHaveBeenCalled();
    // The customer-support address, not the company's account manager.
    expect(env.supportEmail).not.toBe(demoCompanies.acme.amEmail);
    expect(callsTo(USERS).filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(await callsTo(USERS).find((request) => request.method === 'POST')!.sent).toMatchObject({
      email: 'robin.fail@example.com',
      firstName: 'Robin',
      lastName: 'Fail',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(fieldLabelled('First Name', dialog)).toHaveValue('Robin');
    expect(fieldLabelled('Last Name', dialog)).toHaveValue('Fail');
    // The person may try again.
    expect(within(dialog).getByRole('button', { name: 'Add User' })).toBeEnabled();
  });
});

describe('the Add User dialog', () => {
  it('gives focus back to Add User when it closes, with Escape or Cancel', async () => {
    const { user } = await showUsers();
    const addUser = screen.getByRole('button', { name: 'Add User' });
    await user.click(addUser);
    let dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await waitFor(() => expect(fieldLabelled('Email', dialog)).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(addUser).toHaveFocus());

    await user.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(addUser).toHaveFocus());
  });
});
