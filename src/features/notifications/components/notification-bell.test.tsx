import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { recordedDemoBackend, relinkNewestUnread, reseed } from '@tests/support/demo-api';
import { chooseMenuItem } from '@tests/support/choose-menu-item';
import { OWNER_NOTIFICATION_CALLS } from '@tests/support/notification-calls';
import { renderApp } from '@tests/support/render-app';
import { serverProblem, stubResizeObserver } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
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

const ACME = demoCompanies.acme.id;
const { unread: UNREAD, all: ALL, read: READ } = OWNER_NOTIFICATION_CALLS;
const UNREAD_MESSAGE = 'Error occurred while trying to retrieve unread notifications.';
const MARK_READ_MESSAGE = 'Error occurred while trying to set notifications as read.';

const { server, callsTo } = recordedDemoBackend();
const english = formattersFor('en');

/** The bell, named 'Notifications' until its count is known. */
const bell = () => screen.getByRole('button', { name: /^Notifications/ });
/** The count in the bell's badge (the button's name has it too, so the badge is hidden from the tree). */
const badge = () => within(bell()).queryByText(/^\d+\+?$/);
const menu = () => screen.getByRole('menu');
const items = () => within(menu()).getAllByRole('menuitem');
const item = (name: string) => within(menu()).getByRole('menuitem', { name });
const itemFor = (notification: Notification) =>
  items().find((element) => within(element).queryByText(notification.description) !== null)!;

/** The bell at `/` as the owner sees it, once its name says what it has to say. */
async function showBell(expectedName = /^Notifications, \d+ unread$/) {
  const app = await renderApp(<NotificationBell />, { url: paths.home.href() });
  await waitFor(() => expect(bell()).toHaveAccessibleName(expectedName));
  return app;
}

const where = ({ router }: Awaited<ReturnType<typeof showBell>>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function unreadAnswer(): Promise<Notification[]> {
  return (await callsTo(UNREAD)[0]!.body) as Notification[];
}

describe('NotificationBell: the count and the menu', () => {
  it("says 'Notifications, {n} unread' with the count in a badge, and lists the 10 newest unread with date and description", async () => {
    const { user } = await showBell();
    const unread = await unreadAnswer();
    expect(unread).toHaveLength(14);
    expect(callsTo(UNREAD)).toHaveLength(1);
    expect(bell()).toHaveAccessibleName('Notifications, 14 unread');
    expect(badge()).toHaveTextContent(/^14$/);

    await user.click(bell());
    const newest = newestFirst(unread).slice(0, 10);
    const listed = items().slice(0, -2);
    expect(
      items()
        .slice(-2)
        .map((element) => element.textContent),
    ).toEqual(['View all', 'Mark all as read']);
    expect(listed).toHaveLength(10);
    listed.forEach((element, index) => {
      expect(element.textContent).toBe(`${english.dateTime(newest[index]!.dateCreated)}${newest[index]!.description}`);
    });
    expect(item('View all')).toHaveAttribute('href', '/notification/list');
    expect(item('Mark all as read')).not.toHaveAttribute('aria-disabled');
  });

  it('a notification goes to its link and is marked read with its triple; the count goes down', async () => {
    const app = await showBell();
    const target = newestFirst(await unreadAnswer())[2]!;
    await app.user.click(bell());
    await chooseMenuItem(app.user, itemFor(target));
    await waitFor(() => expect(where(app)).toBe(target.link));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 13 unread'));
    expect(callsTo(READ)).toHaveLength(1);
    expect(await callsTo(READ)[0]!.sent).toEqual({ readNotifications: [[ACME, 1, target.id]] });
    expect(badge()).toHaveTextContent(/^13$/);
    // The server agrees: the unread list is asked for again and no longer has it.
    await waitFor(() => expect(callsTo(UNREAD).length).toBeGreaterThan(1));
    const again = (await callsTo(UNREAD).at(-1)!.body) as Notification[];
    expect(again.map((notification) => notification.id)).not.toContain(target.id);
  });

  it('View all goes to /notification/list and marks nothing read', async () => {
    const app = await showBell();
    await app.user.click(bell());
    await chooseMenuItem(app.user, item('View all'));
    await waitFor(() => expect(where(app)).toBe('/notification/list'));
    expect(callsTo(READ)).toHaveLength(0);
  });

  afterEach(() => reseed());
});

describe('NotificationBell: Mark all as read and the empty menu', () => {
  afterEach(() => reseed());

  it("Mark all as read marks every unread (not only the 10 shown); then the menu says 'No notifications'", async () => {
    const app = await showBell();
    const unread = await unreadAnswer();
    await app.user.click(bell());
    await chooseMenuItem(app.user, item('Mark all as read'));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 0 unread'));
    expect(callsTo(READ)).toHaveLength(1);
    const sent = (await callsTo(READ)[0]!.sent) as { readNotifications: number[][] };
    expect(sent.readNotifications).toHaveLength(14);
    expect(new Set(sent.readNotifications)).toEqual(new Set(unread.map((notification) => [ACME, 1, notification.id])));
    expect(badge()).not.toBeInTheDocument();
    expect(where(app)).toBe('/');

    await app.user.click(bell());
    expect(item('No notifications')).toBeInTheDocument();
    expect(item('Mark all as read')).toHaveAttribute('aria-disabled', 'true');
    // The full list was refreshed too, so the list page (same cache) shows them read.
    await waitFor(() => expect(callsTo(UNREAD).length).toBeGreaterThan(1));
  });

  it("with no unread notification says 'No notifications' and shows no badge", async () => {
    server.use(http.get(`*${UNREAD}`, () => HttpResponse.json([])));
    const { user } = await showBell(/^Notifications, 0 unread$/);
    expect(badge()).not.toBeInTheDocument();
    await user.click(bell());
    expect(items().map((element) => element.textContent)).toEqual(['No notifications', 'View all', 'Mark all as read']);
  });
});

describe('NotificationBell: failures', () => {
  afterEach(() => reseed());

  it('a failed unread list toasts the Unread message and the menu says it with Retry, which recovers', async () => {
    server.use(http.get(`*${UNREAD}`, () => serverProblem(404), { once: true }));
    const { user, toasts } = await showBell(/^Notifications$/);
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(UNREAD_MESSAGE));
    await user.click(bell());
    expect(item(UNREAD_MESSAGE)).toBeInTheDocument();
    await chooseMenuItem(user, item('Retry'));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 14 unread'));
  });

  it('a failed mark read toasts the Mark read message and the count stays', async () => {
    server.use(http.put(`*${READ}`, () => serverProblem()));
    const { user, toasts } = await showBell();
    const target = newestFirst(await unreadAnswer())[0]!;
    await user.click(bell());
    await chooseMenuItem(user, itemFor(target));
    await waitFor(() => expect(toasts.error).toHaveBeenCalledWith(MARK_READ_MESSAGE));
    expect(bell()).toHaveAccessibleName('Notifications, 14 unread');
    expect(callsTo(ALL)).toHaveLength(0);
  });
});

