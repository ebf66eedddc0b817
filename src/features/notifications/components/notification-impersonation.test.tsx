import { act, useEffect } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { demoCompanies } from '../../../../tests/support/demo-company-shapes';
import { recordedDemoBackend, signedInApi } from '../../../../tests/support/demo-api';
import { clickOn, controlNamed } from '../../../../tests/support/screen-dom';
import { screenHarness, stubResizeObserver } from '../../../../tests/support/screen-harness';
import type { Notification } from '@/generated/model';
import { newestFirst } from '../utils/notification-rules';
import { NotificationBell } from './notification-bell';
import { NotificationListPage } from './notification-list-page';

/**
 * Spec (states): while impersonating, marking notifications read is skipped. The bell and the list over the
 * real demo handlers, with a session that impersonates the Acme Health owner: a notification still goes
 * to its link, but no PUT /api/Notifications/read leaves, by any of the three ways, and nothing shows read.
 * (The API client skips the call too, as a second guard: src/lib/api-client.test.ts.)
 */
stubResizeObserver();

vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../../tests/support/screen-session')).sessionProviderMock({ impersonating: true }),
);

const ACME = demoCompanies.acme.id;
const UNREAD = `/api/Notifications/company/${ACME}/user/1/3`;
const READ = '/api/Notifications/read';

const { calls, callsTo } = recordedDemoBackend();
const harness = screenHarness();

signedInApi();

const seen = { location: '' };
function LocationProbe() {
  const current = useLocation();
  useEffect(() => {
    seen.location = current.pathname;
  });
  return null;
}

const show = () =>
  harness.show(
    <MemoryRouter initialEntries={['/notification/list']}>
      <NotificationBell />
      <Routes>
        <Route path="/notification/list" element={<NotificationListPage title="Notifications" />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );

const bell = () => harness.container.querySelector<HTMLButtonElement>('button[aria-label^="Notifications"]')!;
const menuItem = (text: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="menu"][data-state="open"] [role="menuitem"]')].find((element) =>
    element.textContent?.includes(text),
  );
const unreadCount = () => harness.container.querySelector('[data-testid="unread-count"]')?.textContent ?? '';

async function choose(element: HTMLElement | undefined) {
  if (!element) throw new Error('No such menu item');
  await act(async () => {
    element.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true, button: 0 }));
  });
  await clickOn(element);
}

async function openMenu() {
  await clickOn(bell());
  await vi.waitFor(() => expect(document.querySelector('[role="menu"][data-state="open"]')).not.toBeNull());
}

describe('while impersonating', () => {
  it('Select all + Mark as Read, Mark all as read and a clicked notification mark nothing read; the link is still followed', async () => {
    await show();
    await vi.waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Notifications, 14 unread'));
    await vi.waitFor(() => expect(unreadCount()).toBe('14 unread notifications.'));

    await clickOn(harness.container.querySelector('thead label'));
    await clickOn(controlNamed(harness.container, 'Mark as Read'));

    await openMenu();
    await choose(menuItem('Mark all as read'));

    const newest = newestFirst((await callsTo(UNREAD)[0]!.body) as Notification[])[0]!;
    await openMenu();
    await choose(menuItem(newest.description));
    await vi.waitFor(() => expect(seen.location).toBe(newest.link));

    // Give any call a moment to leave, then check none did.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(callsTo(READ)).toHaveLength(0);
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
    expect(bell().getAttribute('aria-label')).toBe('Notifications, 14 unread');
  });
});
