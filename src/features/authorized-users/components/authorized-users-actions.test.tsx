import { http } from 'msw';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend, reseed, signedInApi } from '../../../../tests/support/demo-api';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { clickOn, controlNamed, fill, typeInto } from '../../../../tests/support/screen-dom';
import { screenHarness, serverProblem } from '../../../../tests/support/screen-harness';
import { env } from '@/config/env';
import type { CompanyUser } from '@/generated/model';
import { AuthorizedUsersPage } from './authorized-users-page';

/**
 * Authorized Users over the real demo handlers and seed, as the Acme Health owner: the Resend Confirmation
 * Email row action (PUT /api/users/sendConfirmationEmail) and the two messages of a failed add (spec
 * section 8: the toast and the stepper's message with the customer-support address).
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock(),
);
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ user: { access_token: 'portal-token', id_token: 'id' } }) }));

const USERS = '/api/users';
const RESEND = '/api/users/sendConfirmationEmail';
const RESEND_LABEL = 'Resend Confirmation Email';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();
const { toast, successToast } = harness;

signedInApi();
afterEach(() => reseed());

const show = () => harness.show(<AuthorizedUsersPage title="Authorized Users" />);
const rows = () => [...harness.container.querySelectorAll('tbody tr')];
const rowOf = (email: string) => rows().find((row) => row.textContent?.includes(email));
const resendIn = (row: Element | undefined) =>
  [...(row?.querySelectorAll('button') ?? [])].find((button) => button.textContent?.startsWith(RESEND_LABEL));
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const inputLabelled = (within: ParentNode, label: string) => {
  const element = [...within.querySelectorAll('label')].find((candidate) => candidate.textContent?.startsWith(label));
  return document.getElementById(element?.htmlFor ?? '') as HTMLInputElement;
};

/** Shows the page and returns the company's users as the backend answered them. */
async function showUsers(): Promise<CompanyUser[]> {
  await show();
  await vi.waitFor(() => expect(rows().length).toBeGreaterThan(1));
  return (await callsTo(USERS)[0]!.body) as CompanyUser[];
}

async function searchFor(text: string) {
  await typeInto(harness.container.querySelector<HTMLInputElement>('input[type="search"]')!, text);
  await vi.waitFor(() => expect(rowOf(text)).toBeDefined());
}

/** An active member of Acme who never signed in and is not an owner (the seed has several). */
const neverSignedIn = (users: CompanyUser[]) =>
  users.find((user) => user.lastLogin === null && user.isActiveForCompany && user.userRole !== 1)!;

describe('Resend Confirmation Email', () => {
  it('is offered on the rows of users who never signed in, and only there', async () => {
    const users = await showUsers();
    expect(users.some((user) => user.lastLogin === null)).toBe(true);
    for (const row of rows()) {
      const user = users.find((candidate) => row.textContent?.includes(candidate.emailAddress))!;
      expect(resendIn(row) !== undefined, user.emailAddress).toBe(user.lastLogin === null);
    }
    const target = neverSignedIn(users);
    await searchFor(target.emailAddress);
    expect(resendIn(rowOf(target.emailAddress))?.disabled).toBe(false);
    // Its accessible name says whose row it is.
    expect(resendIn(rowOf(target.emailAddress))?.textContent).toBe(`${RESEND_LABEL}${target.fullName}`);
  });

  it('sends PUT /api/users/sendConfirmationEmail once, even for a double click, and confirms', async () => {
    const target = neverSignedIn(await showUsers());
    await searchFor(target.emailAddress);
    const button = resendIn(rowOf(target.emailAddress));
    await act(async () => {
      button?.click();
      button?.click();
    });
    await vi.waitFor(() => expect(successToast.mock.calls).toEqual([['Confirmation email sent.']]));
    const sent = callsTo(RESEND);
    expect(sent.map((call) => call.method)).toEqual(['PUT']);
    expect(await sent[0]!.sent).toEqual({ userId: target.userId, email: target.emailAddress });
    expect(toast).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(resendIn(rowOf(target.emailAddress))?.disabled).toBe(false));
  });

  it('a failure toasts its message and the button can be used again', async () => {
    const target = neverSignedIn(await showUsers());
    await searchFor(target.emailAddress);
    server.use(http.put(`*${RESEND}`, () => serverProblem()));
    await clickOn(resendIn(rowOf(target.emailAddress)));
    await vi.waitFor(() =>
      expect(toast.mock.calls).toEqual([['Error occurred while resending the confirmation email']]),
    );
    expect(successToast).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(resendIn(rowOf(target.emailAddress))?.disabled).toBe(false));
  });
});

describe('a failed add', () => {
  it("toasts 'Error occurred while adding new user' and the stepper names customer support, with Close", async () => {
    await showUsers();
    server.use(http.post(`*${USERS}`, () => serverProblem()));
    await clickOn(controlNamed(harness.container, 'Add User'));
    await fill(inputLabelled(dialog()!, 'Email'), 'robin.fail@example.com');
    await clickOn(controlNamed(dialog()!, 'Next'));
    await vi.waitFor(() => expect(inputLabelled(dialog()!, 'First Name')).toBeTruthy());
    await typeInto(inputLabelled(dialog()!, 'First Name'), 'Robin');
    await typeInto(inputLabelled(dialog()!, 'Last Name'), 'Fail');
    await clickOn(controlNamed(dialog()!, 'Add User'));

    const message = `Error occurred while adding user. Please contact Customer Service at ${env.supportEmail}`;
    await vi.waitFor(() => expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe(message));
    expect(toast.mock.calls).toEqual([['Error occurred while adding new user']]);
    expect(successToast).not.toHaveBeenCalled();
    // The customer-support address, not the company's account manager.
    expect(env.supportEmail).not.toBe(demoCompanies.acme.amEmail);
    expect(callsTo(USERS).filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(await callsTo(USERS).find((call) => call.method === 'POST')!.sent).toMatchObject({
      email: 'robin.fail@example.com',
      firstName: 'Robin',
      lastName: 'Fail',
    });

    await clickOn(controlNamed(dialog()!, 'Close'));
    expect(dialog()?.querySelector('[role="alert"]')).toBeNull();
    expect(inputLabelled(dialog()!, 'First Name').value).toBe('Robin');
    expect(inputLabelled(dialog()!, 'Last Name').value).toBe('Fail');
    // The person may try again.
    expect(controlNamed(dialog()!, 'Add User')?.hasAttribute('disabled')).toBe(false);
  });
});
