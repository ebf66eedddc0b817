import { useDeferredValue } from 'react';

/**
 * A list to render, whose items arriving in an empty list come in a render of their own: React slices that
 * render and puts it after the rest of the screen, so a list's arrival is not one long task (TBT,
 * docs/decisions.md). Changes to a list already shown come at once, so no old value flickers back.
 * `arriving` is true while the new items wait: show the list as loading until then, never as empty.
 */
export function useDeferredArrival<List extends readonly unknown[]>(items: List): { items: List; arriving: boolean } {
  const deferred = useDeferredValue(items);
  const shown = deferred.length === 0 ? deferred : items;
  return { items: shown, arriving: shown !== items };
}
