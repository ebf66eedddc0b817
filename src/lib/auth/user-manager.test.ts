import { InMemoryWebStorage, User, WebStorageStateStore } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalUserManager } from './user-manager';

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
    const refreshToken = new URLSearchParams(String(init?.body)).get('refresh_token') ?? '';
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
