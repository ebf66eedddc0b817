import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface LeaveConfirmDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/**
 * Asks before unsaved changes are dropped. Stay has the focus, and Escape or a click outside means Stay:
 * only a deliberate Leave loses what was typed.
 */
export function LeaveConfirmDialog({ onStay, onLeave }: LeaveConfirmDialogProps) {
  const { t } = useTranslation('common');
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      onOpenChange={(details) => !details.open && onStay()}
      initialFocusEl={() => stayRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('unsavedChanges.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{t('unsavedChanges.message')}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={stayRef} variant="outline" onClick={onStay}>
                {t('unsavedChanges.stay')}
              </Button>
              <Button colorPalette="red" onClick={onLeave}>
                {t('unsavedChanges.leave')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
