import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { recordedDemoBackend, reseed, signedInApi } from '../../../../tests/support/demo-api';
import { clickOn, controlNamed, tablesShown } from '../../../../tests/support/screen-dom';
import {
  locationProbe,
  screenHarness,
  serverProblem,
  stubResizeObserver,
} from '../../../../tests/support/screen-harness';
import type { Notification } from '@/generated/model';
import { formattersFor } from '@/lib/format';
import { newestFirst } from '../utils/notification-rules';
import { NotificationBell } from './notification-bell';
import { NotificationListPage } from './notification-list-page';

/**
 * /notification/list over the real demo handlers and seed (the Acme Health owner: 24 notifications, 14
 * unread), with the bell beside it as in the shell: the rows, unread told apart by text and weight, Select
 * all and a row's checkbox, Mark as Read's triples, the bell in step, following a link, the catalogue
 * messages. Axe and the browser's view are in tests/e2e/notifications.spec.ts.
 */
stubResizeObserver();

vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock(),
);

const ACME = demoCompanies.acme.id;
const UNREAD = `/api/Notifications/company/${ACME}/user/1/3`;
const ALL = `/api/Notifications/company/${ACME}/user/1/1`;
const READ = '/api/Notifications/read';
const ALL_MESSAGE = 'Error occurred while trying to retrieve all notifications.';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();
const english = formattersFor('en');

signedInApi();

const { seen, LocationProbe } = locationProbe();

