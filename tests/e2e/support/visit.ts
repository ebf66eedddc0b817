import type { Page } from '@playwright/test';

/** Opens `path` in the running app, as a link would (the router's popstate): no reload per page. */
export async function visitInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
