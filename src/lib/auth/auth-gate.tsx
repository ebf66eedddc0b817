import { useEffect, type ReactNode } from 'react';
import { useAuth } from 'react-oidc-context';
import { isSignInFlowPath } from './auth-paths';
import { currentReturnPath } from './return-path';
import { signInRestarter } from './user-manager';

interface AuthGateProps {
  children: ReactNode;
  /** Shown while the user is sent to sign in. */
  pending: ReactNode;
  /** Shown when signing in failed (the provider answered with an error). */
  failed: (retry: () => void) => ReactNode;
}

/**
 * Renders the app for a signed-in user; sends anyone else to sign in, saving where they were. The pages
 * of the sign-in flow itself (/auth-callback, /silent-refresh, /impersonate) always render.
 */
export function AuthGate({ children, pending, failed }: AuthGateProps) {
  const auth = useAuth();
  const inSignInFlow = isSignInFlowPath(window.location.pathname);
  const mustSignIn = !inSignInFlow && !auth.isLoading && !auth.isAuthenticated && !auth.error && !auth.activeNavigator;

  useEffect(() => {
    if (mustSignIn) void signInRestarter.signIn(currentReturnPath(window.location));
  }, [mustSignIn]);

  if (inSignInFlow || auth.isAuthenticated) return children;
  if (auth.error && !auth.isLoading) {
    return failed(() => void signInRestarter.restart(currentReturnPath(window.location)));
  }
  return pending;
}
