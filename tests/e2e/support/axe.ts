import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

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

/** Puts axe-core into `frame` unless it holds it already, configured as @axe-core/playwright's legacy mode does. */
async function injectInto(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
  await frame.evaluate(axe.source);
  await frame.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.configure({
      allowedOrigins: ['<same_origin>'],
      branding: { application: 'playwright' },
    }),
  );
}

/**
 * Puts axe-core into every frame that does not hold it yet (frames of the same origin only). A single-page
 * app keeps its window across client-side navigation, so a sweep through many routes parses axe's
 * half-megabyte source once instead of twice per check (AxeBuilder evaluates it again on every analyze).
 * The page's own frame always gets it, however long a loaded machine takes; a child frame that does not
 * answer within a second is left out, as AxeBuilder leaves it out.
 */
async function injectAxe(page: Page, frames: Frame[]): Promise<void> {
  for (const frame of frames) {
    if (frame === page.mainFrame()) {
      await injectInto(frame);
      continue;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1_000)));
    try {
      await Promise.race([injectInto(frame), timeout]);
    } catch {
      // A frame that navigated away or is gone: nothing to check in it.
    } finally {
      clearTimeout(timer);
    }
  }
}

/** axe's violations on the page as it is now: rule id and the selectors of the nodes it failed. */
async function violationsNow(page: Page, exclude: string | undefined, attempt = 1): Promise<string[]> {
  // Frames left out of the check need no axe of their own.
  await injectAxe(page, exclude === 'iframe' ? [page.mainFrame()] : page.frames());
  const outcome = await page.evaluate(
    async ({ tags, exclude }) => {
      const axeCore = (window as unknown as { axe?: typeof axe }).axe;
      // The page loaded a new document since axe was put in: the caller puts it in again.
      if (!axeCore) return { error: null, violations: null };
      try {
        const results = await axeCore.run(exclude ? { exclude: [exclude] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        const violations = results.violations.map(
          ({ id, nodes }) => `${id}: ${nodes.map((node) => String(node.target)).join(' ')}`,
        );
        return { error: null, violations };
      } catch (error) {
        return { error: String(error), violations: [] };
      }
    },
    { tags: WCAG_TAGS, exclude: exclude ?? null },
  );
  if (outcome.error) throw new Error(`axe failed on ${page.url()}: ${outcome.error}`);
  if (outcome.violations) return outcome.violations;
  if (attempt === 3) throw new Error(`axe failed on ${page.url()}: the page kept loading new documents`);
  return violationsNow(page, exclude, attempt + 1);
}

/**
 * Zero WCAG 2.2 AA violations on the page at rest (`exclude`: selectors axe skips, e.g. third-party frames).
 * axe runs and finishes in the page itself (legacy mode: the default mode opens a blank page per check to
 * merge frame results, which doubled the time of each check) and reports only violations (passes and
 * inapplicable rules, unused here, were most of what each check sent back).
 *
 * Content that arrives while axe runs may still be fading or opening in (a panel that opens once its data
 * is there): a check that finds violations is made once more after every animation has come to rest, and
 * that one decides. A violation of the page at rest is found both times.
 */
export async function expectNoAxeViolations(page: Page, options: { exclude?: string } = {}): Promise<void> {
  await animationsAtRest(page);
  let violations = await violationsNow(page, options.exclude);
  if (violations.length > 0) {
    await animationsAtRest(page);
    violations = await violationsNow(page, options.exclude);
  }
  expect(violations, page.url()).toEqual([]);
}
