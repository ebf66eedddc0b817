import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The page shown while the browser is on its way to or back from the sign-in provider. */
export function Redirecting({ reason }: { reason?: 'sign-in' | 'expired' }) {
  const { t } = useTranslation('common');
  return (
    <Center as="main" minHeight="100dvh">
      <VStack gap="4" role="status" aria-live="polite">
        <Spinner size="lg" color="primary.solid" aria-hidden="true" />
        {reason === 'expired' ? <Text>{t('sessionExpired')}</Text> : null}
        <Text>{t('redirecting')}</Text>
      </VStack>
    </Center>
  );
}
