import { http } from 'msw';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend, reseed, tokenFor } from '../../../../tests/support/demo-api';
import { clickOn, controlNamed, errorOf, fill, leave } from '../../../../tests/support/screen-dom';
import { screenHarness, serverProblem } from '../../../../tests/support/screen-harness';
import { demoAccountSession, actingAccount as account } from '../../../../tests/support/screen-session';
import { configureApiClient } from '@/lib/api-client';
import { initI18n } from '@/lib/i18n';
import { ProfilePage } from './profile-page';

/**
 * My Profile over the real demo handlers and seed, as each demo account (spec section 5): the password
 * section's rules before anything is sent, the names' rules, Enter saving, a failed save keeping what was
 * typed, the server's own refusal of a used or wrong password, single sign-on, and a failed load. What needs
 * a browser (the menu that leads here, the top bar's name renewed from the ID token, axe) stays in
 * tests/e2e/profile.spec.ts and the accessibility sweep.
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).actingSessionProviderMock(),
);
vi.mock('react-oidc-context', () => ({ useAuth: () => ({ user: { access_token: 'portal-token', id_token: 'id' } }) }));

const USERS = '/api/users';
const PASSWORD_TOAST = 'Unable to update Password - please verify that Password meets requirements';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();
const { toast, successToast } = harness;
/** The session's renewal of the ID token (the top bar's name comes from it). */
const refreshUser = vi.fn(async () => undefined);

/** Signs the API client and the session in as a demo account, in Acme Health. */
async function actAs(email: string) {
  account.token = await tokenFor(email);
  account.session = { ...demoAccountSession(email), refreshUser };
}

beforeAll(async () => {
  configureApiClient({ getAccessToken: () => account.token });
  await initI18n(['en']);
});
afterEach(() => {
  reseed();
  refreshUser.mockClear();
});

let visits = 0;
/** Opens the page as a new visit (a reload: nothing of the last visit's state is kept). */
async function open(email: string) {
  await actAs(email);
  visits += 1;
  await harness.show(<ProfilePage key={visits} title="Profile" />);
  await vi.waitFor(() => expect(field('First Name').value).not.toBe(''));
}

const container = () => harness.container;
const text = () => container().textContent ?? '';
const puts = () => callsTo(USERS).filter((call) => call.method === 'PUT');

/** The form control a label names (the label's text starts with `label`: a required mark may follow). */
function maybeField(label: string): HTMLInputElement | null {
  const element = [...container().querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.startsWith(label),
  );
  return element?.htmlFor ? (document.getElementById(element.htmlFor) as HTMLInputElement | null) : null;
}
function field(label: string): HTMLInputElement {
  const control = maybeField(label);
  if (!control) throw new Error(`No control labelled ${label}`);
  return control;
}

/** Enter in a field: the browser submits the field's form (jsdom has no implicit submission). */
async function pressEnterIn(input: HTMLInputElement) {
  await act(async () => input.form?.requestSubmit());
}

/** The text of the page's alert without its Retry button: the message alone. */
function alertMessage(): string | null | undefined {
  const copy = harness.alert()?.cloneNode(true) as Element | undefined;
  copy?.querySelectorAll('button').forEach((button) => button.remove());
  return copy?.textContent;
}

async function openPasswordSection() {
  await clickOn(controlNamed(container(), 'Change Password'));
  await vi.waitFor(() => expect(maybeField('Current Password')).not.toBeNull());
}

async function fillPasswords(current: string, next: string, confirm: string) {
  await fill(field('Current Password'), current);
  await fill(field('New Password'), next);
  await fill(field('Confirm Password'), confirm);
}

