import { WebStorageStateStore, type User, type UserManagerSettings } from 'oidc-client-ts';
import { env } from '@/config/env';
import { AUTH_CALLBACK_PATH, HOME_PATH, SILENT_REFRESH_PATH } from './auth-paths';
import { sanitizeReturnPath } from './return-path';
import { configuredAuthority } from './stored-session';

/**
 * Every call to the provider (discovery, keys, token, revocation) gives up after this long, so a provider
 * that stops answering cannot leave the portal waiting with nothing shown.
 */
export const PROVIDER_REQUEST_TIMEOUT_S = 8;

export function createOidcSettings(origin: string, storage: Storage): UserManagerSettings {
  // Tokens and the PKCE state live in sessionStorage: gone with the tab, never in localStorage.
  const store = new WebStorageStateStore({ store: storage });
  return {
    authority: configuredAuthority(origin),
    client_id: env.oidcClientId,
    redirect_uri: `${origin}${AUTH_CALLBACK_PATH}`,
    silent_redirect_uri: `${origin}${SILENT_REFRESH_PATH}`,
    post_logout_redirect_uri: `${origin}${HOME_PATH}`,
    response_type: 'code',
    scope: 'openid profile email',
    userStore: store,
    stateStore: store,
    automaticSilentRenew: true,
    requestTimeoutInSeconds: PROVIDER_REQUEST_TIMEOUT_S,
    // Log out revokes the refresh token itself, after the session has ended here (user-manager.ts): the
    // library's own revocation runs before it forgets the user, so a refusal or a hang kept the tokens.
    revokeTokensOnSignout: false,
    revokeTokenTypes: ['refresh_token'],
    // The API's access tokens are not valid at the userinfo endpoint; the ID token carries the profile.
    loadUserInfo: false,
  };
}

/** The state a sign-in request carried through the provider (see SignInState), read defensively. */
export function signInStateOf(user: User | null | undefined): { path: unknown; impersonate: boolean } {
  const state: unknown = user?.state;
  if (state && typeof state === 'object') {
    const { path, impersonate } = state as { path?: unknown; impersonate?: unknown };
    return { path, impersonate: impersonate === true };
  }
  return { path: state, impersonate: false };
}

/**
 * The ID token claim by which the provider says the signed-in person is staff who may impersonate a
 * customer (`impersonation: true`). The API checks the same claim in the access token before it accepts
 * `previewFeatures` (openapi/portal.yaml).
 */
export const IMPERSONATION_CLAIM = 'impersonation';

/**
 * Whether the session this sign-in starts impersonates: /impersonate started it (its state says so) and
 * the provider's ID token carries the impersonation claim. For anyone else /impersonate is a plain sign-in.
 */
export function signInImpersonates(user: User | null | undefined): boolean {
  return signInStateOf(user).impersonate && user?.profile[IMPERSONATION_CLAIM] === true;
}

/** The return path a sign-in request carried in its state, made safe. */
export function returnPathOf(user: User | null | undefined, origin: string): string {
  return sanitizeReturnPath(signInStateOf(user).path, origin);
}
