import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { recordedDemoBackend, relinkNewestUnread, reseed } from '@tests/support/demo-api';
import { OWNER_NOTIFICATION_CALLS } from '@tests/support/notification-calls';
import { renderApp } from '@tests/support/render-app';
import { itRecoversFromLoadFailures, serverProblem, stubResizeObserver } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
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

const ACME = demoCompanies.acme.id;
const { unread: UNREAD, all: ALL, read: READ } = OWNER_NOTIFICATION_CALLS;
const ALL_MESSAGE = 'Error occurred while trying to retrieve all notifications.';

const { server, callsTo } = recordedDemoBackend();
const english = formattersFor('en');

/**
 * The page at its address with the bell beside it, as the owner opens it afresh. The page and the bell alone
 * (every path shows them): through the route table, with the shell, the file took twice as long.
 */
const show = () =>
  renderApp(
    <>
      <NotificationBell />
      <NotificationListPage />
    </>,
    { url: paths.notificationList.href() },
  );

const table = () => screen.getByRole('table', { name: 'All notifications' });
const head = () => within(table()).getAllByRole('rowgroup')[0]!;
const body = () => within(table()).getAllByRole('rowgroup')[1]!;
const rows = () => within(body()).getAllByRole('row');
const rowOf = (notification: Notification) =>
  rows().find((row) => within(row).queryByText(notification.description) !== null)!;
/** The rows that say Unread. */
const unreadRows = () => rows().filter((row) => within(row).queryByText('Unread') !== null);
const selectAll = () => within(head()).getByLabelText('Select all');
const checkboxOf = (row: HTMLElement) => within(row).getByLabelText(/^Select: /);
const markRead = () => screen.getByRole('button', { name: 'Mark as Read' });
/** The bell, once its count is known (it is named just 'Notifications' until then). */
const bell = () => screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });

async function showList() {
  const app = await show();
  expect(await screen.findByText('14 unread notifications.')).toBeInTheDocument();
  // The rows arrive in a render of their own, after the count: the table is busy until then.
  await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
  return app;
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
    expect(
      within(head())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Select all', 'Date', 'Description']);
    rows().forEach((row, index) => {
      const notification = all[index]!;
      const cells = within(row).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual([
        `Select: ${notification.description}`,
        english.dateTime(notification.dateCreated),
        `${notification.isRead ? '' : 'Unread'}${notification.description}`,
      ]);
      // The description's text (around its link) carries the weight.
      const weight = within(cells[2]!).getByText(
        (_, element) => element?.tagName === 'SPAN' && element.textContent === notification.description,
      );
      expect(getComputedStyle(weight).fontWeight, notification.description).toBe(notification.isRead ? '400' : '600');
    });
    expect(unreadRows()).toHaveLength(14);
    // A description is a link to where the notification points.
    expect(within(rows()[0]!).getByRole('link')).toHaveAttribute('href', all[0]!.link);
    expect(markRead()).toBeDisabled();
  });

  it("says 'You have no notifications.' with none", async () => {
    server.use(http.get(`*${ALL}`, () => HttpResponse.json([])));
    await show();
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
    expect(body()).toHaveTextContent(/^You have no notifications\.$/);
    expect(selectAll()).toBeDisabled();
  });

  itRecoversFromLoadFailures(server, [{ name: 'a failed list (404)', answer: () => serverProblem(404), requests: 1 }], {
    request: `*${ALL}`,
    message: ALL_MESSAGE,
    heading: 'Notifications',
    show,
    shown: () => waitFor(() => expect(rows()).toHaveLength(24)),
  });
});

