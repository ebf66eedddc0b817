import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { paths } from '@/config/paths';
import en from '@/locales/en/navigation.json';
import enNotifications from '@/locales/en/notifications.json';

// Which of the parts that wait for the first paint have been asked for (their modules' first import).
const { asked } = vi.hoisted(() => ({ asked: new Set<string>() }));
vi.mock('./inactivity/session-timeout-dialog', async (importOriginal) => {
  asked.add('inactivity dialog');
  return importOriginal();
});
vi.mock('@/features/notifications/components/notification-bell', async (importOriginal) => {
  asked.add('bell');
  return importOriginal();
});
vi.mock('./profile-menu', async (importOriginal) => {
  asked.add('profile menu');
  return importOriginal();
});

const { callsTo } = recordedDemoBackend();
afterEach(() => vi.unstubAllGlobals());

/** jsdom paints nothing: the frames asked for are held here until the test lets the page paint. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return () =>
    act(async () => {
      for (const frame of frames.splice(0)) frame(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

it("asks for the top bar's menus, the bell, the inactivity dialog and the server's clock only after the first paint", async () => {
  const paint = holdFrames();
  await renderApp(undefined, { url: paths.home.href() });
  await screen.findByRole('heading', { level: 1, name: en.home.title });
  await waitFor(() => expect(screen.getByTestId('company-name')).not.toBeEmptyDOMElement());
  // Time enough for any of them to have loaded, had it been asked for.
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));

  // Before the first paint: look-alike disabled controls, nothing of theirs downloaded, no clock asked.
  expect(screen.getByRole('button', { name: enNotifications.bell.loadingLabel })).toBeDisabled();
  expect(screen.getByRole('button', { name: en.topBar.profileMenu })).toBeDisabled();
  expect([...asked]).toEqual([]);
  expect(callsTo('/api/timeutility')).toHaveLength(0);

  await paint();
  expect(await screen.findByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeEnabled();
  await waitFor(() => expect(screen.getByRole('button', { name: en.topBar.profileMenu })).toBeEnabled());
  await waitFor(() => expect([...asked].sort()).toEqual(['bell', 'inactivity dialog', 'profile menu']));
  await waitFor(() => expect(callsTo('/api/timeutility')).toHaveLength(1));
});
