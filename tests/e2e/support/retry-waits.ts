import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A failing call that another attempt may cure (a 5xx, the network) is tried three more times, after 1 s,
 * 2 s and 4 s (the query client's retry rules, react-query's backoff), before the screen shows the failure:
 * seven seconds of every such test spent waiting. These helpers skip the waits with Playwright's clock
 * instead: the retries still happen, the screen still shows the failure only after the last one.
 *
 * The clock runs on by itself (it is installed, never paused), so sign-in and token timestamps keep real
 * time; only the jumps below move it ahead, a few seconds in all, far inside any token's lifetime.
 */
export async function installRetryClock(page: Page): Promise<void> {
  await page.clock.install();
}

/** One jump: longer than the longest wait between two attempts (4 s), so each jump fires the next attempt. */
const JUMP_MS = 5_000;
/**
 * At most this many jumps (30 s of the page's time in all): a jump made while the page is still loading,
 * before its first attempt, skips nothing, and more of them would carry the page's clock towards its token's
 * renewal and its inactivity log out. Past them the remaining waits pass in real time (7 s at most).
 */
const MAX_JUMPS = 6;
/**
 * The wait includes the page's own load before its first attempt, which on a loaded machine alone took over
 * 10 s in a full run, and the real-time waits after the jumps.
 */
const RETRIES_TIMEOUT_MS = 40_000;

/**
 * Waits for `locator` to show up, jumping the page's clock ahead while it has not: each jump fires a
 * pending retry at once. Call `installRetryClock` before the page loads.
 */
export async function expectVisibleAfterRetries(page: Page, locator: Locator): Promise<void> {
  let jumps = 0;
  await expect
    .poll(
      async () => {
        if (await locator.isVisible()) return true;
        if (jumps >= MAX_JUMPS) return false;
        jumps += 1;
        await page.clock.fastForward(JUMP_MS);
        return locator.isVisible();
      },
      { message: `${locator.toString()} after the retries`, intervals: [250], timeout: RETRIES_TIMEOUT_MS },
    )
    .toBe(true);
}
