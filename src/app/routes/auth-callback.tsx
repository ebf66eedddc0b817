import { Alert, Button, Center, VStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { hasAuthParams, useAuth } from 'react-oidc-context';
import { useNavigate } from 'react-router-dom';
import { Redirecting } from '../../components/ui/redirecting';
import { paths } from '../../config/paths';
import { returnPathOf } from '../../lib/auth/oidc-settings';
import { signInRestarter } from '../../lib/auth/user-manager';

/**
 * Where the provider sends the user back. The AuthProvider exchanges the code; this page then takes the
 * router to the saved path (same-origin only, else Home).
 */
export default function AuthCallback() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { t } = useTranslation('common');
  const signedIn = auth.isAuthenticated && !auth.isLoading;
  const target = returnPathOf(auth.user, window.location.origin);
  const stray = !auth.isLoading && !auth.isAuthenticated && !auth.error && !hasAuthParams();

  useEffect(() => {
    if (signedIn) void navigate(target, { replace: true });
  }, [signedIn, target, navigate]);

  useEffect(() => {
    if (stray) void signInRestarter.signIn(paths.home.href());
  }, [stray]);

  if (auth.error && !auth.isAuthenticated) {
    return (
      <Center as="main" minHeight="100dvh" padding="6">
        <VStack gap="4" maxWidth="lg" width="100%">
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title as="h1">{t('signInProblem')}</Alert.Title>
              <Alert.Description>{auth.error.message}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Button colorPalette="primary" onClick={() => void signInRestarter.restart(paths.home.href())}>
            {t('signInAgain')}
          </Button>
        </VStack>
      </Center>
    );
  }
  return <Redirecting />;
}
