import { Center, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The page shown while the browser is on its way to or back from the sign-in provider. */
export function Redirecting() {
  const { t } = useTranslation('common');
  return (
    <Center as="main" minHeight="100dvh">
      <VStack gap="4" role="status" aria-live="polite">
        <Spinner size="lg" color="primary.solid" aria-hidden="true" />
        <Text>{t('redirecting')}</Text>
      </VStack>
    </Center>
  );
}
