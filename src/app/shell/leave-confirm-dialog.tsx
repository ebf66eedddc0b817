import { Button, Dialog } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';

interface LeaveConfirmDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/** Asks before unsaved changes are dropped; Stay has the focus, and Escape or a click outside means Stay. */
export function LeaveConfirmDialog({ onStay, onLeave }: LeaveConfirmDialogProps) {
  const { t } = useTranslation('common');
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <FormDialog
      title={t('unsavedChanges.title')}
      alert
      onClose={onStay}
      initialFocusEl={() => stayRef.current}
      footer={
        <>
          <Button ref={stayRef} variant="outline" onClick={onStay}>
            {t('unsavedChanges.stay')}
          </Button>
          <Button colorPalette="red" onClick={onLeave}>
            {t('unsavedChanges.leave')}
          </Button>
        </>
      }
    >
      <Dialog.Description>{t('unsavedChanges.message')}</Dialog.Description>
    </FormDialog>
  );
}
