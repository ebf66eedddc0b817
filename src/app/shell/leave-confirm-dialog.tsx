import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

interface LeaveConfirmDialogProps {
  onStay: () => void;
  onLeave: () => void;
}

/** Asks before unsaved changes are dropped; Stay is the safe answer. */
export function LeaveConfirmDialog({ onStay, onLeave }: LeaveConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ConfirmDialog
      title={t('unsavedChanges.title')}
      message={t('unsavedChanges.message')}
      cancelLabel={t('unsavedChanges.stay')}
      confirmLabel={t('unsavedChanges.leave')}
      onCancel={onStay}
      onConfirm={onLeave}
    />
  );
}
