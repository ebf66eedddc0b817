import { Box, Button, Dialog } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { announcedSeconds } from '@/lib/session/inactivity';

interface SessionTimeoutDialogProps {
  remainingSeconds: number;
  countdownSeconds: number;
  onStayLoggedIn: () => void;
  onLogOut: () => void;
}

function formatRemaining(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The session timeout countdown (spec section 4); only Stay Logged In closes it, never an accidental Escape. */
export function SessionTimeoutDialog({
  remainingSeconds,
  countdownSeconds,
  onStayLoggedIn,
  onLogOut,
}: SessionTimeoutDialogProps) {
  const { t } = useTranslation('session');
  const stayRef = useRef<HTMLButtonElement>(null);
  const announced = announcedSeconds(remainingSeconds, countdownSeconds);
  const announcement =
    announced % 60 === 0
      ? t('timeout.announceMinutes', { count: announced / 60 })
      : t('timeout.announceSeconds', { count: announced });
  return (
    <FormDialog
      title={t('timeout.title')}
      alert
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => stayRef.current}
      footer={
        <>
          <Button variant="outline" onClick={onLogOut}>
            {t('timeout.logOut')}
          </Button>
          <Button ref={stayRef} colorPalette="primary" onClick={onStayLoggedIn}>
            {t('timeout.stayLoggedIn')}
          </Button>
        </>
      }
    >
      <>
        <Dialog.Description>{t('timeout.message', { time: formatRemaining(remainingSeconds) })}</Dialog.Description>
        <Box srOnly aria-live="polite" aria-atomic="true" data-testid="session-timeout-announcement">
          {announcement}
        </Box>
      </>
    </FormDialog>
  );
}
