import {
  ErrorResponse,
  User,
  UserManager,
  type SigninRedirectArgs,
  type SigninSilentArgs,
  type UserManagerSettings,
} from 'oidc-client-ts';
import { logError } from '../api-errors';
import { announceLogout } from '../browser-state/cross-tab';
import { clearDrafts, saveDrafts } from '../browser-state/form-drafts';
import { forgetKeptCompanies, readImpersonating, writeImpersonating } from '../browser-state/session-preferences';
import { createOidcSettings, PROVIDER_REQUEST_TIMEOUT_S, returnPathOf, signInImpersonates } from './oidc-settings';
import { currentReturnPath } from './return-path';
import { sessionStore } from './stored-session';
import { createSignInBreaker } from './sign-in-breaker';
import { createSignInRestarter, type SignInState } from './sign-in-restarter';
import { getSignInStatus, setSignInStatus } from './sign-in-status';
import {
  createRenewalCoordinator,
  openRenewalChannel,
  webLock,
  type RenewalCoordinator,
  type RenewalCoordinatorDeps,
} from './renewal-coordinator';

/** A renewal, however it is held up (another tab's lock, discovery, the token call), ends within this. */
export const RENEWAL_DEADLINE_MS = 15_000;
/** Log out waits this long for the provider to revoke the refresh token, then goes on to end the session. */
export const REVOCATION_TIMEOUT_MS = 3_000;

/** The provider did not answer in time. */
export class ProviderTimeoutError extends Error {
  override readonly name = 'ProviderTimeoutError';
}

