import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess, snackbar, SNACKBAR_DURATION_MS, Toaster, TOAST_DURATION_MS } from './toaster';
import { toaster } from './toaster-view';

afterEach(() => toaster.remove());

describe('toasts', () => {
  it('shows an error toast for 10,000 ms and a snackbar for 1,000 ms', async () => {
    render(
      <ChakraProvider value={defaultSystem}>
        <Toaster />
      </ChakraProvider>,
    );
    const create = vi.spyOn(toaster, 'create');
    await act(async () => {
      notifyError('Error occurred while setting the default company.');
      notifySuccess('User updated successfully!');
      snackbar('Text copied to clipboard!');
    });
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(3));
    expect(create.mock.calls.map(([options]) => [options.type, options.duration])).toEqual([
      ['error', TOAST_DURATION_MS],
      ['success', TOAST_DURATION_MS],
      ['info', SNACKBAR_DURATION_MS],
    ]);
    expect(TOAST_DURATION_MS).toBe(10_000);
    expect(SNACKBAR_DURATION_MS).toBe(1_000);
    await screen.findByText('Error occurred while setting the default company.');
    expect(screen.getByText('Text copied to clipboard!')).toBeInTheDocument();
    // The toast recipe paints data-type=error red: the toast that holds the error is of that type.
    const errorToast = screen
      .getAllByRole('status')
      .find((toast) => within(toast).queryByText('Error occurred while setting the default company.'));
    expect(errorToast).toHaveAttribute('data-type', 'error');
  });
});
