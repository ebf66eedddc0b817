import { Alert, Button, Center, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface SignInProblemProps {
  /** What the provider said, when there is something worth showing. */
  detail?: string;
  onRetry: () => void;
}

/** The full-page message when signing in failed, with a button to start again. */
export function SignInProblem({ detail, onRetry }: SignInProblemProps) {
  const { t } = useTranslation('common');
  return (
    <Center as="main" minHeight="100dvh" padding="6">
      <VStack gap="4" maxWidth="lg" width="100%">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title as="h1">{t('signInProblem')}</Alert.Title>
            {detail ? <Alert.Description>{detail}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
        <Button colorPalette="primary" onClick={onRetry}>
          {t('signInAgain')}
        </Button>
      </VStack>
    </Center>
  );
}
