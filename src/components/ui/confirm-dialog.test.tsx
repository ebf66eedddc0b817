import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog() {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ChakraProvider value={defaultSystem}>
      <ConfirmDialog
        title="Drop it?"
        message="It will be lost."
        cancelLabel="Keep"
        confirmLabel="Drop"
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </ChakraProvider>,
  );
  return { onCancel, onConfirm };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its question that says what is lost', async () => {
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'Drop it?' });
    expect(within(dialog).getByText('It will be lost.')).toBeInTheDocument();
  });

  it('Escape gives the safe answer; only the red button confirms', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderDialog();
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onCancel).toHaveBeenCalledOnce());
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Drop' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
