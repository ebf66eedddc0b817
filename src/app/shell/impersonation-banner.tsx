import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-provider';

/** Spec section 4: while a staff member impersonates a customer, every screen says so. */
export function ImpersonationBanner() {
  const { t } = useTranslation('session');
  const { impersonating } = useSession();
  if (!impersonating) return null;
  return (
    <Box
      role="status"
      data-testid="impersonation-banner"
      bg="orange.100"
      color="orange.950"
      borderBottomWidth="2px"
      borderColor="orange.600"
      px={{ base: '4', md: '8' }}
      py="2"
      fontWeight="semibold"
      textAlign="center"
    >
      {t('impersonation.banner')}
    </Box>
  );
}