describe('NotificationBell: where a link goes', () => {
  afterEach(() => reseed());

  /** The bell's menu, open, with the newest unread notification pointed at `link`. */
  async function menuWithNewestAt(link: string) {
    const newest = relinkNewestUnread(ACME, 1, link);
    const app = await showBell();
    await app.user.click(bell());
    return { ...app, newest, element: items()[0]! };
  }

  it('Enter on an item with an app path follows it in the app (router, this tab) and marks it read', async () => {
    const app = await menuWithNewestAt('/reports/ESDS-Report?from=bell');
    expect(app.element.tagName).toBe('A');
    expect(app.element).not.toHaveAttribute('target');
    await waitFor(() => expect(menu()).toHaveFocus());
    // The first item is highlighted by the first arrow key; Enter chooses it.
    await app.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(app.element).toHaveAttribute('data-highlighted'));
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(where(app)).toBe('/reports/ESDS-Report?from=bell'));
    await waitFor(() => expect(callsTo(READ)).toHaveLength(1));
    expect(await callsTo(READ)[0]!.sent).toEqual({ readNotifications: [[ACME, 1, app.newest.id]] });
  });

  it('an item linking to another site opens a new tab (noopener noreferrer) and says so', async () => {
    const { element, newest } = await menuWithNewestAt('https://news.example.org/diversity?id=3');
    expect(element).toHaveAttribute('href', 'https://news.example.org/diversity?id=3');
    expect(element).toHaveAttribute('target', '_blank');
    expect(element).toHaveAttribute('rel', 'noopener noreferrer');
    expect(element).toHaveTextContent(`${newest.description} (opens another site)`);
  });

  it('a protocol-relative or javascript: link is a plain item, no link', async () => {
    for (const link of ['//evil.example/reports', 'javascript:alert(1)']) {
      const { element } = await menuWithNewestAt(link);
      expect(element.tagName, link).not.toBe('A');
      expect(element, link).not.toHaveAttribute('href');
      expect(element, link).not.toHaveTextContent('opens another site');
      reseed();
    }
  });
});
