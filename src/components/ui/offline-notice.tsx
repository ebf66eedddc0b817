import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellBanner } from './shell-banner';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/**
 * Offline, every query and mutation pauses (query-client) and this notice says so; both go on by
 * themselves when the network returns, and the notice goes away.
 */
export function OfflineNotice() {
  const { t } = useTranslation('common');
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  if (online) return null;
  return (
    <ShellBanner tone="neutral" testId="offline-notice">
      {t('offline')}
    </ShellBanner>
  );
}