/** `work`, or a ProviderTimeoutError after `ms`. */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderTimeoutError(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * The provider refused (an OAuth error answer such as invalid_grant): only a new sign-in can help. Anything
 * else (a timeout, a network failure, a page that is not the provider's JSON) means it cannot be reached, and
 * sending the person there would leave them waiting.
 */
export const providerRefused = (error: unknown): boolean => error instanceof ErrorResponse;

/** A fresh random nonce (base64url of 32 random bytes) for each authorize request. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Log out has begun or ended in this page: nothing may sign it in again by itself. */
const sessionEnding = (): boolean => ['signing-out', 'signed-out', 'logged-out'].includes(getSignInStatus().kind);

/** Tokens answered after log out began: dropped, and the renewal that got them ends without a session. */
export class SessionEndedError extends Error {}

/**
 * Every authorize request carries a `nonce` (besides PKCE S256 and `state`); oidc-client-ts keeps it with
 * the request's state and rejects an ID token whose nonce differs, so a replayed token cannot sign in.
 */
export class PortalUserManager extends UserManager {
  private renewal: Promise<User | null> | null = null;

  /**
   * Once log out has begun, tokens that still arrive (a renewal that was under way) are revoked and not
   * kept: stored after the session was forgotten, they would sign the tab back in on its next load.
   */
  override async storeUser(user: User | null): Promise<void> {
    if (user && sessionEnding()) {
      if (user.refresh_token) void this.revokeRefreshToken(user.refresh_token).catch(() => undefined);
      throw new SessionEndedError('Tokens arrived after log out began');
    }
    await super.storeUser(user);
  }
  private readonly coordinator: RenewalCoordinator;

  constructor(settings: UserManagerSettings, coordination: Partial<RenewalCoordinatorDeps> = {}) {
    super(settings);
    this.coordinator = createRenewalCoordinator({
      channel: openRenewalChannel(),
      lock: webLock(),
      currentRefreshToken: async () => (await this.getUser())?.refresh_token ?? null,
      adopt: (stored) => this.adopt(stored),
      ...coordination,
    });
  }

  override signinRedirect(args: SigninRedirectArgs = {}): Promise<void> {
    return super.signinRedirect({ nonce: createNonce(), ...args });
  }

  /**
   * One renewal at a time: every caller of this tab (the expiring-token timer, the auth gate, a 401, a
   * refreshed profile) shares the one in flight, and the tabs holding the same refresh token take turns
   * (renewal-coordinator.ts). The provider rotates the refresh token and treats a used one coming back as
   * theft. However the provider or another tab holds it up, the renewal ends within RENEWAL_DEADLINE_MS.
   */
  override signinSilent(args: SigninSilentArgs = {}): Promise<User | null> {
    if (Object.keys(args).length > 0) return super.signinSilent(args);
    this.renewal ??= withDeadline(this.renewShared(), RENEWAL_DEADLINE_MS, 'The session renewal').finally(() => {
      this.renewal = null;
    });
    return this.renewal;
  }

  private async renewShared(): Promise<User | null> {
    const from = (await this.getUser())?.refresh_token;
    if (!from) return super.signinSilent();
    // Named here: oidc-client-ts passes an unset timeout to the refresh grant, overriding the settings' one.
    const renew = () => super.signinSilent({ silentRequestTimeoutInSeconds: PROVIDER_REQUEST_TIMEOUT_S });
    await this.coordinator.renew(from, async () => (await renew())?.toStorageString() ?? null);
    return this.getUser();
  }

  /** Another tab rotated the refresh token this tab holds: its new tokens become this tab's. */
  private async adopt(stored: string): Promise<void> {
    if (sessionEnding()) return;
    const user = User.fromStorageString(stored);
    await this.storeUser(user);
    await this._events.load(user);
  }

  /** Asks the provider to revoke `refreshToken`, giving up after `timeoutMs` (log out goes on either way). */
  revokeRefreshToken(refreshToken: string, timeoutMs = REVOCATION_TIMEOUT_MS): Promise<void> {
    return withDeadline(this._client.revokeToken(refreshToken, 'refresh_token'), timeoutMs, 'Token revocation');
  }
}

let userManager: PortalUserManager | undefined;

/** The one UserManager of the app, shared by the AuthProvider, the API client and the routes. */
export function getUserManager(): PortalUserManager {
  userManager ??= new PortalUserManager(createOidcSettings(window.location.origin, window.sessionStorage));
  return userManager;
}

/**
 * Renews the session without leaving the page (refresh token); the new access token, or null. A provider
 * that does not answer sets `renew-failed`: the page then says the session could not be renewed, rather
 * than sending the person to a sign-in page that would not load either.
 */
export async function renewSession(): Promise<string | null> {
  try {
    const user = await getUserManager().signinSilent();
    if (user && renewalUnanswered()) setSignInStatus({ kind: 'idle' });
    return user?.access_token ?? null;
  } catch (error) {
    if (error instanceof SessionEndedError) return null;
    logError('silent renew failed', error);
    if (!providerRefused(error)) setSignInStatus({ kind: 'renew-failed' });
    return null;
  }
}

/** Renewal failed because the provider did not answer: nothing may send the person to it on its own. */
export const renewalUnanswered = (): boolean => getSignInStatus().kind === 'renew-failed';

/**
 * Whether a call the session could not authorize may send the person to sign in by itself: not when the
 * provider did not answer, nor once log out has begun (a sign-in then would meet the provider's live session).
 */
export const mayRestartSignIn = (): boolean => !renewalUnanswered() && !sessionEnding();

/** Where a sign-in started now should come back to, and whether the session impersonates. */
export function currentSignInState(): SignInState {
  return { path: currentReturnPath(window.location), impersonate: readImpersonating() };
}

let clearQueryCache: () => void = () => undefined;

/** The session's answers: the query cache and the company list kept for the tab. */
function clearCachedAnswers(): void {
  clearQueryCache();
  forgetKeptCompanies();
}

/**
 * The portal's cache of server answers, forgotten when the user is (a restart, a log out in another tab).
 * The portal registers it (app/connect-portal.ts); the way to sign in (src/main.tsx) runs before there is one.
 */
export function configureSessionCache(cache: { clear: () => void }): void {
  clearQueryCache = () => cache.clear();
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
 * Ends the session in this tab before anything is asked of the provider: the stored user (tokens), the
 * drafts, impersonation and the cached answers go, so a refusing or hanging provider cannot leave the tab
 * signed in. Then the refresh token is revoked, with a short timeout; what the provider answers changes
 * nothing here. Returns the ID token, for the end-session request.
 */
async function forgetSessionHere(): Promise<string | undefined> {
  const manager = getUserManager();
  const user = await manager.getUser().catch(() => null);
  await manager.removeUser();
  clearDrafts();
  writeImpersonating(false);
  clearCachedAnswers();
  const refreshToken = user?.refresh_token;
  if (refreshToken) {
    await manager.revokeRefreshToken(refreshToken).catch((error: unknown) => {
      logError('revoking the refresh token failed', error);
    });
  }
  return user?.id_token;
}

/**
 * Log out (the Log Out menu item and the inactivity log out): the session ends here first, then the
 * provider's end-session page ends its session, whatever revocation answered. Where that page cannot be
 * reached, the tab stays signed out and says so: starting a sign-in would meet the provider's live session
 * and bring the person straight back.
 */
export async function signOutAtProvider(): Promise<void> {
  setSignInStatus({ kind: 'signing-out' });
  signInBreaker.reset();
  // Every other tab of the portal signs out too (lib/browser-state/cross-tab).
  announceLogout();
  const idToken = await forgetSessionHere();
  try {
    await withDeadline(
      getUserManager().signoutRedirect(idToken ? { id_token_hint: idToken } : {}),
      RENEWAL_DEADLINE_MS,
      'The end-session request',
    );
  } catch (error) {
    logError('log out at the provider failed', error);
    setSignInStatus({ kind: 'logged-out' });
  }
}

/**
 * Another tab logged out (and ended the provider's session): this tab ends its session the same way, then
 * says so and waits for the person.
 */
export async function endSessionHere(): Promise<void> {
  setSignInStatus({ kind: 'signed-out' });
  await forgetSessionHere();
}

/**
 * After the provider sends the user back: the session impersonates only when /impersonate started this
 * sign-in and the provider's ID token says the person may (the impersonation claim, support staff only);
 * then the callback URL (it holds the one-time code) is replaced by the saved path. The /auth-callback
 * route then brings the router to the same place.
 */
export function onSigninCallback(user: User | undefined): void {
  if (!user) return;
  writeImpersonating(signInImpersonates(user));
  setSignInStatus({ kind: 'idle' });
  window.history.replaceState(window.history.state, '', returnPathOf(user, window.location.origin));
}
