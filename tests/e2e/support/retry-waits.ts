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
 * Waits for `locator` to show up, jumping the page's clock ahead while it has not: each jump fires a
 * pending retry at once. Call `installRetryClock` before the page loads.
 */
export async function expectVisibleAfterRetries(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await locator.isVisible()) return true;
        await page.clock.fastForward(JUMP_MS);
        return locator.isVisible();
      },
      { message: `${locator} after the retries`, intervals: [250] },
    )
    .toBe(true);
}
