import { Box, Button, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePausedSave, type FormSave } from '@/lib/use-paused-save';
import type { SingleFlight } from '@/lib/use-single-flight';
import { FormDialog, type FormDialogProps } from './form-dialog';
import { SaveWaitingNotice } from './save-waiting-notice';
import { SubmitButton } from './submit-button';

export interface SaveDialogProps extends Omit<
  FormDialogProps,
  'footer' | 'locked' | 'onClose' | 'onOpenChange' | 'trigger' | 'children'
> {
  /** Cancel, Escape and a click outside; a save waiting for the network is dropped first. */
  onClose: () => void;
  /** The mutations the form saves through. */
  saves: readonly FormSave[];
  /** The form's body; it submits through the dialog's single flight. */
  children: (flight: SingleFlight) => ReactNode;
  /** The form the submit button sends, the button's label, and its label while the save runs. */
  submit: { form: string; label: string; pendingLabel: string; disabled?: boolean };
  cancelLabel: string;
  /** At the start of the footer, away from Cancel and the submit: a stepper's Back. */
  footerStart?: ReactNode;
}

/**
 * THE dialog of a form that saves through mutations: Cancel and the submit, one save at a time (FormDialog's
 * flight). Offline the save waits for the network and the dialog says so; Cancel and Escape still close it and
 * the waiting save never leaves. Only a save that has left keeps the dialog open.
 */
export function SaveDialog({ onClose, saves, children, submit, cancelLabel, footerStart, ...dialog }: SaveDialogProps) {
  const waiting = usePausedSave(...saves);
  const cancel = () => {
    waiting.cancel();
    onClose();
  };
  return (
    <FormDialog
      {...dialog}
      onClose={cancel}
      locked={waiting.sending}
      footer={(flight) => (
        <HStack gap="3" w="full" justify="space-between" wrap="wrap">
          <Box>{footerStart}</Box>
          <HStack gap="3">
            <Button variant="outline" onClick={cancel} disabled={waiting.sending}>
              {cancelLabel}
            </Button>
            <SubmitButton
              form={submit.form}
              pending={flight.pending}
              pendingLabel={submit.pendingLabel}
              disabled={submit.disabled}
            >
              {submit.label}
            </SubmitButton>
          </HStack>
        </HStack>
      )}
    >
      {(flight) => (
        <>
          {waiting.paused ? (
            <Box mb="3">
              <SaveWaitingNotice />
            </Box>
          ) : null}
          {children(flight)}
        </>
      )}
    </FormDialog>
  );
}
