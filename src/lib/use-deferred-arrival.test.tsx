import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useDeferredArrivalOf, useDeferredQueryArrival } from './use-deferred-arrival';

/** Renders the hook with `values` one after another (each in an awaited act); every render's [given, shown]. */
async function rendersOf<T extends object | string>(values: readonly T[], hook: (value: T) => T): Promise<[T, T][]> {
  const renders: [T, T][] = [];
  const { rerender, unmount } = renderHook(
    ({ value }: { value: T }) => {
      const shown = hook(value);
      renders.push([value, shown]);
      return shown;
    },
    { initialProps: { value: values[0] as T } },
  );
  for (const value of values.slice(1)) await act(async () => rerender({ value }));
  await act(async () => unmount());
  return renders;
}

const useDeferredFromLoading = (value: string) => useDeferredArrivalOf(value, (shown) => shown === 'loading');

it('shows a step out of waiting first with the old value, then in a render of its own', async () => {
  const renders = await rendersOf(['loading', 'ready'], useDeferredFromLoading);
  expect(renders).toContainEqual(['ready', 'loading']);
  expect(renders.at(-1)).toEqual(['ready', 'ready']);
});

it('shows every other change at once', async () => {
  const renders = await rendersOf(['ready', 'company 2', 'loading'], useDeferredFromLoading);
  // No render shows an older value than the one it was given.
  expect(renders.filter(([value, shown]) => value !== shown)).toEqual([]);
  expect(renders.at(-1)).toEqual(['loading', 'loading']);
});

it('keeps a query pending until its answer renders in a render of its own; later changes come at once', async () => {
  type Query = { isPending: boolean; data?: string };
  const pending: Query = { isPending: true };
  const answered: Query = { isPending: false, data: 'numbers' };
  const refetched: Query = { isPending: false, data: 'new numbers' };
  const renders = await rendersOf([pending, answered, refetched], useDeferredQueryArrival);

  expect(renders).toContainEqual([answered, pending]);
  expect(renders).toContainEqual([answered, answered]);
  expect(renders.filter(([given]) => given === refetched).every(([, shown]) => shown === refetched)).toBe(true);
});
