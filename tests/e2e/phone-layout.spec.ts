import { paths } from '@/config/paths';
import { signIn } from './support/sign-in';
import { expect, test, type Page } from './support/test';
import { visitInApp } from './support/visit';

/**
 * On a phone no screen scrolls sideways: a control or a text wider than the screen pushed the whole page
 * (the Outreach dashboard's action-type switch, in Spanish). Spanish, whose texts are the longest, with the
 * owner of Acme Health, who reaches every screen; each drawer route in turn, inside the app (no reload).
 */
const PHONE = { width: 390, height: 844 };

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * When the page scrolls sideways, what sticks out of the screen on the right, as "tag.class (right edge)":
 * the innermost such elements (none of their children sticks out), at most five.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const { scrollWidth, clientWidth: width } = document.documentElement;
    if (scrollWidth <= width) return [];
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
    const innermost = [...document.querySelectorAll('body *')]
      .filter((element) => sticksOut(element) && ![...element.children].some(sticksOut))
      .slice(0, 5)
      .map(
        (element) => `${element.tagName.toLowerCase()}.${element.className} (${element.getBoundingClientRect().right})`,
      );
    // The page scrolls sideways even when no element can be named.
    return innermost.length > 0 ? innermost : [`page ${scrollWidth} px wide`];
  });

test('on a phone, in Spanish, no screen of the drawer scrolls sideways', async ({ browser }) => {
  test.slow();
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await signIn(page, 'owner@demo.test');
  await expect(mainHeading(page)).toBeVisible();
  // The drawer's links are in the page (closed groups hide theirs), mounted after the first paint; the
  // company's products and flags open its gated ones.
  await expect(page.getByTestId('company-name')).toHaveText('Acme Health');
  const links = page.locator('#navigation-drawer nav a:not([target="_blank"])');
  await expect(links.first()).toBeAttached();
  const routes = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  expect(routes.length).toBeGreaterThan(30);

  const found: Record<string, string[]> = {};
  const others = routes.filter((route) => route !== paths.home.href());
  for (const route of [
    paths.home.href(),
    ...others,
    paths.accountProfile.href(),
    paths.notificationPreferences.href(),
  ]) {
    if (route !== paths.home.href()) {
      // The page shows with its title: until its module is in, the router keeps the page before.
      const before = await page.title();
      await visitInApp(page, route);
      await expect(page).not.toHaveTitle(before);
    }
    await expect(mainHeading(page)).toBeVisible();
    // The page with its data: no loading row, skeleton or busy table left.
    await expect(
      page.locator('main [aria-busy="true"], main .chakra-skeleton, main [role="status"] .chakra-spinner'),
    ).toHaveCount(0);
    const sticking = await overflowing(page);
    if (sticking.length > 0) found[route] = sticking;
  }
  expect(found).toEqual({});
  await context.close();
});
