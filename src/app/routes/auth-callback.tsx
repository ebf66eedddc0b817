import { useEffect } from 'react';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { Redirecting } from '@/components/ui/redirecting';
import { SignInProblem } from '@/components/ui/sign-in-problem';
import { paths } from '@/config/paths';
import { returnPathOf } from '@/lib/auth/oidc-settings';
import { useSignInStatus } from '@/lib/auth/use-sign-in-status';
import { signInRestarter } from '@/lib/auth/user-manager';

const home = { path: paths.home.href() };
const signInAgain = () => void signInRestarter.signInAgain(home);

/**
 * Where the provider sends the user back. The AuthProvider exchanges the code; this page then takes the
 * router to the saved path (same-origin only, else Home).
 */
export default function AuthCallback() {
  const auth = useAuth();
  const status = useSignInStatus();
  const navigate = useNavigate();
  const signedIn = auth.isAuthenticated && !auth.isLoading;
  const target = returnPathOf(auth.user, window.location.origin);
  const stray = !auth.isLoading && !auth.isAuthenticated && !auth.error && !hasAuthParams();

  useEffect(() => {
    if (signedIn) void navigate(target, { replace: true });
  }, [signedIn, target, navigate]);

  useEffect(() => {
    if (stray) void signInRestarter.signIn(home);
  }, [stray]);

  if (status.kind === 'blocked' || status.kind === 'unavailable') {
    return <SignInProblem kind={status.kind} onRetry={signInAgain} />;
  }
  if (auth.error && !auth.isAuthenticated) {
    return <SignInProblem detail={auth.error.message} onRetry={signInAgain} />;
  }
  return <Redirecting />;
}
