import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits until every finite animation has finished: colours are measured at rest, so a button fading in
 * from its disabled state is not a contrast failure. (Endless ones, such as a spinner, are not waited for.)
 */
export async function animationsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Zero WCAG 2.2 AA violations on the page at rest (`exclude`: selectors axe skips, e.g. third-party frames).
 * Legacy mode: axe runs and finishes in the page itself; the default mode opens a blank page per check to
 * merge frame results, which doubled the time of each check (about 150 checks in the suite).
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string } = {}): Promise<void> {
  await animationsAtRest(page);
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode();
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`),
    page.url(),
  ).toEqual([]);
}
