import { useEffect } from 'react';
import { Redirecting } from '@/components/ui/redirecting';
import { paths } from '@/config/paths';
import { signInRestarter } from '@/lib/auth/user-manager';
import { writeSelectedCompanyId } from '@/lib/browser-state/session-preferences';

/**
 * A staff member's entry point (spec section 2, Navigation guard): forget the selected company and the
 * user, sign in again and land Home. The sign-in request carries `impersonate`, so only the session it
 * starts impersonates (issue 8: one session, ended by log out, never carried into a fresh sign-in), and
 * only when the provider's ID token carries the impersonation claim (issue 37: support staff); for anyone
 * else this is a plain sign-in.
 */
export default function Impersonate() {
  useEffect(() => {
    writeSelectedCompanyId(null);
    void signInRestarter.signInAgain({ path: paths.home.href(), impersonate: true });
  }, []);
  return <Redirecting />;
}
