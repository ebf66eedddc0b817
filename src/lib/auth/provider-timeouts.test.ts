import { InMemoryWebStorage, OidcClient, User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOidcSettings } from './oidc-settings';
import { PortalUserManager } from './user-manager';

/**
 * The portal's own OIDC settings against a provider that never answers: each call to it (discovery, keys,
 * token, revocation) gives up after 8 s, so nothing waits on it with nothing shown.
 */
const ORIGIN = 'https://portal.example.test';
const AUTHORITY = `${ORIGIN}/oidc`;
const METADATA = {
  issuer: AUTHORITY,
  authorization_endpoint: `${AUTHORITY}/auth`,
  token_endpoint: `${AUTHORITY}/token`,
  jwks_uri: `${AUTHORITY}/jwks`,
  revocation_endpoint: `${AUTHORITY}/token/revocation`,
};

/** The settings the app uses; with the provider's metadata already known unless `discover`. */
function settings({ discover = false } = {}) {
  const own = createOidcSettings(ORIGIN, new InMemoryWebStorage());
  return discover ? own : { ...own, metadata: METADATA };
}

/** A request to the provider ends only when its caller aborts it. */
const asked: string[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.useFakeTimers();
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    asked.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
    return new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The request was aborted.', 'AbortError')));
    });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Whether `call` is still waiting just before 8 s after its request left, and has failed at 8 s. */
async function givesUpAt8s(call: Promise<unknown>) {
  const outcome = { failed: false };
  call.then(
    () => undefined,
    () => (outcome.failed = true),
  );
  // A renewal first asks the other tabs (renewal-coordinator.ts): the 8 s count from the request.
  for (let waited = 0; waited < 1_000; waited += 1) {
    await vi.advanceTimersByTimeAsync(0);
    if (asked.length > 0) break;
    await vi.advanceTimersByTimeAsync(1);
  }
  await vi.advanceTimersByTimeAsync(7_999);
  const before = outcome.failed;
  await vi.advanceTimersByTimeAsync(1);
  return { before, at8s: outcome.failed };
}

const signedInUser = () =>
  new User({
    access_token: 'access-1',
    refresh_token: 'refresh-1',
    token_type: 'Bearer',
    profile: { sub: '1', iss: AUTHORITY, aud: 'employer-portal', exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 30,
  });

describe('a provider that does not answer: each call gives up after 8 s', () => {
  it('discovery', async () => {
    const client = new OidcClient(settings({ discover: true }));
    expect(await givesUpAt8s(client.metadataService.getMetadata())).toEqual({ before: false, at8s: true });
    expect(asked).toEqual(['/oidc/.well-known/openid-configuration']);
  });

  it('keys', async () => {
    const client = new OidcClient(settings());
    expect(await givesUpAt8s(client.metadataService.getSigningKeys())).toEqual({ before: false, at8s: true });
    expect(asked).toEqual(['/oidc/jwks']);
  });

  it('token (a renewal with the refresh token)', async () => {
    const manager = new PortalUserManager(settings());
    await manager.storeUser(signedInUser());
    expect(await givesUpAt8s(manager.signinSilent())).toEqual({ before: false, at8s: true });
    expect(asked).toEqual(['/oidc/token']);
  });

  it('revocation', async () => {
    const client = new OidcClient(settings());
    expect(await givesUpAt8s(client.revokeToken('refresh-1', 'refresh_token'))).toEqual({
      before: false,
      at8s: true,
    });
    expect(asked).toEqual(['/oidc/token/revocation']);
  });
});
