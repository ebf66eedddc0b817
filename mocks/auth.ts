import { SignJWT, exportJWK, generateKeyPair, jwtVerify, type JWK } from 'jose';
import { isSupportUser } from './identity';

/**
 * The demo backend's signing key. The local OpenID provider signs its tokens with it and the mock
 * API verifies them with it, so the API accepts exactly the tokens this process issued. A new key is
 * made on every start: tokens from an earlier run get 401 and the app signs in again.
 */
export const API_AUDIENCE = 'urn:employer-portal:api';
const OUTREACH_AUDIENCE = 'urn:employer-portal:outreach-gateway';
const OUTREACH_ISSUER = 'urn:employer-portal:api/Outreach';
const KEY_ID = 'demo-signing-key';

const keyPair = generateKeyPair('RS256', { extractable: true });

/** The private signing key as a JWK, for oidc-provider's `jwks` configuration. */
export async function signingJwk(): Promise<JWK> {
  const { privateKey } = await keyPair;
  return { ...(await exportJWK(privateKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
}

/**
 * The claim that marks an impersonating session: `impersonation: true`, in the ID token (the portal turns
 * impersonation on only with it) and in the API access token (the API accepts `previewFeatures` only with
 * it). The demo provider issues it to support staff only (mocks/identity.ts).
 */
export const IMPERSONATION_CLAIM = 'impersonation';

/** The impersonation claim of a user's tokens: present for support staff, absent for everyone else. */
export function impersonationClaims(userId: number): Record<string, true> {
  return isSupportUser(userId) ? { [IMPERSONATION_CLAIM]: true } : {};
}

export interface ApiPrincipal {
  userId: number;
  /** The access token carries the impersonation claim. */
  impersonation: boolean;
}

export interface OutreachPrincipal {
  companyId: number;
  /** The outreach token was issued to an impersonating session (its claim carried on). */
  impersonation: boolean;
}

/** Verifies an access token of the demo provider: our signature, our API audience, not expired. */
export async function verifyApiToken(token: string): Promise<ApiPrincipal | null> {
  try {
    const { publicKey } = await keyPair;
    const { payload } = await jwtVerify(token, publicKey, { audience: API_AUDIENCE, algorithms: ['RS256'] });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && userId > 0
      ? { userId, impersonation: payload[IMPERSONATION_CLAIM] === true }
      : null;
  } catch {
    return null;
  }
}

/**
 * Mints an API access token exactly like the provider does (same key, audience and claims). Used by
 * Vitest, which has no browser to go through the sign-in page, and by the contract check's
 * `--demo-user` shortcut when it runs in-process.
 */
export async function issueApiToken(userId: number, issuer: string, lifetimeSeconds = 3600): Promise<string> {
  const { privateKey } = await keyPair;
  return new SignJWT({
    scope: 'openid profile email api',
    client_id: 'employer-portal',
    ...impersonationClaims(userId),
  })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'at+jwt' })
    .setSubject(String(userId))
    .setIssuer(issuer)
    .setAudience(API_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(privateKey);
}

/**
 * The outreach service token that GET /api/Outreach hands out and the gateway accepts. Asked for by an
 * impersonating session, it carries the impersonation claim on, so the gateway too accepts `previewFeatures`.
 */
export async function issueOutreachToken(
  companyId: number,
  { impersonation = false, lifetimeSeconds = 3600 }: { impersonation?: boolean; lifetimeSeconds?: number } = {},
): Promise<string> {
  const { privateKey } = await keyPair;
  return new SignJWT({ companyId, ...(impersonation ? { [IMPERSONATION_CLAIM]: true } : {}) })
    .setProtectedHeader({ alg: 'RS256', kid: KEY_ID })
    .setIssuer(OUTREACH_ISSUER)
    .setAudience(OUTREACH_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${lifetimeSeconds}s`)
    .sign(privateKey);
}

export async function verifyOutreachToken(token: string): Promise<OutreachPrincipal | null> {
  try {
    const { publicKey } = await keyPair;
    const { payload } = await jwtVerify(token, publicKey, {
      audience: OUTREACH_AUDIENCE,
      issuer: OUTREACH_ISSUER,
      algorithms: ['RS256'],
    });
    const companyId = Number(payload['companyId']);
    return Number.isInteger(companyId) && companyId > 0
      ? { companyId, impersonation: payload[IMPERSONATION_CLAIM] === true }
      : null;
  } catch {
    return null;
  }
}
