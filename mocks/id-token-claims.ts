import { impersonationClaims } from './auth';
import type { db } from './db';

export type DemoUser = NonNullable<ReturnType<typeof db.user.findFirst>>;

/**
 * The claims the demo provider puts in a user's ID token and userinfo (the profile the portal reads).
 * Support staff also get `impersonation: true` (mocks/auth.ts): the one claim that lets /impersonate
 * turn impersonation on.
 */
export function userClaims(user: DemoUser): Record<string, unknown> {
  return {
    sub: String(user.id),
    email: user.email,
    email_verified: true,
    given_name: user.firstName,
    family_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    created_date: user.createdDate,
    sso: user.has_SSO,
    ...impersonationClaims(user.id),
  };
}
