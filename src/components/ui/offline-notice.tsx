import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ShellBanner } from './shell-banner';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

/** Offline, queries and mutations pause (query-client) and this notice says so until the network returns. */
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
