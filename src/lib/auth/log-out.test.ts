/** @vitest-environment jsdom */
import { AxiosError } from 'axios';
import { ErrorResponse, OidcClient, type SigninResponse, User, UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiSession } from './api-session';
import { hasStoredUser } from './stored-session';
import { getSignInStatus, setSignInStatus } from './sign-in-status';
import { configureSessionCache, endSessionHere, getUserManager, renewSession, signOutAtProvider } from './user-manager';

const DRAFTS_KEY = 'employer-portal.form-drafts';

/** What was still stored when the provider was asked to revoke. */
let storedAtRevocation: { user: boolean; drafts: boolean; impersonating: boolean; cachedAnswers: boolean } | null;
/** The portal's cache of server answers (the query client's, registered by app/provider.tsx). */
let cachedAnswers = false;
configureSessionCache({ clear: () => (cachedAnswers = false) });

async function signedInWithDraft() {
  await getUserManager().storeUser(
    new User({
      access_token: 'access-1',
      refresh_token: 'refresh-1',
      id_token: 'id-token-1',
      token_type: 'Bearer',
      profile: { sub: '1', iss: 'https://id.example.test', aud: 'employer-portal', exp: 0, iat: 0 },
      expires_at: Math.floor(Date.now() / 1000) + 300,
    }),
  );
  sessionStorage.setItem(DRAFTS_KEY, JSON.stringify({ 'company-info': { at: Date.now(), values: { name: 'x' } } }));
  sessionStorage.setItem('employer-portal.impersonating', 'true');
  cachedAnswers = true;
  expect(hasStoredUser()).toBe(true);
}

/** The provider's revocation endpoint: it answers with `answer` (never, by default). */
function revocation(answer: () => Promise<void> = () => new Promise(() => undefined)) {
  return vi.spyOn(OidcClient.prototype, 'revokeToken').mockImplementation(() => {
    storedAtRevocation = {
      user: hasStoredUser(),
      drafts: sessionStorage.getItem(DRAFTS_KEY) !== null,
      impersonating: sessionStorage.getItem('employer-portal.impersonating') !== null,
      cachedAnswers,
    };
    return answer();
  });
}

/** The end-session page, which a browser leaves for and this test cannot. */
const endSession = (answer: () => Promise<void> = () => Promise.resolve()) =>
  vi.spyOn(UserManager.prototype, 'signoutRedirect').mockImplementation(answer);

const NOTHING_LEFT = { user: false, drafts: false, impersonating: false, cachedAnswers: false };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  storedAtRevocation = null;
  setSignInStatus({ kind: 'idle' });
  sessionStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('log out ends the session here first', () => {
  it('a hanging revocation: tokens, drafts, impersonation and cached answers go first; the end-session page at 3 s', async () => {
    await signedInWithDraft();
    revocation();
    const leave = endSession();

    const done = signOutAtProvider();
    // Revocation is given 3 s: the end-session page is not asked before, and is at 3 s.
    await vi.advanceTimersByTimeAsync(2_999);
    expect(leave).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;

    expect(storedAtRevocation).toEqual(NOTHING_LEFT);
    expect(leave).toHaveBeenCalledWith({ id_token_hint: 'id-token-1' });
    expect(sessionStorage.getItem('employer-portal.impersonating')).toBeNull();
    expect(getSignInStatus().kind).toBe('signing-out');
  });

  it('a refused revocation, or none at all, still ends the provider’s session', async () => {
    for (const refusal of [
      () => Promise.reject(new ErrorResponse({ error: 'unsupported_token_type' })),
      () => Promise.reject(new Error('No revocation endpoint on server')),
    ]) {
      // Each round is a new sign-in, which sets the status back (onSigninCallback).
      setSignInStatus({ kind: 'idle' });
      await signedInWithDraft();
      revocation(refusal);
      const leave = endSession();
      await signOutAtProvider();
      expect(storedAtRevocation).toEqual(NOTHING_LEFT);
      expect(leave).toHaveBeenCalledOnce();
      vi.restoreAllMocks();
    }
  });

  it('an end-session page that cannot be reached leaves the tab signed out, never signing in again by itself', async () => {
    await signedInWithDraft();
    revocation(() => Promise.resolve());
    endSession(() => Promise.reject(new TypeError('Failed to fetch')));

    await signOutAtProvider();

    expect(hasStoredUser()).toBe(false);
    expect(getSignInStatus().kind).toBe('logged-out');
  });

  it('a log out heard from another tab ends this tab’s session before revoking its token', async () => {
    await signedInWithDraft();
    revocation();

    const done = endSessionHere();
    await vi.advanceTimersByTimeAsync(3_000);
    await done;

    expect(storedAtRevocation).toEqual(NOTHING_LEFT);
    expect(getSignInStatus().kind).toBe('signed-out');
  });

  it('a renewal under way when log out begins: the tokens it gets are revoked, never stored', async () => {
    await signedInWithDraft();
    let answerRenewal: (response: SigninResponse) => void = () => undefined;
    vi.spyOn(OidcClient.prototype, 'useRefreshToken').mockImplementation(
      () => new Promise((resolve) => (answerRenewal = resolve)),
    );
    const revoked: string[] = [];
    vi.spyOn(OidcClient.prototype, 'revokeToken').mockImplementation(async (token) => {
      revoked.push(token);
    });
    endSession();

    const renewal = renewSession();
    await vi.advanceTimersByTimeAsync(0);
    await signOutAtProvider();
    // The provider answers the refresh grant after the session was forgotten here.
    const tokens = { access_token: 'access-2', refresh_token: 'refresh-2', token_type: 'Bearer', expires_in: 300 };
    answerRenewal(tokens as SigninResponse);

    expect(await renewal).toBeNull();
    expect(hasStoredUser()).toBe(false);
    expect(revoked).toEqual(['refresh-1', 'refresh-2']);
    expect(getSignInStatus().kind).toBe('signing-out');
  });

  it('a call refused while log out is under way sends nobody to sign in', async () => {
    const signIn = vi.spyOn(UserManager.prototype, 'signinRedirect').mockResolvedValue(undefined);
    setSignInStatus({ kind: 'signing-out' });
    apiSession.onUnauthorized(new AxiosError('Unauthorized'));
    await vi.advanceTimersByTimeAsync(0);
    expect(signIn).not.toHaveBeenCalled();

    setSignInStatus({ kind: 'idle' });
    apiSession.onUnauthorized(new AxiosError('Unauthorized'));
    await vi.advanceTimersByTimeAsync(0);
    expect(signIn).toHaveBeenCalledOnce();
  });
});
