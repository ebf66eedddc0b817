/**
 * Runs `task` over every item with at most `limit` running at once, in the items' order of start.
 * Stops starting new ones when the signal aborts; rejects with the first error a task throws (tasks are
 * expected to record their own failures and throw only to stop everything, e.g. on abort).
 */
export async function runPool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
  signal: AbortSignal,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      signal.throwIfAborted();
      const index = next;
      next += 1;
      await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  signal.throwIfAborted();
}
