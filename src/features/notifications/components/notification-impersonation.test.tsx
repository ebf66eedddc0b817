import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { chooseMenuItem } from '@tests/support/choose-menu-item';
import { renderApp } from '@tests/support/render-app';
import { stubResizeObserver } from '@tests/support/screen-support';
import { paths } from '@/config/paths';
import type { Notification } from '@/generated/model';
import { newestFirst } from '../utils/notification-rules';
import { NotificationBell } from './notification-bell';
import { NotificationListPage } from './notification-list-page';

/**
 * Spec (states): while impersonating, marking notifications read is skipped. The list with the bell beside it
 * (as in the shell), over the real demo handlers, signed in through the impersonation hand-off as the support
 * account (only its tokens carry the impersonation claim) in Acme Health: a notification still goes to its
 * link, but no PUT /api/Notifications/read leaves, by any of the three ways, and nothing shows read. (The API client skips the call too, as a second guard:
 * src/lib/api-client.test.ts.)
 */
stubResizeObserver();

const ACME = demoCompanies.acme.id;
const SUPPORT = 'support@demo.test';
const UNREAD = `/api/Notifications/company/${ACME}/user/5/3`;
const READ = '/api/Notifications/read';

const { calls, callsTo } = recordedDemoBackend();

/** The bell, once its count is known (it is named just 'Notifications' until then). */
const bell = () => screen.findByRole('button', { name: /^Notifications, \d+ unread$/ });

async function openMenu(user: UserEvent, theBell: HTMLElement) {
  await user.click(theBell);
  return screen.findByRole('menu');
}

describe('while impersonating', () => {
  it('Select all + Mark as Read, Mark all as read and a clicked notification mark nothing read; the link is still followed', async () => {
    // The page and the bell alone (every path shows them): through the route table the file took twice as long.
    const { user, router } = await renderApp(
      <>
        <NotificationBell />
        <NotificationListPage />
      </>,
      { url: paths.notificationList.href(), account: SUPPORT, impersonating: true },
    );
    const theBell = await bell();
    expect(theBell).toHaveAccessibleName('Notifications, 3 unread');
    expect(await screen.findByText('3 unread notifications.')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const markRead = screen.getByRole('button', { name: 'Mark as Read' });
    await waitFor(() => expect(markRead).toBeEnabled());
    await user.click(markRead);

    await chooseMenuItem(
      user,
      within(await openMenu(user, theBell)).getByRole('menuitem', { name: 'Mark all as read' }),
    );

    const newest = newestFirst((await callsTo(UNREAD)[0]!.body) as Notification[])[0]!;
    const menu = await openMenu(user, theBell);
    const item = within(menu)
      .getAllByRole('menuitem')
      .find((element) => within(element).queryByText(newest.description) !== null)!;
    await chooseMenuItem(user, item);
    await waitFor(() => expect(router.state.location.pathname).toBe(newest.link));

    // Give any call a moment to leave, then check none did.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(READ)).toHaveLength(0);
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
    expect(theBell).toHaveAccessibleName('Notifications, 3 unread');
  });
});
