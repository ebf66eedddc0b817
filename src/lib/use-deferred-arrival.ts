import { useDeferredValue } from 'react';

/**
 * `value`, whose step out of `waiting` (data arriving where there was none) comes in a render of its own:
 * React slices that render and puts it after the rest of the screen, so an arrival is not one long task
 * (TBT, docs/decisions/0046-deferred-arrival.md). Every other change comes at once, so no old value flickers back.
 */
export function useDeferredArrivalOf<T>(value: T, waiting: (value: T) => boolean): T {
  const deferred = useDeferredValue(value);
  return waiting(deferred) && !waiting(value) ? deferred : value;
}

/**
 * A list to render, whose items arriving in an empty list come in a deferred render of their own
 * (useDeferredArrivalOf). `arriving` is true while the new items wait: show the list as loading until
 * then, never as empty.
 */
export function useDeferredArrival<List extends readonly unknown[]>(items: List): { items: List; arriving: boolean } {
  const shown = useDeferredArrivalOf(items, (list) => list.length === 0);
  return { items: shown, arriving: shown !== items };
}

/**
 * A query's result whose answer arriving (pending to settled) comes in a deferred render of its own
 * (useDeferredArrivalOf): the section stays in its loading state until the whole answer is drawn, and a
 * screen's answers are not one long task (TBT). Refetches and errors later come at once.
 */
export function useDeferredQueryArrival<Query extends { isPending: boolean }>(query: Query): Query {
  return useDeferredArrivalOf(query, (result) => result.isPending);
}
