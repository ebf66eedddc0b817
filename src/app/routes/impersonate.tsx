import { useEffect } from 'react';
import { Redirecting } from '../../components/ui/redirecting';
import { paths } from '../../config/paths';
import { signInRestarter } from '../../lib/auth/user-manager';
import { writeImpersonating, writeSelectedCompanyId } from '../../lib/session/session-preferences';

/**
 * A staff member's entry point (spec section 2, Navigation guard): forget the selected company and the
 * user, mark impersonation, sign in again and land Home.
 */
export default function Impersonate() {
  useEffect(() => {
    writeSelectedCompanyId(null);
    writeImpersonating(true);
    void signInRestarter.restart(paths.home.href());
  }, []);
  return <Redirecting />;
}
