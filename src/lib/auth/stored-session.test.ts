// @vitest-environment jsdom
import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { hasStoredUser, storedAccessToken } from './stored-session';
import { getUserManager } from './user-manager';

afterEach(() => sessionStorage.clear());

describe('the stored session, read without oidc-client-ts', () => {
  it('finds the user where the portal’s user manager stores it, and its access token', async () => {
    expect(hasStoredUser()).toBe(false);
    expect(storedAccessToken()).toBeNull();
    await getUserManager().storeUser(
      new User({
        access_token: 'access-1',
        token_type: 'Bearer',
        profile: { sub: '1', iss: 'issuer', aud: 'employer-portal', exp: 0, iat: 0 },
        // Expired: the entry still loads the portal, which renews it.
        expires_at: Math.floor(Date.now() / 1000) - 60,
      }),
    );
    expect(hasStoredUser()).toBe(true);
    expect(storedAccessToken()).toBe('access-1');
    await getUserManager().removeUser();
    expect(hasStoredUser()).toBe(false);
  });
});
