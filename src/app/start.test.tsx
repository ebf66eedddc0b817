import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { storedAccessToken } from '@/lib/auth/stored-session';
import { AppRouter, preloadPageAt } from './router';
import { startPortal } from './start';

// Only the start-up order is under test: the app itself renders nothing here.
vi.mock('./provider', () => ({ AppProvider: ({ children }: { children: unknown }) => children }));
vi.mock('./router', () => ({ AppRouter: vi.fn(() => null), preloadPageAt: vi.fn() }));
vi.mock('@/lib/auth/stored-session', () => ({ storedAccessToken: vi.fn() }));
vi.mock('@/lib/error-reporting', () => ({ startErrorReporting: vi.fn() }));

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
  window.history.replaceState(null, '', '/reports/job-performance?from=2026-10-01');
});
afterEach(() => {
  root.remove();
  vi.mocked(preloadPageAt).mockClear();
  vi.mocked(AppRouter).mockClear();
});

it('with a stored session, starts loading the page at the address before the first render', async () => {
  vi.mocked(storedAccessToken).mockReturnValue('token');
  vi.mocked(AppRouter).mockImplementation(() => {
    expect(preloadPageAt).toHaveBeenCalledWith('/reports/job-performance');
    return null;
  });
  await act(() => startPortal(root));
  expect(preloadPageAt).toHaveBeenCalledTimes(1);
  expect(AppRouter).toHaveBeenCalled();
});

it('without one, loads no page: the visit is on its way to sign in', async () => {
  vi.mocked(storedAccessToken).mockReturnValue(null);
  vi.mocked(AppRouter).mockImplementation(() => null);
  await act(() => startPortal(root));
  expect(preloadPageAt).not.toHaveBeenCalled();
  expect(AppRouter).toHaveBeenCalled();
});