describe('NotificationListPage: Mark as Read', () => {
  afterEach(() => reseed());

  it('Select all then Mark as Read sends the triples of the unread ones; the rows and the bell show them read', async () => {
    const { user } = await showList();
    const theBell = await bell();
    expect(theBell).toHaveAccessibleName('Notifications, 14 unread');
    const all = await allAnswer();
    await user.click(selectAll());
    // The checkbox machine brings each row's input in line with the selection in a frame of its own.
    await waitFor(() => {
      for (const row of rows()) expect(checkboxOf(row)).toBeChecked();
    });
    expect(markRead()).toBeEnabled();
    await user.click(markRead());
    expect(await screen.findByText('0 unread notifications.')).toBeInTheDocument();
    expect(callsTo(READ)).toHaveLength(1);
    const sent = (await callsTo(READ)[0]!.sent) as { readNotifications: number[][] };
    expect(new Set(sent.readNotifications)).toEqual(
      new Set(all.filter((notification) => !notification.isRead).map(({ id }) => [ACME, 1, id])),
    );
    expect(unreadRows()).toHaveLength(0);
    await waitFor(() => expect(theBell).toHaveAccessibleName('Notifications, 0 unread'));
    // The selection is done with, and both lists were asked for again.
    await waitFor(() => {
      for (const row of rows()) expect(checkboxOf(row)).not.toBeChecked();
    });
    await waitFor(() => expect(callsTo(ALL).length).toBeGreaterThan(1));
    await waitFor(() => expect(callsTo(UNREAD).length).toBeGreaterThan(1));
  });

  it('one row’s checkbox marks that one; a read row alone leaves Mark as Read disabled', async () => {
    const { user } = await showList();
    const theBell = await bell();
    const all = newestFirst(await allAnswer());
    const read = all.find((notification) => notification.isRead)!;
    const unread = all.find((notification) => !notification.isRead)!;
    await user.click(checkboxOf(rowOf(read)));
    // Mixed, drawn and told: the hidden input (what a screen reader reads) takes its state a frame later.
    expect(within(head()).getByText('Select all')).toHaveAttribute('data-state', 'indeterminate');
    await waitFor(() => expect(selectAll()).toBePartiallyChecked());
    expect(markRead()).toBeDisabled();
    await user.click(checkboxOf(rowOf(unread)));
    await user.click(markRead());
    expect(await screen.findByText('13 unread notifications.')).toBeInTheDocument();
    expect(await callsTo(READ)[0]!.sent).toEqual({ readNotifications: [[ACME, 1, unread.id]] });
    expect(within(rowOf(unread)).queryByText('Unread')).not.toBeInTheDocument();
    await waitFor(() => expect(theBell).toHaveAccessibleName('Notifications, 13 unread'));
  });

  it('a checkbox keeps its place and the keyboard focus when it is ticked, by click or Space', async () => {
    const { user } = await showList();
    const [first, second] = rows();
    const box = checkboxOf(first!);
    await user.click(box);
    expect(box).toBeChecked();
    // The same element, still focused: the selection does not remake the rows' checkboxes.
    expect(box).toBeInTheDocument();
    expect(box).toHaveFocus();
    const next = checkboxOf(second!);
    next.focus();
    await user.keyboard(' ');
    expect(next).toBeChecked();
    expect(next).toHaveFocus();
    await user.keyboard(' ');
    expect(next).not.toBeChecked();
    expect(next).toHaveFocus();
  });

  it('following an unread notification’s link goes there and marks it read; a read one marks nothing', async () => {
    const first = await showList();
    const all = newestFirst(await allAnswer());
    const read = all.find((notification) => notification.isRead)!;
    const where = () => `${first.router.state.location.pathname}${first.router.state.location.search}`;
    await first.user.click(within(rowOf(read)).getByRole('link'));
    await waitFor(() => expect(where()).toBe(read.link));
    expect(callsTo(READ)).toHaveLength(0);
    first.unmount();

    const { user, router } = await showList();
    const theBell = await bell();
    const unread = all.find((notification) => !notification.isRead)!;
    await user.click(within(rowOf(unread)).getByRole('link'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(unread.link));
    await waitFor(() => expect(callsTo(READ)).toHaveLength(1));
    expect(await callsTo(READ)[0]!.sent).toEqual({ readNotifications: [[ACME, 1, unread.id]] });
    await waitFor(() => expect(theBell).toHaveAccessibleName('Notifications, 13 unread'));
  });
});

describe('NotificationListPage: where a link goes', () => {
  afterEach(() => reseed());

  /** The list, as the owner sees it in `language`, with the newest unread notification pointed at `link`. */
  async function listWithNewestAt(link: string, language: 'en' | 'es' = 'en') {
    const newest = relinkNewestUnread(ACME, 1, link);
    const app = await renderApp(<NotificationListPage />, {
      url: paths.notificationList.href(),
      language,
    });
    const row = await screen.findByRole('row', { name: (name) => name.includes(newest.description) });
    return { ...app, newest, row };
  }

  it('an absolute address of the portal’s own origin is followed in the app (router, this tab)', async () => {
    const { user, router, row } = await listWithNewestAt(`${window.location.origin}/reports/ESDS-Report?from=list`);
    const link = within(row).getByRole('link');
    expect(link).toHaveAttribute('href', '/reports/ESDS-Report?from=list');
    expect(link).not.toHaveAttribute('target');
    await user.click(link);
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/reports/ESDS-Report?from=list'),
    );
    await waitFor(() => expect(callsTo(READ)).toHaveLength(1));
  });

  it('another site opens in a new tab (noopener noreferrer) with "(opens another site)", and is marked read', async () => {
    const { user, row, newest } = await listWithNewestAt('https://news.example.org/diversity?id=3');
    const link = within(row).getByRole('link', { name: `${newest.description} (opens another site)` });
    expect(link).toHaveAttribute('href', 'https://news.example.org/diversity?id=3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(link);
    await waitFor(() => expect(callsTo(READ)).toHaveLength(1));
    expect(await callsTo(READ)[0]!.sent).toEqual({ readNotifications: [[ACME, 1, newest.id]] });
  });

  it('says "(abre otro sitio)" in Spanish', async () => {
    const { row, newest } = await listWithNewestAt('https://news.example.org/diversity', 'es');
    expect(within(row).getByRole('link')).toHaveAccessibleName(`${newest.description} (abre otro sitio)`);
  });

  it('a protocol-relative, javascript:, data: or mailto: link is plain text, not a link', async () => {
    for (const link of ['//evil.example', 'javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@example.org']) {
      const { row, newest } = await listWithNewestAt(link);
      expect(within(row).queryByRole('link'), link).not.toBeInTheDocument();
      expect(row, link).toHaveTextContent(newest.description);
      reseed();
    }
  });
});
