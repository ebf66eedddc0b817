import { Alert, Button, Center, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export type SignInProblemKind = 'failed' | 'blocked' | 'unavailable' | 'signed-out';

interface SignInProblemProps {
  kind?: SignInProblemKind;
  /** What the provider said, when there is something worth showing. */
  detail?: string;
  onRetry: () => void;
}

/**
 * The full-page message when signing in cannot go on, with Sign in again: the provider refused (`failed`),
 * could not be reached (`unavailable`), or the loop breaker stopped repeated attempts (`blocked`); or the
 * person logged out in another tab (`signed-out`).
 */
export function SignInProblem({ kind = 'failed', detail, onRetry }: SignInProblemProps) {
  const { t } = useTranslation('common');
  return (
    <Center as="main" minHeight="100dvh" padding="6">
      <VStack gap="4" maxWidth="lg" width="100%">
        <Alert.Root status={kind === 'signed-out' ? 'info' : 'error'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title as="h1">{t(`signInProblems.${kind}.title`)}</Alert.Title>
            <Alert.Description>{detail ?? t(`signInProblems.${kind}.detail`)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button colorPalette="primary" onClick={onRetry}>
          {t('signInAgain')}
        </Button>
      </VStack>
    </Center>
  );
}
