import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { useDeferredArrivalOf, useDeferredQueryArrival } from './use-deferred-arrival';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** Renders `values` one after another; every render's [value, shown]. */
async function rendersOf(values: string[]): Promise<[string, string][]> {
  const renders: [string, string][] = [];
  function Probe({ value }: { value: string }) {
    renders.push([value, useDeferredArrivalOf(value, (shown) => shown === 'loading')]);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  for (const value of values) await act(async () => root.render(<Probe value={value} />));
  await act(async () => root.unmount());
  return renders;
}

it('shows a step out of waiting first with the old value, then in a render of its own', async () => {
  const renders = await rendersOf(['loading', 'ready']);
  expect(renders).toContainEqual(['ready', 'loading']);
  expect(renders.at(-1)).toEqual(['ready', 'ready']);
});

it('shows every other change at once', async () => {
  const renders = await rendersOf(['ready', 'company 2', 'loading']);
  // No render shows an older value than the one it was given.
  expect(renders.filter(([value, shown]) => value !== shown)).toEqual([]);
  expect(renders.at(-1)).toEqual(['loading', 'loading']);
});

it('keeps a query pending until its answer renders in a render of its own; later changes come at once', async () => {
  type Query = { isPending: boolean; data?: string };
  const pending: Query = { isPending: true };
  const answered: Query = { isPending: false, data: 'numbers' };
  const refetched: Query = { isPending: false, data: 'new numbers' };
  const renders: [Query, Query][] = [];
  function Probe({ query }: { query: Query }) {
    renders.push([query, useDeferredQueryArrival(query)]);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  for (const query of [pending, answered, refetched]) await act(async () => root.render(<Probe query={query} />));
  await act(async () => root.unmount());

  expect(renders).toContainEqual([answered, pending]);
  expect(renders).toContainEqual([answered, answered]);
  expect(renders.filter(([given]) => given === refetched).every(([, shown]) => shown === refetched)).toBe(true);
});
