import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useAfterFirstPaint } from './use-after-first-paint';

const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve, 0), 0)));

/** Renders the hook, keeping what it answered on every render. */
function renderRecorded() {
  const seen: boolean[] = [];
  renderHook(() => {
    const painted = useAfterFirstPaint();
    seen.push(painted);
    return painted;
  });
  return seen;
}

it('is false while the page has not painted, true after its first frame, and at once for later callers', async () => {
  const first = renderRecorded();
  // Mounted and its effects run, but no frame has been painted yet.
  expect(first).not.toContain(true);
  await act(afterNextPaint);
  expect(first.at(-1)).toBe(true);

  const later = renderRecorded();
  expect(later[0]).toBe(true);
});
