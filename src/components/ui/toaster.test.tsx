import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyError, notifySuccess, snackbar, SNACKBAR_DURATION_MS, Toaster, TOAST_DURATION_MS } from './toaster';
import { toaster } from './toaster-view';

let root: Root | undefined;

beforeEach(async () => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <ChakraProvider value={defaultSystem}>
        <Toaster />
      </ChakraProvider>,
    ),
  );
});

afterEach(async () => {
  toaster.remove();
  await act(async () => root?.unmount());
});

describe('toasts', () => {
  it('shows an error toast for 10,000 ms and a snackbar for 1,000 ms', async () => {
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
    await vi.waitFor(() =>
      expect(document.body.textContent).toContain('Error occurred while setting the default company.'),
    );
    expect(document.body.textContent).toContain('Text copied to clipboard!');
    // The toast recipe paints data-type=error red.
    expect(document.querySelector('[data-type="error"]')?.textContent).toContain('default company');
  });
});
