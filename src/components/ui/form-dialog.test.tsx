import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog';

interface HarnessProps {
  save: (name: string) => Promise<unknown>;
  onClose?: () => void;
  locked?: boolean;
}

/** A dialog whose form saves through the dialog's own single flight; its Save is never disabled. */
function Harness({ save, onClose = () => undefined, locked }: HarnessProps) {
  const [name, setName] = useState('');
  return (
    <ChakraProvider value={defaultSystem}>
      <FormDialog
        title="Rename"
        onClose={onClose}
        locked={locked}
        footer={(flight) => (
          <button type="submit" form="rename">
            {flight.pending ? 'Saving' : 'Save'}
          </button>
        )}
      >
        {(flight) => (
          <form
            id="rename"
            onSubmit={(event) => {
              event.preventDefault();
              void flight.run(() => save(name));
            }}
          >
            <label>
              Name
              <input value={name} onChange={(event) => setName(event.currentTarget.value)} />
            </label>
          </form>
        )}
      </FormDialog>
    </ChakraProvider>
  );
}

function deferred() {
  let resolve = () => undefined as void;
  let reject = (_error: Error) => undefined as void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('FormDialog', () => {
  it('is named by its title and runs one save at a time: a second submit meanwhile sends nothing', async () => {
    const user = userEvent.setup();
    const pending = deferred();
    const save = vi.fn(() => pending.promise);
    render(<Harness save={save} />);
    expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Saving' }));
    expect(save.mock.calls).toEqual([['Acme']]);

    pending.resolve();
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('keeps what was typed after a failed save, and lets the user try again', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.reject(new Error('500')));
    render(<Harness save={save} />);
    await user.type(await screen.findByLabelText('Name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Save' });
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Acme');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it('closes on Escape, but not while locked (a save being sent)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const { rerender } = render(<Harness save={() => Promise.resolve()} onClose={onClose} locked />);
    await user.click(await screen.findByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Harness save={() => Promise.resolve()} onClose={onClose} />);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});