describe('My Profile: the password section', () => {
  it('validates the password fields before sending anything', async () => {
    await open('owner@demo.test');
    await openPasswordSection();
    await clickOn(controlNamed(container(), 'Save'));
    await vi.waitFor(() => expect(errorOf(field('Current Password'))).toBe('Current Password is required'));
    expect(errorOf(field('Confirm Password'))).toBe('Passwords must match');
    expect(document.activeElement).toBe(field('Current Password'));

    await fillPasswords('demo', 'Abcdefghij1', 'Abcdefghij2');
    await pressEnterIn(field('Confirm Password'));
    await vi.waitFor(() => expect(errorOf(field('Confirm Password'))).toBe('Passwords must match'));
    expect(text()).not.toContain('Current Password is required');

    await fill(field('New Password'), 'short');
    await fill(field('Confirm Password'), 'short');
    await vi.waitFor(() => expect(errorOf(field('New Password'))).toBe('At least 10 characters'));

    await clickOn(controlNamed(container(), 'Cancel Password Update'));
    expect(maybeField('Current Password')).toBeNull();
    expect(puts()).toHaveLength(0);
  });

  it('the demo server refuses a previously used or wrong password: the password toast, values kept', async () => {
    await open('owner@demo.test');
    await openPasswordSection();
    // One of the owner's previous passwords (seed): only the server knows the history.
    await fillPasswords('demo', 'Welcome2Acme!', 'Welcome2Acme!');
    await clickOn(controlNamed(container(), 'Save'));
    await vi.waitFor(() => expect(toast.mock.calls).toEqual([[PASSWORD_TOAST]]));
    expect(await puts()[0]!.body).toMatchObject({ status: 400, detail: expect.stringContaining('used before') });
    expect(field('New Password').value).toBe('Welcome2Acme!');
    expect(field('Current Password').value).toBe('demo');

    await fillPasswords('not-my-password', 'Another-Pass-2026', 'Another-Pass-2026');
    await clickOn(controlNamed(container(), 'Save'));
    await vi.waitFor(() => expect(toast.mock.calls).toEqual([[PASSWORD_TOAST], [PASSWORD_TOAST]]));
    expect(await puts()[1]!.body).toMatchObject({ status: 400, detail: 'Current Password is incorrect.' });
    expect(successToast).not.toHaveBeenCalled();
  });

  it('a single-sign-on user has no password section', async () => {
    await open('sso@demo.test');
    expect(field('First Name').value).toBe('Sam');
    expect(controlNamed(container(), 'Change Password')).toBeUndefined();
    expect(maybeField('Current Password')).toBeNull();
    expect(text()).toContain('You sign in with single sign-on');
  });
});

describe('My Profile: names', () => {
  it('names: required, limits, saved with Enter and kept on a server failure', async () => {
    await open('admin@demo.test');
    const first = () => field('First Name');
    const last = () => field('Last Name');
    await fill(first(), '');
    await leave(first());
    await vi.waitFor(() => expect(errorOf(first())).toBe('First name is required'));
    await fill(first(), 'x'.repeat(41));
    await vi.waitFor(() => expect(errorOf(first())).toBe('Too many characters'));
    await fill(last(), 'y'.repeat(51));
    await leave(last());
    await vi.waitFor(() => expect(errorOf(last())).toBe('Too many characters'));
    expect(errorOf(first())).toBe('Too many characters');

    server.use(http.put(`*${USERS}`, () => serverProblem()));
    await fill(first(), 'Adrian');
    await fill(last(), 'Admin');
    await pressEnterIn(first());
    await vi.waitFor(() => expect(toast.mock.calls).toEqual([['Error occurred while updating user']]));
    expect(first().value).toBe('Adrian');
    expect(refreshUser).not.toHaveBeenCalled();

    server.resetHandlers();
    await pressEnterIn(first());
    await vi.waitFor(() => expect(successToast.mock.calls).toEqual([['User updated successfully!']]));
    expect(puts()).toHaveLength(2);
    const body = (await puts()[1]!.sent) as Record<string, unknown>;
    expect(body).toMatchObject({ userId: 2, firstName: 'Adrian', lastName: 'Admin', email: 'admin@demo.test' });
    expect(body).not.toHaveProperty('currentPassword');
    // The top bar's name comes from the ID token: renewed at once (the renewal itself: tests/e2e/profile.spec.ts).
    expect(refreshUser).toHaveBeenCalledTimes(1);

    // Saved on the server: a new visit shows it.
    await open('admin@demo.test');
    expect(first().value).toBe('Adrian');
  });
});

describe('My Profile: loading', () => {
  it('a failed load shows the spec message', async () => {
    server.use(http.get(`*${USERS}`, () => serverProblem()));
    await actAs('owner@demo.test');
    await harness.show(<ProfilePage title="Profile" />);
    await vi.waitFor(() => expect(alertMessage()).toBe('Error occurred while retrieving company user'));
    // The query client's three more attempts came first.
    expect(callsTo(USERS)).toHaveLength(4);
    expect(harness.retryButton()).toBeDefined();
    expect(toast.mock.calls).toEqual([['Error occurred while retrieving company user']]);
  });
});
