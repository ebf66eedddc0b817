import { Button, Dialog } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { FormDialog } from './form-dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  message: ReactNode;
  /** The safe answer (Stay, Keep it open): it has the focus, and Escape or a click outside gives it too. */
  cancelLabel: ReactNode;
  /** The answer that drops something, in red. */
  confirmLabel: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
}

/** THE question before something is dropped: an alert dialog whose safe answer is the easy one. */
export function ConfirmDialog({ title, message, cancelLabel, confirmLabel, onCancel, onConfirm }: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <FormDialog
      title={title}
      alert
      onClose={onCancel}
      initialFocusEl={() => cancelRef.current}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button colorPalette="red" onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Dialog.Description>{message}</Dialog.Description>
    </FormDialog>
  );
}
