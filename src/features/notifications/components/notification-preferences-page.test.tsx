import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { recordedDemoBackend, reseed } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { itRecoversFromLoadFailures, serverProblem } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import type { NotificationPreference } from '@/generated/model';
import { NotificationPreferencesPage } from './notification-preferences-page';

/**
 * /notification/preferences over the real demo handlers and seed (eight notification types):
 * the table, the switches from the answer, one opt-in or opt-out per change (none while one is on its way),
 * the new status kept, the catalogue message for a failed load or change. Axe is in
 * tests/e2e/notifications.spec.ts.
 */

const ACME = demoCompanies.acme.id;
const PREFERENCES = '/api/Notifications/preferences';
const OPT_IN = '/api/Notifications/preferences/optin';
const OPT_OUT = '/api/Notifications/preferences/optout';
const PREFERENCES_MESSAGE = 'Error occurred while trying to retrieve notifications preferences.';

const { server, calls, callsTo } = recordedDemoBackend();

/** The page at its address, as the owner opens it (the page alone: through the route table the file took twice as long). */
const show = () =>
  renderApp(<NotificationPreferencesPage />, {
    url: paths.notificationPreferences.href(),
  });

const table = () => screen.getByRole('table', { name: 'Notification preferences' });
const head = () => within(table()).getAllByRole('rowgroup')[0]!;
const body = () => within(table()).getAllByRole('rowgroup')[1]!;
const rows = () => within(body()).getAllByRole('row');
/** The Notify Me switch of a type (its label names the type). */
const switchOf = (name: string) => within(body()).getByLabelText(`Notify me: ${name}`);
const changes = () => calls.filter((call) => call.path === OPT_IN || call.path === OPT_OUT);

async function showPreferences() {
  const app = await show();
  await waitFor(() => expect(rows()).toHaveLength(8));
  return { ...app, preferences: (await callsTo(PREFERENCES)[0]!.body) as NotificationPreference[] };
}

describe('NotificationPreferencesPage', () => {
  afterEach(() => reseed());

  it('shows Notification Type, Description and a Notify Me switch per type, as the answer says', async () => {
    const { preferences } = await showPreferences();
    expect(callsTo(PREFERENCES)[0]!.query).toEqual({ companyId: String(ACME), userId: '1' });
    expect(
      within(head())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Notification Type', 'Description', 'Notify Me']);
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((cell) => cell.textContent),
      ),
    ).toEqual(preferences.map((preference) => [preference.name, preference.description]));
    for (const preference of preferences) {
      if (preference.status) expect(switchOf(preference.name)).toBeChecked();
      else expect(switchOf(preference.name)).not.toBeChecked();
    }
    expect(preferences.some((preference) => preference.status)).toBe(true);
    expect(preferences.some((preference) => !preference.status)).toBe(true);
  });

  it('a change sends one opt-in or opt-out with the company, user and type; a second click while it runs sends nothing', async () => {
    const { user, preferences } = await showPreferences();
    const off = preferences.find((preference) => !preference.status)!;
    const on = preferences.find((preference) => preference.status)!;

    // The first answer waits until released (then the demo handler gives it), so the second click comes while it runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(`*${OPT_IN}`, () => held.then(() => undefined), { once: true }));
    await user.click(switchOf(off.name));
    await waitFor(() => expect(switchOf(off.name)).toBeDisabled());
    expect(switchOf(off.name)).toBeChecked();
    await user.click(switchOf(off.name));
    release();
    await waitFor(() => expect(changes()).toHaveLength(1));
    await waitFor(() => expect(switchOf(off.name)).toBeEnabled());
    expect(changes().map((call) => call.path)).toEqual([OPT_IN]);
    expect(await changes()[0]!.sent).toEqual({ companyId: ACME, userId: 1, notificationTypeId: off.id });
    expect(switchOf(off.name)).toBeChecked();

    await user.click(switchOf(on.name));
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(changes()[1]!.path).toBe(OPT_OUT);
    expect(await changes()[1]!.sent).toEqual({ companyId: ACME, userId: 1, notificationTypeId: on.id });
    await waitFor(() => expect(switchOf(on.name)).not.toBeChecked());

    // The server kept both: the list asked again says so.
    await waitFor(() => expect(callsTo(PREFERENCES).length).toBeGreaterThan(2));
    const again = (await callsTo(PREFERENCES).at(-1)!.body) as NotificationPreference[];
    expect(again.find((preference) => preference.id === off.id)?.status).toBe(true);
    expect(again.find((preference) => preference.id === on.id)?.status).toBe(false);
  });

  it('a failed change toasts the Preferences message and the switch keeps its status', async () => {
    server.use(http.post(`*${OPT_IN}`, () => serverProblem()));
    const { user, toasts, preferences } = await showPreferences();
    const off = preferences.find((preference) => !preference.status)!;
    await user.click(switchOf(off.name));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(PREFERENCES_MESSAGE));
    await waitFor(() => expect(switchOf(off.name)).toBeEnabled());
    expect(switchOf(off.name)).not.toBeChecked();
    // What the switch shows (its label's state), not only its input.
    expect(within(body()).getByText(`Notify me: ${off.name}`)).toHaveAttribute('data-state', 'unchecked');
  });

  itRecoversFromLoadFailures(
    server,
    [
      {
        name: 'a refused list (403)',
        answer: () => HttpResponse.json({ title: 'Forbidden', status: 403 }, { status: 403 }),
        requests: 1,
      },
    ],
    {
      request: `*${PREFERENCES}`,
      message: PREFERENCES_MESSAGE,
      heading: 'Notification Preferences',
      show,
      shown: () => waitFor(() => expect(rows()).toHaveLength(8)),
    },
  );
});
