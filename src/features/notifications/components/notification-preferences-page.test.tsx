import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { recordedDemoBackend, reseed, signedInApi } from '../../../../tests/support/demo-api';
import { clickOn } from '../../../../tests/support/screen-dom';
import { screenHarness, serverProblem } from '../../../../tests/support/screen-harness';
import type { NotificationPreference } from '@/generated/model';
import { NotificationPreferencesPage } from './notification-preferences-page';

/**
 * /notification/preferences over the real demo handlers and seed (eight notification types): the table,
 * the switches from the answer, one opt-in or opt-out per change (none while one is on its way), the new
 * status kept, the catalogue message for a failed load or change. Axe is in tests/e2e/notifications.spec.ts.
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock(),
);

const ACME = demoCompanies.acme.id;
const PREFERENCES = '/api/Notifications/preferences';
const OPT_IN = '/api/Notifications/preferences/optin';
const OPT_OUT = '/api/Notifications/preferences/optout';
const PREFERENCES_MESSAGE = 'Error occurred while trying to retrieve notifications preferences.';

const { server, calls, callsTo } = recordedDemoBackend();
const harness = screenHarness();

signedInApi();

const show = () => harness.show(<NotificationPreferencesPage title="Notification Preferences" />);
const rows = () => [...harness.container.querySelectorAll('tbody tr')];
const switchOf = (name: string) =>
  harness.container.querySelector<HTMLInputElement>(`input[aria-label="Notify me: ${name}"]`) ??
  [...harness.container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find(
    (input) => input.closest('label')?.textContent === `Notify me: ${name}`,
  )!;
const changes = () => calls.filter((call) => call.path === OPT_IN || call.path === OPT_OUT);

async function showPreferences(): Promise<NotificationPreference[]> {
  await show();
  await vi.waitFor(() => expect(rows()).toHaveLength(8));
  return (await callsTo(PREFERENCES)[0]!.body) as NotificationPreference[];
}

/** Flips a switch as a click on it does. */
async function flip(input: HTMLInputElement) {
  await clickOn(input.closest('label'));
}

describe('NotificationPreferencesPage', () => {
  afterEach(() => reseed());

  it('shows Notification Type, Description and a Notify Me switch per type, as the answer says', async () => {
    const preferences = await showPreferences();
    expect(callsTo(PREFERENCES)[0]!.query).toEqual({ companyId: String(ACME), userId: '1' });
    expect(harness.container.querySelector('thead')?.textContent).toBe('Notification TypeDescriptionNotify Me');
    expect(rows().map((row) => [...row.querySelectorAll('td')].slice(0, 2).map((cell) => cell.textContent))).toEqual(
      preferences.map((preference) => [preference.name, preference.description]),
    );
    for (const preference of preferences) expect(switchOf(preference.name).checked).toBe(preference.status);
    expect(preferences.some((preference) => preference.status)).toBe(true);
    expect(preferences.some((preference) => !preference.status)).toBe(true);
  });

  it('a change sends one opt-in or opt-out with the company, user and type; a second click while it runs sends nothing', async () => {
    const preferences = await showPreferences();
    const off = preferences.find((preference) => !preference.status)!;
    const on = preferences.find((preference) => preference.status)!;

    // The first answer waits until released (then the demo handler gives it), so the second click comes while it runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(`*${OPT_IN}`, () => held.then(() => undefined), { once: true }));
    await flip(switchOf(off.name));
    await vi.waitFor(() => expect(switchOf(off.name).disabled).toBe(true));
    expect(switchOf(off.name).checked).toBe(true);
    await flip(switchOf(off.name));
    release();
    await vi.waitFor(() => expect(changes()).toHaveLength(1));
    await vi.waitFor(() => expect(switchOf(off.name).disabled).toBe(false));
    expect(changes().map((call) => call.path)).toEqual([OPT_IN]);
    expect(await changes()[0]!.sent).toEqual({ companyId: ACME, userId: 1, notificationTypeId: off.id });
    expect(switchOf(off.name).checked).toBe(true);

    await flip(switchOf(on.name));
    await vi.waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes()[1]!.path).toBe(OPT_OUT);
    expect(await changes()[1]!.sent).toEqual({ companyId: ACME, userId: 1, notificationTypeId: on.id });
    await vi.waitFor(() => expect(switchOf(on.name).checked).toBe(false));

    // The server kept both: the list asked again says so.
    await vi.waitFor(() => expect(callsTo(PREFERENCES).length).toBeGreaterThan(2));
    const again = (await callsTo(PREFERENCES).at(-1)!.body) as NotificationPreference[];
    expect(again.find((preference) => preference.id === off.id)?.status).toBe(true);
    expect(again.find((preference) => preference.id === on.id)?.status).toBe(false);
  });

  it('a failed change toasts the Preferences message and the switch keeps its status', async () => {
    server.use(http.post(`*${OPT_IN}`, () => serverProblem()));
    const preferences = await showPreferences();
    const off = preferences.find((preference) => !preference.status)!;
    await flip(switchOf(off.name));
    await vi.waitFor(() => expect(harness.toast).toHaveBeenCalledWith(PREFERENCES_MESSAGE));
    await vi.waitFor(() => expect(switchOf(off.name).disabled).toBe(false));
    expect(switchOf(off.name).checked).toBe(false);
    expect(switchOf(off.name).closest('label')?.getAttribute('data-state')).toBe('unchecked');
  });

  it('a failed list says the Preferences message with Retry, which recovers', async () => {
    server.use(
      http.get(`*${PREFERENCES}`, () => HttpResponse.json({ title: 'Forbidden', status: 403 }, { status: 403 }), {
        once: true,
      }),
    );
    await show();
    await vi.waitFor(() => expect(harness.alert()?.textContent).toContain(PREFERENCES_MESSAGE));
    expect(harness.toast).toHaveBeenCalledWith(PREFERENCES_MESSAGE);
    await clickOn(harness.retryButton());
    await vi.waitFor(() => expect(rows()).toHaveLength(8));
  });
});
