import { useTranslation } from 'react-i18next';
import { ShellBanner } from '@/components/ui/shell-banner';
import { useSession } from '@/lib/session/session-provider';

/** Spec section 4: while a staff member impersonates a customer, every screen says so. */
export function ImpersonationBanner() {
  const { t } = useTranslation('session');
  const { impersonating } = useSession();
  if (!impersonating) return null;
  return (
    <ShellBanner tone="warning" testId="impersonation-banner">
      {t('impersonation.banner')}
    </ShellBanner>
  );
}
