import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { recordedDemoBackend, reseed, signedInApi } from '../../../../tests/support/demo-api';
import { clickOn } from '../../../../tests/support/screen-dom';
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

/**
 * The bell over the real demo handlers and seed (the Acme Health owner has 24 notifications, 14 unread):
 * its count, the menu of the 10 newest unread, going to a notification's link and marking it read, Mark
 * all as read, 'No notifications', View all and the catalogue messages. The impersonation rule is in
 * notification-impersonation.test.tsx; axe and a real browser's navigation in tests/e2e/notifications.spec.ts.
 */
stubResizeObserver();

vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock(),
);

const ACME = demoCompanies.acme.id;
const UNREAD = `/api/Notifications/company/${ACME}/user/1/3`;
const ALL = `/api/Notifications/company/${ACME}/user/1/1`;
const READ = '/api/Notifications/read';
const UNREAD_MESSAGE = 'Error occurred while trying to retrieve unread notifications.';
const MARK_READ_MESSAGE = 'Error occurred while trying to set notifications as read.';

const { server, callsTo } = recordedDemoBackend();
const harness = screenHarness();
const english = formattersFor('en');

signedInApi();

const { seen, LocationProbe } = locationProbe();

const show = () =>
  harness.show(
    <MemoryRouter initialEntries={['/']}>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );

const bell = () => harness.container.querySelector<HTMLButtonElement>('button[aria-label^="Notifications"]')!;
const badge = () => harness.container.querySelector('[data-testid="notification-count"]')?.textContent ?? null;
const menu = () => document.querySelector<HTMLElement>('[role="menu"][data-state="open"]');
const items = () => [...(menu()?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
const item = (name: string) => items().find((element) => element.textContent?.trim() === name);
const itemFor = (notification: Notification) =>
  items().find((element) => element.textContent?.includes(notification.description));

async function showBell(expectedName = /^Notifications, \d+ unread$/) {
  await show();
  await vi.waitFor(() => expect(bell().getAttribute('aria-label')).toMatch(expectedName));
}

async function openMenu() {
  await clickOn(bell());
  await vi.waitFor(() => expect(menu()).not.toBeNull());
}

/** Chooses a menu item as a mouse does: pressing it highlights it (what the menu selects), then the click. */
async function choose(element: HTMLElement | undefined) {
  if (!element) throw new Error('No such menu item');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  });
  await clickOn(element);
}

async function unreadAnswer(): Promise<Notification[]> {
  return (await callsTo(UNREAD)[0]!.body) as Notification[];
}

describe('NotificationBell: the count and the menu', () => {
  it("says 'Notifications, {n} unread' with the count in a badge, and lists the 10 newest unread with date and description", async () => {
    await showBell();
    const unread = await unreadAnswer();
    expect(unread).toHaveLength(14);
    expect(callsTo(UNREAD)).toHaveLength(1);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 14 unread');
    expect(badge()).toBe('14');

    await openMenu();
    const newest = newestFirst(unread).slice(0, 10);
    const listed = items().filter((element) => element.getAttribute('data-value')?.startsWith('notification-'));
    expect(listed).toHaveLength(10);
    listed.forEach((element, index) => {
      expect(element.textContent).toBe(`${english.dateTime(newest[index]!.dateCreated)}${newest[index]!.description}`);
    });
    expect(item('View all')?.getAttribute('href')).toBe('/notification/list');
    expect(item('Mark all as read')?.hasAttribute('data-disabled')).toBe(false);
  });

  it('a notification goes to its link and is marked read with its triple; the count goes down', async () => {
    await showBell();
    const target = newestFirst(await unreadAnswer())[2]!;
    await openMenu();
    await choose(itemFor(target));
    await vi.waitFor(() => expect(seen.location).toBe(target.link));
    await vi.waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 13 unread'));
    expect(callsTo(READ)).toHaveLength(1);
    expect(await callsTo(READ)[0]!.sent).toEqual({ readNotifications: [[ACME, 1, target.id]] });
    expect(badge()).toBe('13');
    // The server agrees: the unread list is asked for again and no longer has it.
    await vi.waitFor(() => expect(callsTo(UNREAD).length).toBeGreaterThan(1));
    const again = (await callsTo(UNREAD).at(-1)!.body) as Notification[];
    expect(again.map((notification) => notification.id)).not.toContain(target.id);
  });

  it('View all goes to /notification/list and marks nothing read', async () => {
    await showBell();
    await openMenu();
    await choose(item('View all'));
    await vi.waitFor(() => expect(seen.location).toBe('/notification/list'));
    expect(callsTo(READ)).toHaveLength(0);
  });

  afterEach(() => reseed());
});

describe('NotificationBell: Mark all as read and the empty menu', () => {
  afterEach(() => reseed());

  it("Mark all as read marks every unread (not only the 10 shown); then the menu says 'No notifications'", async () => {
    await showBell();
    const unread = await unreadAnswer();
    await openMenu();
    await choose(item('Mark all as read'));
    await vi.waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 0 unread'));
    expect(callsTo(READ)).toHaveLength(1);
    const sent = (await callsTo(READ)[0]!.sent) as { readNotifications: number[][] };
    expect(sent.readNotifications).toHaveLength(14);
    expect(new Set(sent.readNotifications)).toEqual(new Set(unread.map((notification) => [ACME, 1, notification.id])));
    expect(badge()).toBeNull();
    expect(seen.location).toBe('/');

    await openMenu();
    expect(item('No notifications')).toBeDefined();
    expect(item('Mark all as read')?.hasAttribute('data-disabled')).toBe(true);
    // The full list was refreshed too, so the list page (same cache) shows them read.
    await vi.waitFor(() => expect(callsTo(UNREAD).length).toBeGreaterThan(1));
  });

  it("with no unread notification says 'No notifications' and shows no badge", async () => {
    server.use(http.get(`*${UNREAD}`, () => HttpResponse.json([])));
    await showBell(/^Notifications, 0 unread$/);
    expect(badge()).toBeNull();
    await openMenu();
    expect(items().map((element) => element.textContent?.trim())).toEqual([
      'No notifications',
      'View all',
      'Mark all as read',
    ]);
  });
});

describe('NotificationBell: failures', () => {
  afterEach(() => reseed());

  it('a failed unread list toasts the Unread message and the menu says it with Retry, which recovers', async () => {
    server.use(http.get(`*${UNREAD}`, () => serverProblem(404), { once: true }));
    await showBell(/^Notifications$/);
    await vi.waitFor(() => expect(harness.toast).toHaveBeenCalledWith(UNREAD_MESSAGE));
    await openMenu();
    expect(item(UNREAD_MESSAGE)).toBeDefined();
    await choose(item('Retry'));
    await vi.waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 14 unread'));
  });

  it('a failed mark read toasts the Mark read message and the count stays', async () => {
    server.use(http.put(`*${READ}`, () => serverProblem()));
    await showBell();
    const target = newestFirst(await unreadAnswer())[0]!;
    await openMenu();
    await choose(itemFor(target));
    await vi.waitFor(() => expect(harness.toast).toHaveBeenCalledWith(MARK_READ_MESSAGE));
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 14 unread');
    expect(callsTo(ALL)).toHaveLength(0);
  });
});
