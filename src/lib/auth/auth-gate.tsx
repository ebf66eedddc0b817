import { useEffect, type ReactNode } from 'react';
import { useAuth } from 'react-oidc-context';
import { isSignInFlowPath } from './auth-paths';
import type { SignInStatus } from './sign-in-status';
import { useSignInStatus } from './use-sign-in-status';
import { currentSignInState, renewalUnanswered, renewSession, signInRestarter } from './user-manager';

export type SignInProblemKind = Exclude<SignInStatus['kind'], 'idle' | 'signing-out'> | 'failed';

interface AuthGateProps {
  children: ReactNode;
  /** Shown while the user is sent to sign in; `expired` when a stored session ran out. */
  pending: (reason: 'sign-in' | 'expired') => ReactNode;
  /**
   * Shown when signing in cannot go on: the provider answered with an error (`failed`), could not be
   * reached (`unavailable`), or the loop breaker refused another attempt (`blocked`). `retry` is the
   * person's own Sign in again.
   */
  problem: (kind: SignInProblemKind, retry: () => void, detail?: string) => ReactNode;
}

const signInAgain = () => void signInRestarter.signInAgain(currentSignInState());

/**
 * Renders the app for a signed-in user; sends anyone else to sign in, saving where they were. A stored
 * session that expired is renewed silently first. The pages of the sign-in flow itself (/auth-callback,
 * /silent-refresh, /impersonate) always render. Every way this can fail ends on a page that says so and
 * offers Sign in again: never an endless "Redirecting".
 */
export function AuthGate({ children, pending, problem }: AuthGateProps) {
  const auth = useAuth();
  const status = useSignInStatus();
  const inSignInFlow = isSignInFlowPath(window.location.pathname);
  const callbackFailed = !!auth.error && !auth.isAuthenticated && auth.error.source !== 'renewSilent';
  const mustSignIn =
    !inSignInFlow &&
    !auth.isLoading &&
    !auth.isAuthenticated &&
    !callbackFailed &&
    !auth.activeNavigator &&
    status.kind === 'idle';
  const canRenew = !!auth.user?.refresh_token;

  useEffect(() => {
    if (!mustSignIn) return;
    let cancelled = false;
    void (async () => {
      // An expired session with a refresh token is renewed in place: no trip to the provider.
      if (canRenew && (await renewSession())) return;
      // A provider that did not answer the renewal would not answer a sign-in either: the page says so.
      if (!cancelled && !renewalUnanswered()) await signInRestarter.signIn(currentSignInState());
    })();
    return () => {
      cancelled = true;
    };
  }, [mustSignIn, canRenew]);

  if (status.kind === 'signing-out') return pending('sign-in');
  // Still signed in: the shell stays, with its notice and Sign in again, and open forms keep their values.
  if (status.kind === 'renew-failed' && auth.isAuthenticated) return children;
  if (status.kind !== 'idle' && !inSignInFlow) return problem(status.kind, signInAgain);
  if (inSignInFlow || auth.isAuthenticated) return children;
  if (callbackFailed) return problem('failed', signInAgain, auth.error?.message);
  return pending(auth.user?.expired ? 'expired' : 'sign-in');
}
