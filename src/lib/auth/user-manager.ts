import { UserManager, type SigninRedirectArgs, type SigninSilentArgs, type User } from 'oidc-client-ts';
import { logError } from '../api-errors';
import { announceLogout } from '../session/cross-tab';
import { saveDrafts } from '../session/form-drafts';
import { readImpersonating, writeImpersonating } from '../session/session-preferences';
import { createOidcSettings, returnPathOf, signInStateOf } from './oidc-settings';
import { currentReturnPath } from './return-path';
import { sessionStore } from './stored-session';
import { createSignInBreaker } from './sign-in-breaker';
import { createSignInRestarter, type SignInState } from './sign-in-restarter';
import { setSignInStatus } from './sign-in-status';

/** A fresh random nonce (base64url of 32 random bytes) for each authorize request. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Every authorize request carries a `nonce` (besides PKCE S256 and `state`); oidc-client-ts keeps it with
 * the request's state and rejects an ID token whose nonce differs, so a replayed token cannot sign in.
 */
export class PortalUserManager extends UserManager {
  private renewal: Promise<User | null> | null = null;

  override signinRedirect(args: SigninRedirectArgs = {}): Promise<void> {
    return super.signinRedirect({ nonce: createNonce(), ...args });
  }

  /**
   * One renewal at a time: every caller (the expiring-token timer, the auth gate, a 401, a refreshed profile)
   * shares the one in flight. The provider rotates the refresh token, so a second request with the same one
   * is refused, and that refusal would tell a signed-in person their session could not be renewed (seen
   * when the expiring and expired timers fire together, as after a laptop's sleep).
   */
  override signinSilent(args: SigninSilentArgs = {}): Promise<User | null> {
    if (Object.keys(args).length > 0) return super.signinSilent(args);
    this.renewal ??= super.signinSilent().finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }
}

let userManager: UserManager | undefined;

/** The one UserManager of the app, shared by the AuthProvider, the API client and the routes. */
export function getUserManager(): UserManager {
  userManager ??= new PortalUserManager(createOidcSettings(window.location.origin, window.sessionStorage));
  return userManager;
}

/** Renews the session without leaving the page (refresh token); the new access token, or null. */
export async function renewSession(): Promise<string | null> {
  try {
    const user = await getUserManager().signinSilent();
    return user?.access_token ?? null;
  } catch (error) {
    logError('silent renew failed', error);
    return null;
  }
}

/** Where a sign-in started now should come back to, and whether the session impersonates. */
export function currentSignInState(): SignInState {
  return { path: currentReturnPath(window.location), impersonate: readImpersonating() };
}

let clearCachedAnswers: () => void = () => undefined;

/**
 * The portal's cache of server answers, forgotten when the user is (a restart, a log out in another tab).
 * The portal registers it (app/provider.tsx); the way to sign in (src/main.tsx) runs before there is one.
 */
export function configureSessionCache(cache: { clear: () => void }): void {
  clearCachedAnswers = () => cache.clear();
}

export const signInBreaker = createSignInBreaker(sessionStore());

export const signInRestarter = createSignInRestarter({
  clearUser: () => getUserManager().removeUser(),
  clearCache: () => clearCachedAnswers(),
  redirect: (state) => getUserManager().signinRedirect({ state }),
  saveDrafts: () => saveDrafts(),
  breaker: signInBreaker,
  onBlocked: () => setSignInStatus({ kind: 'blocked' }),
  onUnavailable: (error) => {
    logError('could not reach the sign-in provider', error);
    setSignInStatus({ kind: 'unavailable' });
  },
});

/**
 * Log out: revokes the refresh token (oidc-settings) and ends the provider's session. Nothing may start a
 * sign-in while the page leaves; if the provider cannot be reached the local session still ends.
 */
export async function signOutAtProvider(): Promise<void> {
  setSignInStatus({ kind: 'signing-out' });
  signInBreaker.reset();
  // Every other tab of the portal signs out too (lib/session/cross-tab).
  announceLogout();
  try {
    await getUserManager().signoutRedirect();
  } catch (error) {
    logError('log out at the provider failed', error);
    await getUserManager().removeUser();
    setSignInStatus({ kind: 'idle' });
  }
}

/**
 * Another tab logged out (and ended the provider's session): this tab forgets its user, cache and
 * impersonation; the auth gate then sends it to sign in.
 */
export async function endSessionHere(): Promise<void> {
  setSignInStatus({ kind: 'signed-out' });
  writeImpersonating(false);
  clearCachedAnswers();
  try {
    // This tab's own refresh token too (the provider may already have dropped it with the grant).
    await getUserManager().revokeTokens(['refresh_token']);
  } catch (error) {
    logError('revoking this tab’s refresh token failed', error);
  }
  await getUserManager().removeUser();
}

/**
 * After the provider sends the user back: the session impersonates only when /impersonate started this
 * sign-in; then the callback URL (it holds the one-time code) is replaced by the saved path. The
 * /auth-callback route then brings the router to the same place.
 */
export function onSigninCallback(user: User | undefined): void {
  if (!user) return;
  writeImpersonating(signInStateOf(user).impersonate);
  setSignInStatus({ kind: 'idle' });
  window.history.replaceState(window.history.state, '', returnPathOf(user, window.location.origin));
}
