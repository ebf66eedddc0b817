import { expect, type Page } from '@playwright/test';

/** The page's data table shows whole in its place: no column is cut off behind a sideways scroll. */
export async function expectTableFits(page: Page): Promise<void> {
  const region = page.locator('main [role="region"]').first();
  expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
}
