import { InMemoryWebStorage, User, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PortalUserManager, ProviderTimeoutError } from './user-manager';

const AUTHORITY = 'https://id.example.test';

function signedIn() {
  const store = new WebStorageStateStore({ store: new InMemoryWebStorage() });
  const manager = new PortalUserManager({
    authority: AUTHORITY,
    client_id: 'employer-portal',
    redirect_uri: 'https://portal.example.test/auth-callback',
    userStore: store,
    stateStore: store,
    metadata: { issuer: AUTHORITY, token_endpoint: `${AUTHORITY}/token`, authorization_endpoint: `${AUTHORITY}/auth` },
  });
  const user = new User({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    profile: { sub: '1', iss: AUTHORITY, aud: 'employer-portal', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 30,
  });
  return { manager, stored: manager.storeUser(user) };
}

/** A provider that rotates refresh tokens: each one is good for a single request. */
function rotatingProvider() {
  let issued = 1;
  const used = new Set<string>();
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    const refreshToken = new URLSearchParams(init?.body as URLSearchParams).get('refresh_token') ?? '';
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (used.has(refreshToken)) {
      return Response.json({ error: 'invalid_grant' }, { status: 400 });
    }
    used.add(refreshToken);
    issued += 1;
    return Response.json({
      access_token: `access-${issued}`,
      refresh_token: `refresh-${issued}`,
      token_type: 'Bearer',
      expires_in: 300,
    });
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('PortalUserManager.signinSilent', () => {
  it('shares one renewal between callers that ask while it runs, so a rotated refresh token is not reused', async () => {
    const fetch = rotatingProvider();
    const { manager, stored } = signedIn();
    await stored;

    const [first, second] = await Promise.all([manager.signinSilent(), manager.signinSilent()]);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first?.access_token).toBe('access-2');
    expect(second).toBe(first);
  });

  it('starts a new renewal once the last one has finished', async () => {
    const fetch = rotatingProvider();
    const { manager, stored } = signedIn();
    await stored;

    await manager.signinSilent();
    const again = await manager.signinSilent();

    expect(fetch).toHaveBeenCalledTimes(2);
    expect(again?.access_token).toBe('access-3');
  });
});

/** Two tabs of one browser: a Web Lock and a BroadcastChannel shared between them, each its own storage. */
function browserOfTabs() {
  const listeners = new Set<(event: MessageEvent<unknown>) => void>();
  let queue = Promise.resolve();
  const lock = <T>(run: () => Promise<T>): Promise<T> => {
    const turn = queue.then(run);
    queue = turn.then(
      () => undefined,
      () => undefined,
    );
    return turn;
  };
  const channel = () => {
    const own = new Set<(event: MessageEvent<unknown>) => void>();
    return {
      postMessage: (data: unknown) => {
        // Delivered a task later, to every other tab, as a BroadcastChannel does.
        for (const listener of listeners) {
          if (!own.has(listener)) setTimeout(() => listener(new MessageEvent('message', { data })), 0);
        }
      },
      addEventListener: (_type: 'message', listener: (event: MessageEvent<unknown>) => void) => {
        own.add(listener);
        listeners.add(listener);
      },
    };
  };
  return { lock, channel };
}

function tab(browser: ReturnType<typeof browserOfTabs>, refreshToken: string) {
  const store = new WebStorageStateStore({ store: new InMemoryWebStorage() });
  const manager = new PortalUserManager(
    {
      authority: AUTHORITY,
      client_id: 'employer-portal',
      redirect_uri: 'https://portal.example.test/auth-callback',
      userStore: store,
      stateStore: store,
      metadata: {
        issuer: AUTHORITY,
        token_endpoint: `${AUTHORITY}/token`,
        authorization_endpoint: `${AUTHORITY}/auth`,
      },
    },
    { channel: browser.channel(), lock: browser.lock, askTimeoutMs: 100 },
  );
  const user = new User({
    access_token: 'access-1',
    refresh_token: refreshToken,
    token_type: 'Bearer',
    profile: { sub: '1', iss: AUTHORITY, aud: 'employer-portal', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 30,
  });
  return { manager, stored: manager.storeUser(user) };
}

/** A tab and its duplicate, both signed in with refresh-1, once each has heard the hello the other sends as it starts. */
async function duplicatedTab() {
  const browser = browserOfTabs();
  const original = tab(browser, 'refresh-1');
  const duplicate = tab(browser, 'refresh-1');
  await Promise.all([original.stored, duplicate.stored]);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { original: original.manager, duplicate: duplicate.manager };
}

describe('PortalUserManager: tabs that hold one refresh token (a duplicated tab)', () => {
  it('renew in turn, and the second takes the first one’s rotation instead of reusing the old token', async () => {
    const fetch = rotatingProvider();
    const { original, duplicate } = await duplicatedTab();

    const [first, second] = await Promise.all([original.signinSilent(), duplicate.signinSilent()]);

    expect(fetch).toHaveBeenCalledTimes(1);
    expect(first?.refresh_token).toBe('refresh-2');
    expect(second?.refresh_token).toBe('refresh-2');
    expect(second?.access_token).toBe('access-2');
  });

  it('a later renewal in the other tab rotates the token it adopted, never the used one', async () => {
    const fetch = rotatingProvider();
    const { original, duplicate } = await duplicatedTab();

    await original.signinSilent();
    // The rotation reaches the duplicate by itself: it now holds the new token.
    await vi.waitFor(async () => expect((await duplicate.getUser())?.refresh_token).toBe('refresh-2'));
    const renewed = await duplicate.signinSilent();

    const sent = fetch.mock.calls.map(([, init]) =>
      new URLSearchParams(init?.body as URLSearchParams).get('refresh_token'),
    );
    expect(sent).toEqual(['refresh-1', 'refresh-2']);
    expect(renewed?.refresh_token).toBe('refresh-3');
  });
});

describe('PortalUserManager: a provider that does not answer', () => {
  it('ends a renewal at 15 s, as a timeout', async () => {
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const { manager, stored } = signedIn();
    await stored;

    const renewal = manager.signinSilent();
    const outcome = renewal.then(
      () => 'renewed',
      (error: unknown) => (error instanceof ProviderTimeoutError ? 'timed out' : String(error)),
    );
    // 15 s, however the provider holds it up: still running just before, a timeout at 15 s.
    let ended = false;
    void outcome.then(() => (ended = true));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(ended).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBe('timed out');
  });
});
