import { Box, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { CompanyUser } from '@/generated/model';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useResendConfirmation } from '../api/use-user-mutations';

interface ResendConfirmationButtonProps {
  user: CompanyUser;
  enabled: boolean;
}

/** Resends the email-address confirmation to a user who never signed in; one request per click. */
export function ResendConfirmationButton({ user, enabled }: ResendConfirmationButtonProps) {
  const { t } = useTranslation('users');
  const resend = useResendConfirmation();
  const flight = useSingleFlight();

  const send = () =>
    void flight.run(() => resend.mutateAsync({ data: { userId: user.userId, email: user.emailAddress } }));

  return (
    <Button
      size="xs"
      variant="outline"
      // The label is long for a table cell: it wraps rather than pushing the table wider.
      whiteSpace="normal"
      height="auto"
      minH="8"
      py="1"
      disabled={!enabled || resend.isPending}
      loading={resend.isPending}
      loadingText={t('list.resendingConfirmation')}
      onClick={send}
    >
      {t('list.resendConfirmation')}
      <Box as="span" srOnly>
        {user.fullName}
      </Box>
    </Button>
  );
}
