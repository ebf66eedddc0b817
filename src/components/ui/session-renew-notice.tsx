import { Alert, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { useSignInStatus } from '@/lib/auth/use-sign-in-status';
import { currentSignInState, signInRestarter } from '@/lib/auth/user-manager';

/** A silent renew failed: say so now, with Sign in again, rather than let the next call fail unexplained. */
export function SessionRenewNotice() {
  const { t } = useTranslation('common');
  const auth = useAuth();
  const status = useSignInStatus();
  const failed = auth.error?.source === 'renewSilent' || status.kind === 'renew-failed';
  if (!(auth.isAuthenticated && failed)) return null;
  return (
    <Alert.Root status="warning" borderRadius="0" alignItems="center">
      <Alert.Indicator />
      <HStack flex="1" justify="space-between" gap="4" wrap="wrap">
        <Alert.Description>{t('renewFailed')}</Alert.Description>
        <Button size="sm" colorPalette="primary" onClick={() => void signInRestarter.signInAgain(currentSignInState())}>
          {t('signInAgain')}
        </Button>
      </HStack>
    </Alert.Root>
  );
}
