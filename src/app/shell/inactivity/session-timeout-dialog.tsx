import { Box, Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * The session timeout countdown (spec section 4). Escape and outside clicks do not close it: only Stay
 * Logged In extends the session, so nothing dismisses it by accident while the countdown keeps running.
 */
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
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      closeOnEscape={false}
      closeOnInteractOutside={false}
      initialFocusEl={() => stayRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('timeout.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>
                {t('timeout.message', { time: formatRemaining(remainingSeconds) })}
              </Dialog.Description>
              <Box srOnly aria-live="polite" aria-atomic="true" data-testid="session-timeout-announcement">
                {announcement}
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onLogOut}>
                {t('timeout.logOut')}
              </Button>
              <Button ref={stayRef} colorPalette="primary" onClick={onStayLoggedIn}>
                {t('timeout.stayLoggedIn')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