let shown = 0;
const show = () =>
  harness.show(
    // A new router each time: the page opens afresh at /notification/list.
    <MemoryRouter key={(shown += 1)} initialEntries={['/notification/list']}>
      <NotificationBell />
      <Routes>
        <Route path="/notification/list" element={<NotificationListPage title="Notifications" />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );

const container = () => harness.container;
const bellName = () =>
  container().querySelector('button[aria-label^="Notifications"]')?.getAttribute('aria-label') ?? '';
const unreadCount = () => container().querySelector('[data-testid="unread-count"]')?.textContent ?? '';
const rows = () => [...container().querySelectorAll('tbody tr')];
const rowOf = (notification: Notification) =>
  rows().find((row) => row.textContent?.includes(notification.description))!;
const unreadRows = () => rows().filter((row) => row.querySelector('[data-unread]'));
const checkbox = (within: ParentNode) => within.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
const selectAll = () => container().querySelector<HTMLInputElement>('thead input[type="checkbox"]')!;
const markRead = () => controlNamed(container(), 'Mark as Read') as HTMLButtonElement;

/** Ticks a checkbox as a click on its label does. */
async function tick(input: HTMLInputElement) {
  await clickOn(input.closest('label'));
}

async function showList() {
  await show();
  await vi.waitFor(() => expect(unreadCount()).toBe('14 unread notifications.'));
  await tablesShown(container());
}

async function allAnswer(): Promise<Notification[]> {
  return (await callsTo(ALL)[0]!.body) as Notification[];
}

describe('NotificationListPage: the rows', () => {
  it('lists every notification newest first with date and description; unread ones say Unread and are bold', async () => {
    await showList();
    const all = newestFirst(await allAnswer());
    expect(all).toHaveLength(24);
    expect(rows()).toHaveLength(24);
    expect(container().querySelector('thead')?.textContent).toBe('Select allDateDescription');
    rows().forEach((row, index) => {
      const notification = all[index]!;
      const cells = [...row.querySelectorAll('td')].map((cell) => cell.textContent);
      expect(cells).toEqual([
        `Select: ${notification.description}`,
        english.dateTime(notification.dateCreated),
        `${notification.isRead ? '' : 'Unread'}${notification.description}`,
      ]);
      const weight = row.querySelector('td:nth-child(3) span:last-child');
      expect(getComputedStyle(weight!).fontWeight, notification.description).toBe(notification.isRead ? '400' : '600');
    });
    expect(unreadRows()).toHaveLength(14);
    // A description is a link to where the notification points.
    expect(rows()[0]!.querySelector('a')?.getAttribute('href')).toBe(all[0]!.link);
    expect(markRead().disabled).toBe(true);
  });

  it("says 'You have no notifications.' with none", async () => {
    server.use(http.get(`*${ALL}`, () => HttpResponse.json([])));
    await show();
    await vi.waitFor(() => expect(container().querySelector('tbody')?.textContent).toBe('You have no notifications.'));
    expect(selectAll().disabled).toBe(true);
  });

  it('a failed list says the All message with Retry, which recovers', async () => {
    server.use(http.get(`*${ALL}`, () => serverProblem(404), { once: true }));
    await show();
    await vi.waitFor(() => expect(harness.alert()?.textContent).toContain(ALL_MESSAGE));
    expect(harness.toast).toHaveBeenCalledWith(ALL_MESSAGE);
    await clickOn(harness.retryButton());
    await vi.waitFor(() => expect(rows()).toHaveLength(24));
  });
});

describe('NotificationListPage: Mark as Read', () => {
  afterEach(() => reseed());

  it('Select all then Mark as Read sends the triples of the unread ones; the rows and the bell show them read', async () => {
    await showList();
    await vi.waitFor(() => expect(bellName()).toBe('Notifications, 14 unread'));
    const all = await allAnswer();
    await tick(selectAll());
    expect(rows().every((row) => checkbox(row).checked)).toBe(true);
    expect(markRead().disabled).toBe(false);
    await clickOn(markRead());
    await vi.waitFor(() => expect(unreadCount()).toBe('0 unread notifications.'));
    expect(callsTo(READ)).toHaveLength(1);
    const sent = (await callsTo(READ)[0]!.sent) as { readNotifications: number[][] };
    expect(new Set(sent.readNotifications)).toEqual(
      new Set(all.filter((notification) => !notification.isRead).map(({ id }) => [ACME, 1, id])),
    );
    expect(unreadRows()).toHaveLength(0);
    await vi.waitFor(() => expect(bellName()).toBe('Notifications, 0 unread'));
    // The selection is done with, and both lists were asked for again.
    expect(rows().some((row) => checkbox(row).checked)).toBe(false);
    await vi.waitFor(() => expect(callsTo(ALL).length).toBeGreaterThan(1));
    await vi.waitFor(() => expect(callsTo(UNREAD).length).toBeGreaterThan(1));
  });

  it('one row’s checkbox marks that one; a read row alone leaves Mark as Read disabled', async () => {
    await showList();
    const all = newestFirst(await allAnswer());
    const read = all.find((notification) => notification.isRead)!;
    const unread = all.find((notification) => !notification.isRead)!;
    await tick(checkbox(rowOf(read)));
    expect(selectAll().closest('label')?.getAttribute('data-state')).toBe('indeterminate');
    expect(markRead().disabled).toBe(true);
    await tick(checkbox(rowOf(unread)));
    await clickOn(markRead());
    await vi.waitFor(() => expect(unreadCount()).toBe('13 unread notifications.'));
    expect(await callsTo(READ)[0]!.sent).toEqual({ readNotifications: [[ACME, 1, unread.id]] });
    expect(rowOf(unread).querySelector('[data-unread]')).toBeNull();
    await vi.waitFor(() => expect(bellName()).toBe('Notifications, 13 unread'));
  });

  it('following an unread notification’s link goes there and marks it read; a read one marks nothing', async () => {
    await showList();
    const all = newestFirst(await allAnswer());
    const read = all.find((notification) => notification.isRead)!;
    await act(async () => (rowOf(read).querySelector('a') as HTMLAnchorElement).click());
    await vi.waitFor(() => expect(seen.location).toBe(read.link));
    expect(callsTo(READ)).toHaveLength(0);

    await showList();
    const unread = all.find((notification) => !notification.isRead)!;
    await act(async () => (rowOf(unread).querySelector('a') as HTMLAnchorElement).click());
    await vi.waitFor(() => expect(seen.location).toBe(unread.link));
    await vi.waitFor(() => expect(callsTo(READ)).toHaveLength(1));
    expect(await callsTo(READ)[0]!.sent).toEqual({ readNotifications: [[ACME, 1, unread.id]] });
    await vi.waitFor(() => expect(bellName()).toBe('Notifications, 13 unread'));
  });
});
