import { act } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { apiTransport } from '@/lib/api-client';
import { storedAccessToken } from '@/lib/auth/stored-session';
import { connectPortal } from './connect-portal';
import { AppRouter, preloadPageAt } from './router';
import { startPortal } from './start';

// Only the start-up order is under test: the app itself renders nothing here.
vi.mock('./provider', () => ({ AppProvider: ({ children }: { children: unknown }) => children }));
vi.mock('./router', () => ({ AppRouter: vi.fn(() => null), preloadPageAt: vi.fn() }));
vi.mock('./connect-portal', () => ({ connectPortal: vi.fn() }));
vi.mock('@/lib/api-client', () => ({ apiTransport: vi.fn(() => Promise.resolve()) }));
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
  vi.mocked(connectPortal).mockClear();
  vi.mocked(apiTransport).mockClear();
});

it('connects the portal (the API client to the session, the toasts) once, before the first render', async () => {
  vi.mocked(storedAccessToken).mockReturnValue(null);
  vi.mocked(AppRouter).mockImplementation(() => {
    expect(connectPortal).toHaveBeenCalledTimes(1);
    return null;
  });
  await act(() => startPortal(root));
  expect(AppRouter).toHaveBeenCalled();
  expect(connectPortal).toHaveBeenCalledTimes(1);
});

it('with a stored session, starts loading the page at the address before the first render', async () => {
  vi.mocked(storedAccessToken).mockReturnValue('token');
  vi.mocked(AppRouter).mockImplementation(() => {
    expect(preloadPageAt).toHaveBeenCalledWith('/reports/job-performance');
    expect(apiTransport).toHaveBeenCalledTimes(1);
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
  expect(apiTransport).not.toHaveBeenCalled();
  expect(AppRouter).toHaveBeenCalled();
});
