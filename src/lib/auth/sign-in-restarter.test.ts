import { describe, expect, it, vi } from 'vitest';
import { createSignInBreaker, SIGN_IN_LIMIT, SIGN_IN_WINDOW_MS } from './sign-in-breaker';
import { createSignInRestarter, type SignInState } from './sign-in-restarter';

const home: SignInState = { path: '/' };

function setup(
  redirect: (state: SignInState) => Promise<void> = () => new Promise<void>(() => undefined),
  storage: Storage = new MemoryStorage(),
) {
  let now = 1_000_000;
  const deps = {
    clearUser: vi.fn(() => Promise.resolve()),
    clearCache: vi.fn(),
    redirect: vi.fn(redirect),
    saveDrafts: vi.fn(),
    breaker: createSignInBreaker(storage, () => now),
    onBlocked: vi.fn(),
    onUnavailable: vi.fn(),
  };
  return { deps, restarter: createSignInRestarter(deps), advance: (ms: number) => (now += ms) };
}

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('createSignInRestarter', () => {
  it('restarts sign-in once however many requests fail with 401', async () => {
    const { deps, restarter } = setup();
    void restarter.restart({ path: '/reports/a' });
    void restarter.restart({ path: '/reports/b' });
    void restarter.restart({ path: '/reports/c' });
    await vi.waitFor(() => expect(deps.redirect).toHaveBeenCalled());
    expect(deps.clearUser).toHaveBeenCalledTimes(1);
    expect(deps.clearCache).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledTimes(1);
    expect(deps.redirect).toHaveBeenCalledWith({ path: '/reports/a' });
  });

  it('keeps the open forms, then clears the user and the cache, before leaving for the provider', async () => {
    const order: string[] = [];
    const restarter = createSignInRestarter({
      clearUser: async () => void order.push('user'),
      clearCache: () => void order.push('cache'),
      redirect: async () => void order.push('redirect'),
      saveDrafts: () => void order.push('drafts'),
      breaker: createSignInBreaker(new MemoryStorage()),
      onBlocked: () => undefined,
      onUnavailable: () => undefined,
    });
    await restarter.restart(home);
    expect(order).toEqual(['drafts', 'user', 'cache', 'redirect']);
  });

  it('does not sign in a second time while a restart is under way', async () => {
    const { deps, restarter } = setup();
    void restarter.restart(home);
    void restarter.signIn({ path: '/other' });
    await vi.waitFor(() => expect(deps.redirect).toHaveBeenCalled());
    expect(deps.redirect).toHaveBeenCalledTimes(1);
  });

  it('says the provider is unavailable when the redirect fails, and lets a later attempt try again', async () => {
    const { deps, restarter } = setup(() => Promise.reject(new Error('offline')));
    await restarter.restart(home);
    expect(deps.onUnavailable).toHaveBeenCalledTimes(1);
    await restarter.restart(home);
    expect(deps.redirect).toHaveBeenCalledTimes(2);
  });

  it('allows at most 2 sign-in starts within 5 minutes, then says sign-in could not be completed', async () => {
    const { deps, restarter, advance } = setup(() => Promise.resolve());
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await restarter.restart(home);
      advance(1_000);
    }
    expect(SIGN_IN_LIMIT).toBe(2);
    expect(deps.redirect).toHaveBeenCalledTimes(2);
    expect(deps.onBlocked).toHaveBeenCalledTimes(8);
    advance(SIGN_IN_WINDOW_MS);
    await restarter.restart(home);
    expect(deps.redirect).toHaveBeenCalledTimes(3);
  });

  it('counts the window as 5 minutes: a third start a second before the first start is 5 minutes old is refused', async () => {
    const { deps, restarter, advance } = setup(() => Promise.resolve());
    await restarter.restart(home);
    advance(1_000);
    await restarter.restart(home);
    advance(5 * 60_000 - 2_000);
    await restarter.restart(home);
    expect(deps.redirect).toHaveBeenCalledTimes(2);
    expect(deps.onBlocked).toHaveBeenCalledTimes(1);
    // The first start is 5 minutes old: it no longer counts, so one more start goes ahead.
    advance(1_000);
    await restarter.restart(home);
    expect(deps.redirect).toHaveBeenCalledTimes(3);
  });

  it('the breaker is persisted: a new page (after the provider sent the tab back) remembers the starts', async () => {
    const storage = new MemoryStorage();
    const first = setup(() => Promise.resolve(), storage);
    await first.restarter.restart(home);
    await first.restarter.signIn(home);
    const second = setup(() => Promise.resolve(), storage);
    await second.restarter.restart(home);
    expect(second.deps.redirect).not.toHaveBeenCalled();
    expect(second.deps.onBlocked).toHaveBeenCalledOnce();
  });

  it('Sign in again (the person asks) starts afresh', async () => {
    const { deps, restarter } = setup(() => Promise.resolve());
    await restarter.restart(home);
    await restarter.restart(home);
    await restarter.restart(home);
    expect(deps.onBlocked).toHaveBeenCalledOnce();
    await restarter.signInAgain(home);
    expect(deps.redirect).toHaveBeenCalledTimes(3);
  });
});
