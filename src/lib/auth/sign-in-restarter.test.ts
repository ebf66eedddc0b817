import { describe, expect, it, vi } from 'vitest';
import { createSignInRestarter } from './sign-in-restarter';

function setup(redirect: (path: string) => Promise<void> = () => new Promise<void>(() => undefined)) {
  const deps = {
    clearUser: vi.fn(() => Promise.resolve()),
    clearCache: vi.fn(),
    redirect: vi.fn(redirect),
  };
  return { deps, restarter: createSignInRestarter(deps) };
}

describe('createSignInRestarter', () => {
  it('restarts sign-in once however many requests fail with 401', async () => {
    const { deps, restarter } = setup();
    void restarter.restart('/reports/a');
    void restarter.restart('/reports/b');
    void restarter.restart('/reports/c');
    await vi.waitFor(() => expect(deps.redirect).toHaveBeenCalled());
    expect(deps.clearUser).toHaveBeenCalledTimes(1);
    expect(deps.clearCache).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledWith('/reports/a');
  });

  it('clears the user and the cache before leaving for the provider', async () => {
    const order: string[] = [];
    const restarter = createSignInRestarter({
      clearUser: async () => void order.push('user'),
      clearCache: () => void order.push('cache'),
      redirect: async () => void order.push('redirect'),
    });
    await restarter.restart('/');
    expect(order).toEqual(['user', 'cache', 'redirect']);
  });

  it('does not sign in a second time while a restart is under way', async () => {
    const { deps, restarter } = setup();
    void restarter.restart('/');
    void restarter.signIn('/other');
    await vi.waitFor(() => expect(deps.redirect).toHaveBeenCalled());
    expect(deps.redirect).toHaveBeenCalledTimes(1);
  });

  it('lets a later 401 try again when the redirect failed', async () => {
    const { deps, restarter } = setup(() => Promise.reject(new Error('offline')));
    await expect(restarter.restart('/')).rejects.toThrow('offline');
    await expect(restarter.restart('/')).rejects.toThrow('offline');
    expect(deps.redirect).toHaveBeenCalledTimes(2);
  });

  it('signs in again when the page comes back without having left (back-forward cache)', async () => {
    const { deps, restarter } = setup(() => Promise.resolve());
    await restarter.restart('/');
    await restarter.restart('/');
    expect(deps.redirect).toHaveBeenCalledTimes(2);
  });
});
