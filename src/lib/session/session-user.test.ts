import type { IdTokenClaims } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { toSessionUser } from './session-user';

const base: IdTokenClaims = { iss: 'https://id.test', sub: '12', aud: 'employer-portal', exp: 0, iat: 0 };

describe('toSessionUser', () => {
  it('reads the demo provider claims', () => {
    expect(
      toSessionUser({
        ...base,
        email: 'owner@demo.test',
        firstName: 'Olivia',
        lastName: 'Owner',
        created_date: '2019-03-04',
        sso: true,
      }),
    ).toEqual({
      id: 12,
      email: 'owner@demo.test',
      firstName: 'Olivia',
      lastName: 'Owner',
      fullName: 'Olivia Owner',
      sso: true,
      createdDate: '2019-03-04',
    });
  });

  it('falls back to the standard name claims and tolerates missing ones', () => {
    expect(toSessionUser({ ...base, given_name: 'Ana', sso: false })).toMatchObject({
      firstName: 'Ana',
      lastName: '',
      fullName: 'Ana',
      sso: false,
      createdDate: null,
    });
  });

  it('rejects a subject that is not a user id', () => {
    expect(toSessionUser({ ...base, sub: 'abc' })).toBeNull();
  });
});
