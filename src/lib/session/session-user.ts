import type { IdTokenClaims } from 'oidc-client-ts';
import type { SessionUser } from './session-types';

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The session's user from the ID token's claims (sub, email, firstName, lastName, created_date, sso). */
export function toSessionUser(profile: IdTokenClaims): SessionUser | null {
  const id = Number(profile.sub);
  if (!Number.isInteger(id) || id <= 0) return null;
  const firstName = text(profile['firstName'] ?? profile.given_name);
  const lastName = text(profile['lastName'] ?? profile.family_name);
  const createdDate = profile['created_date'];
  return {
    id,
    email: text(profile.email),
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    sso: profile['sso'] === true || profile['sso'] === 'true',
    createdDate: typeof createdDate === 'string' && createdDate !== '' ? createdDate : null,
  };
}
