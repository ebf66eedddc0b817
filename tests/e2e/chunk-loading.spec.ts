import { expect, test, type Page, type Route } from './support/test';
import { paths } from '@/config/paths';
import { signIn } from './support/sign-in';

/**
 * Issue 35: code that cannot load never takes the portal down. Offline, the shell stays and what could not
 * load loads by itself when the connection returns; after a deploy (the old hashed files are gone) one
 * guarded reload brings the new version, and a file still missing shows Try again, never a reload loop.
 */
const OWNER = 'owner@demo.test';
/** Help's route module: no screen loads it before the drawer opens Help. */
const HELP_CHUNK = '**/assets/help-*.js';

const drawerLink = (page: Page, name: string) =>
  page.locator('#navigation-drawer nav').getByRole('link', { name, exact: true });
const helpHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Help' });
const profileMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Profile' });

/** Counts the tab's document loads (the first visit included). */
function countDocuments(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  return () => documents;
}

test.describe('code that cannot load', () => {
  test('offline before the after-paint code arrived: the shell stays, and the menus load when the connection returns', async ({
    page,
    context,
  }) => {
    // The shell's after-paint file is held until the connection drops, as if it dropped right after sign-in.
    const held: Route[] = [];
    await page.route('**/assets/shell-after-paint-*.js', (route) => {
      held.push(route);
    });
    await signIn(page, OWNER);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await context.setOffline(true);
    for (const route of held.splice(0)) await route.abort('internetdisconnected');
    await page.unroute('**/assets/shell-after-paint-*.js');

    await expect(page.getByTestId('offline-notice')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
      'Welcome to your Employer Portal',
    );
    await expect(drawerLink(page, 'Home')).toBeVisible();
    // The profile menu's placeholder holds its place; nothing took the page down.
    await expect(profileMenu(page)).toBeDisabled();
    await page.waitForTimeout(1_000);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    await context.setOffline(false);
    await expect(profileMenu(page)).toBeEnabled();
    await profileMenu(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test('offline, a screen not loaded yet says it will load when the connection returns, then loads by itself', async ({
    page,
    context,
  }) => {
    const documents = countDocuments(page);
    await signIn(page, OWNER);
    await expect(profileMenu(page)).toBeEnabled();
    await context.setOffline(true);
    await drawerLink(page, 'Help').click();
    await expect(page.getByText('This page will load when your connection returns.')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    await context.setOffline(false);
    await expect(helpHeading(page)).toBeVisible();
    await expect(page.getByText('This page will load when your connection returns.')).toHaveCount(0);
    expect(documents()).toBe(1);
  });

  test("after a deploy (the screen's file 404 once): one reload brings the screen, on the same route", async ({
    page,
  }) => {
    const documents = countDocuments(page);
    await signIn(page, OWNER);
    await expect(profileMenu(page)).toBeEnabled();
    const signedIn = documents();
    // Gone until the page reloads (the probe of the failed file included); the reloaded page finds it.
    await page.route(HELP_CHUNK, (route) =>
      documents() === signedIn ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    await drawerLink(page, 'Help').click();
    await expect(helpHeading(page)).toBeVisible();
    expect(documents()).toBe(signedIn + 1);
    await expect(page).toHaveURL(paths.help.href());
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
  });

  test("a screen's file that stays missing: one reload, then Try again, never a loop", async ({ page }) => {
    const documents = countDocuments(page);
    await signIn(page, OWNER);
    await expect(profileMenu(page)).toBeEnabled();
    const signedIn = documents();
    let asked = 0;
    await page.route(HELP_CHUNK, (route) => {
      if (route.request().method() === 'GET') asked += 1;
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await drawerLink(page, 'Help').click();
    const retry = page.getByRole('main').getByRole('button', { name: 'Try again' });
    await expect(retry).toBeVisible();
    expect(documents()).toBe(signedIn + 1);
    await expect(page).toHaveURL(paths.help.href());

    // Try again asks for the file again (not the failed import's cached answer), and does not reload.
    const before = asked;
    await retry.click();
    await expect.poll(() => asked).toBeGreaterThan(before);
    await expect(retry).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(documents()).toBe(signedIn + 1);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
