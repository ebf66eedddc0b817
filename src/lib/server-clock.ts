import type { ReactPromise } from 'react';
import { logError } from './api-errors';
import { settledForUse } from './load-with-recovery';

/** How often the time utility is asked again while the page is open. */
export const SERVER_CLOCK_REFRESH_MS = 60 * 60_000;
/** After a failed ask, the next one comes sooner. */
export const SERVER_CLOCK_RETRY_MS = 60_000;
/** The longest a screen waits for the first answer before it counts with the browser's clock. */
export const SERVER_CLOCK_WAIT_MS = 2_000;

/** The server's clock minus the browser's, in ms: 0 (the browser's clock) until the time utility answers. */
let offsetMs = 0;
let firstAnswer: ReactPromise<void> | undefined;
let nextAsk: ReturnType<typeof setTimeout> | undefined;

/** Now by the server's clock (spec section 7's time utility); by the browser's until it has answered. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/**
 * Asks GET /api/timeutility and keeps the difference from the browser's clock, taking the answer to be
 * the server's time halfway through the round trip. The generated call loads with the first ask, so the
 * client's first load does not carry it.
 */
async function ask(): Promise<void> {
  const { getServerTime } = await import('../generated/api/reports/reports');
  const sentAt = Date.now();
  const { utcNow } = await getServerTime();
  offsetMs = Date.parse(utcNow) - (sentAt + Date.now()) / 2;
}

function askAndPlanNext(): Promise<void> {
  return ask().then(
    () => planNextAsk(SERVER_CLOCK_REFRESH_MS),
    (error: unknown) => {
      // The last known difference stays (the browser's clock if none): the screens go on, no toast.
      logError('time utility failed', error);
      planNextAsk(SERVER_CLOCK_RETRY_MS);
    },
  );
}

function planNextAsk(delayMs: number): void {
  clearTimeout(nextAsk);
  nextAsk = setTimeout(() => void askAndPlanNext(), delayMs);
}

/**
 * Starts keeping the server's clock, once per page load, and asks again every SERVER_CLOCK_REFRESH_MS.
 * Settles (never rejects) when the first answer has arrived or failed, or after SERVER_CLOCK_WAIT_MS,
 * whichever comes first; marked for React's `use`, so a screen opened after that does not wait at all.
 */
export function serverClockReady(): ReactPromise<void> {
  if (!firstAnswer) {
    let waited: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      waited = setTimeout(resolve, SERVER_CLOCK_WAIT_MS);
    });
    firstAnswer = settledForUse(Promise.race([askAndPlanNext(), timeout]).finally(() => clearTimeout(waited)));
  }
  return firstAnswer;
}
