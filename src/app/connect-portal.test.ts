import { expect, it, vi } from 'vitest';
import { configureApiClient } from '@/lib/api-client';
import { apiSession } from '@/lib/auth/api-session';
import { configureSessionCache } from '@/lib/auth/user-manager';
import { configureClipboard } from '@/lib/clipboard-notices';
import { configureNotifier, queryClient } from '@/lib/query-client';

vi.mock('@/lib/api-client', async (original) => ({ ...(await original()), configureApiClient: vi.fn() }));
vi.mock('@/lib/auth/user-manager', async (original) => ({ ...(await original()), configureSessionCache: vi.fn() }));
vi.mock('@/lib/clipboard-notices', async (original) => ({ ...(await original()), configureClipboard: vi.fn() }));
vi.mock('@/lib/query-client', async (original) => ({ ...(await original()), configureNotifier: vi.fn() }));

// Made by the build (scripts/lib/theme-global-css.ts); Vitest has no such module.
vi.mock('virtual:theme-global.css', () => ({}));

const setters = [configureApiClient, configureSessionCache, configureClipboard, configureNotifier];

it('importing the portal configures nothing; connectPortal gives each setter all it needs, once', async () => {
  // The provider and the session provider below it configured the client as they were imported.
  await import('./provider');
  for (const setter of setters) expect(setter).not.toHaveBeenCalled();

  const { connectPortal } = await import('./connect-portal');
  connectPortal();
  for (const setter of setters) expect(setter).toHaveBeenCalledTimes(1);
  // The whole session in one call: the token, impersonation, renewal and the sign-in restart.
  expect(configureApiClient).toHaveBeenCalledWith(apiSession);
  expect(Object.keys(vi.mocked(configureApiClient).mock.calls[0]![0]).sort()).toEqual([
    'getAccessToken',
    'isImpersonating',
    'onUnauthorized',
    'renewSession',
  ]);
  expect(configureSessionCache).toHaveBeenCalledWith(queryClient);
});
