import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  /** The form's id, for a button outside it (a dialog's footer). */
  form?: string;
  /** The save runs: the button spins and takes no click. */
  pending: boolean;
  /** The label while the save runs ("Saving…"). */
  pendingLabel: string;
  /** The form cannot be sent yet (invalid, still loading). */
  disabled?: boolean;
  children: ReactNode;
}

/** THE submit of a form's save: the primary button, busy while the save runs. */
export function SubmitButton({ form, pending, pendingLabel, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      form={form}
      colorPalette="primary"
      disabled={disabled || pending}
      loading={pending}
      loadingText={pendingLabel}
    >
      {children}
    </Button>
  );
}
