/** @vitest-environment jsdom */
import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it } from 'vitest';
import { readImpersonating } from '../browser-state/session-preferences';
import { onSigninCallback } from './user-manager';

const AUTHORITY = 'https://id.example.test';

/** The user the provider sends back: the sign-in's state, and the ID token's claims. */
const returning = (impersonate: boolean, claims: Record<string, unknown> = {}) =>
  new User({
    access_token: 'access-1',
    token_type: 'Bearer',
    profile: { sub: '5', iss: AUTHORITY, aud: 'employer-portal', exp: 0, iat: 0, ...claims },
    userState: { path: '/', impersonate },
  });

afterEach(() => sessionStorage.clear());

describe('the sign-in callback (issue 37: impersonation comes from the provider)', () => {
  it('impersonates only when /impersonate started the sign-in and the ID token carries the claim', () => {
    onSigninCallback(returning(true, { impersonation: true }));
    expect(readImpersonating()).toBe(true);

    // Anyone else at /impersonate (no claim, or a claim that is not `true`) signs in normally.
    for (const claims of [{}, { impersonation: 'true' }, { impersonation: false }]) {
      onSigninCallback(returning(true, claims));
      expect(readImpersonating(), JSON.stringify(claims)).toBe(false);
    }
    // The claim alone does not: a support account signing in the ordinary way does not impersonate.
    onSigninCallback(returning(false, { impersonation: true }));
    expect(readImpersonating()).toBe(false);
  });
});
