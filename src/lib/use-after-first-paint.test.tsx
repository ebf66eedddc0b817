import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

function probe(seen: boolean[]) {
  return function Probe() {
    seen.push(useAfterFirstPaint());
    return null;
  };
}

it('is false while the page has not painted, true after its first frame, and at once for later callers', async () => {
  const first: boolean[] = [];
  const First = probe(first);
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(<First />));
  // Mounted and its effects run, but no frame has been painted yet.
  expect(first).not.toContain(true);
  await act(afterNextPaint);
  expect(first.at(-1)).toBe(true);

  const later: boolean[] = [];
  const Later = probe(later);
  const other = createRoot(document.createElement('div'));
  await act(async () => other.render(<Later />));
  expect(later[0]).toBe(true);
  await act(async () => {
    root.unmount();
    other.unmount();
  });
});
