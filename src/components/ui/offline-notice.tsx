import { Box } from '@chakra-ui/react';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

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
    <Box
      role="status"
      aria-live="polite"
      data-testid="offline-notice"
      bg="gray.800"
      color="white"
      px={{ base: '4', md: '8' }}
      py="2"
      textAlign="center"
      fontWeight="medium"
    >
      {t('offline')}
    </Box>
  );
}
