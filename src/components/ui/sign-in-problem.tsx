import { Alert, Button, Center, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

import type { SignInProblemKind as GateProblemKind } from '@/lib/auth/auth-gate';

export type SignInProblemKind = GateProblemKind | 'refused';

interface SignInProblemProps {
  kind?: SignInProblemKind;
  /** What the provider said, when there is something worth showing. */
  detail?: string;
  onRetry: () => void;
  /** Inside the shell's main landmark (not a page of its own). */
  inline?: boolean;
}

/** The full-page message when signing in cannot go on (one `kind` per cause), with Sign in again. */
export function SignInProblem({ kind = 'failed', detail, onRetry, inline = false }: SignInProblemProps) {
  const { t } = useTranslation('common');
  return (
    <Center as={inline ? 'div' : 'main'} minHeight={inline ? '40dvh' : '100dvh'} padding="6">
      <VStack gap="4" maxWidth="lg" width="100%">
        <Alert.Root status={kind === 'signed-out' || kind === 'logged-out' ? 'info' : 'error'}>
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
