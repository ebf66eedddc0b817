import { Alert } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** A save paused offline (lib/use-paused-save): it waits for the network, read politely. */
export function SaveWaitingNotice() {
  const { t } = useTranslation('common');
  return (
    <Alert.Root status="warning" role="status" aria-live="polite">
      <Alert.Indicator />
      <Alert.Description>{t('saveWaiting')}</Alert.Description>
    </Alert.Root>
  );
}
