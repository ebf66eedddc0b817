import { useEffect } from 'react';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { Redirecting } from '../../components/ui/redirecting';
import { SignInProblem } from '../../components/ui/sign-in-problem';
import { paths } from '../../config/paths';
import { returnPathOf } from '../../lib/auth/oidc-settings';
import { signInRestarter } from '../../lib/auth/user-manager';

/**
 * Where the provider sends the user back. The AuthProvider exchanges the code; this page then takes the
 * router to the saved path (same-origin only, else Home).
 */
export default function AuthCallback() {
  const auth = useAuth();
  const navigate = useNavigate();
  const signedIn = auth.isAuthenticated && !auth.isLoading;
  const target = returnPathOf(auth.user, window.location.origin);
  const stray = !auth.isLoading && !auth.isAuthenticated && !auth.error && !hasAuthParams();

  useEffect(() => {
    if (signedIn) void navigate(target, { replace: true });
  }, [signedIn, target, navigate]);

  useEffect(() => {
    if (stray) void signInRestarter.signIn(paths.home.href());
  }, [stray]);

  if (auth.error && !auth.isAuthenticated) {
    return (
      <SignInProblem detail={auth.error.message} onRetry={() => void signInRestarter.restart(paths.home.href())} />
    );
  }
  return <Redirecting />;
}
