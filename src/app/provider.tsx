import { Alert, Button, Center, ChakraProvider, VStack } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, use, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthProvider } from 'react-oidc-context';
import { Redirecting } from '../components/ui/redirecting';
import { Toaster } from '../components/ui/toaster';
import { AuthGate } from '../lib/auth/auth-gate';
import { getUserManager, onSigninCallback } from '../lib/auth/user-manager';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session/session-provider';
import { system } from './theme';

function TranslationsReady({ children }: { children: ReactNode }) {
  use(initI18n());
  return children;
}

function SignInFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Center as="main" minHeight="100dvh" padding="6">
      <VStack gap="4" maxWidth="lg" width="100%">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title as="h1">{t('signInProblem')}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
        <Button colorPalette="primary" onClick={retry}>
          {t('signInAgain')}
        </Button>
      </VStack>
    </Center>
  );
}

/** Everything the screens rely on: theme, cache, translations, sign-in and the session. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [userManager] = useState(getUserManager);
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider userManager={userManager} onSigninCallback={onSigninCallback}>
          <Suspense fallback={null}>
            <TranslationsReady>
              <AuthGate pending={<Redirecting />} failed={(retry) => <SignInFailed retry={retry} />}>
                <SessionProvider>{children}</SessionProvider>
              </AuthGate>
              <Toaster />
            </TranslationsReady>
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
