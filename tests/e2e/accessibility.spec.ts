import { expect, test, type Browser, type Page } from './support/test';
import { paths } from '@/config/paths';
import { expectNoAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';

/** Acme Health has every product and feature flag, so every route of the table is open to the owner. */
const OWNER = 'owner@demo.test';
/** The page title: the route name, then the product name (src/app/shell/use-page-title.ts). */
const title = (name: string) => `${name} · Employer Portal`;

/** Spec section 9 defaults (src/config/env.ts): the e2e build uses them. */
const INACTIVITY_TIMEOUT_MS = 1_800_000;
const COUNTDOWN_MS = 300_000;

const unauthorizedPaths = Object.entries(paths)
  .filter(([key]) => key.endsWith('Unauthorized'))
  .map(([, path]) => path.path);

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

async function expectAccessible(page: Page, language: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  // Embedded pages are third-party content; their frame element must still be named.
  for (const frame of await page.locator('iframe').all()) {
    await expect(frame).toHaveAttribute('title', /\S/);
  }
  await expectNoAxeViolations(page, { exclude: 'iframe' });
}

/** Every internal link of the drawer, with every group expanded: the routes a user can reach from it. */
async function drawerRoutes(page: Page): Promise<{ href: string; name: string }[]> {
  const nav = page.locator('#navigation-drawer nav');
  const collapsed = nav.locator('button[aria-expanded="false"]');
  while ((await collapsed.count()) > 0) await collapsed.first().click();
  return nav
    .locator('a:not([target="_blank"])')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', name: link.textContent.trim() })),
    );
}

/** Main headings the sweep also checks in each language (they were a test of their own, loading the pages again). */
interface KnownHeadings {
  home: string;
  documentCenter: string;
}

async function sweep(browser: Browser, locale: string, language: string, headings: KnownHeadings) {
  const context = await browser.newContext({ locale });
  // Issue 8: the walk through every screen meets no Content-Security-Policy violation (the policy is the
  // served header; frames of other origins report to their own documents).
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const page = await context.newPage();
  await signIn(page, OWNER);
  await expect(mainHeading(page)).toHaveText(headings.home);

  const routes = await drawerRoutes(page);
  expect(routes.length).toBeGreaterThan(30);
  const nav = page.locator('#navigation-drawer nav');
  for (const { href, name } of routes) {
    await test.step(`${language} ${href}`, async () => {
      // Client-side navigation through the drawer: one page load for the whole sweep.
      await nav.locator(`a[href="${href}"]`).click();
      await expect(mainHeading(page)).toBeVisible();
      if (href === paths.reportsDocumentCenter.href())
        await expect(mainHeading(page)).toHaveText(headings.documentCenter);
      await expect(page).toHaveTitle(title(name));
      await expectAccessible(page, language);
    });
  }

  // No drawer link leads to an /unauthorized page: a history entry and popstate navigate inside the app,
  // saving a page load. Several paths show the same product page (OMS for the outreach group, its lists and
  // its dashboard), so each visit starts from Home: the new page has rendered once Home's heading is gone.
  const goInside = (target: string) =>
    page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, target);
  // The drawer walk ended on another page than Home: Home has rendered once that page's heading is gone.
  const lastHeading = await mainHeading(page).innerText();
  await goInside(paths.home.href());
  await expect(mainHeading(page)).not.toHaveText(lastHeading);
  const homeHeading = await mainHeading(page).innerText();
  for (const path of unauthorizedPaths) {
    await test.step(`${language} ${path}`, async () => {
      await goInside(paths.home.href());
      await expect(mainHeading(page)).toHaveText(homeHeading);
      await goInside(path);
      await expect(page).toHaveURL(path);
      const heading = mainHeading(page);
      await expect(heading).not.toHaveText(homeHeading);
      await expect(page).toHaveTitle(title(await heading.innerText()));
      await expectAccessible(page, language);
    });
  }
  expect(violations).toEqual([]);
  await context.close();
}

test.describe('accessibility of every shell route', () => {
  // Read-only sweeps: English and Spanish may run in two workers at once. About 45 routes with axe
  // each: a few minutes when the other workers load the CPU.
  test.describe.configure({ mode: 'parallel', timeout: 420_000 });

  test('in English', async ({ browser }) => {
    await sweep(browser, 'en-US', 'en', { home: 'Welcome to your Employer Portal', documentCenter: 'Document Center' });
  });

  test('in Spanish', async ({ browser }) => {
    await sweep(browser, 'es-ES', 'es', {
      home: 'Bienvenido a su portal del empleador',
      documentCenter: 'Centro de documentos',
    });
  });
});

test.describe('session inactivity', () => {
  test('the countdown dialog resists Escape and outside clicks; Stay Logged In keeps the user', async ({ page }) => {
    await page.clock.install();
    // Fresh: the fast-forwarded clock makes the session renew (and rotate its refresh token).
    await signIn(page, OWNER, { fresh: true });
    await expect(mainHeading(page)).toBeVisible();

    await page.clock.fastForward(INACTIVITY_TIMEOUT_MS);
    const dialog = page.getByRole('alertdialog', { name: 'Your session is about to end' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('you will be logged out in 5:00');
    const stay = dialog.getByRole('button', { name: 'Stay Logged In' });
    await expect(stay).toBeFocused();
    await expectAccessible(page, 'en');

    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();

    await stay.click();
    await expect(dialog).toBeHidden();
    await page.clock.fastForward(INACTIVITY_TIMEOUT_MS - 10_000);
    await expect(dialog).toBeHidden();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByTestId('company-name')).toHaveText('Acme Health');
  });

  test('at the end of the countdown the user is logged out', async ({ page }) => {
    await page.clock.install();
    // Fresh: the fast-forwarded clock makes the session renew (and rotate its refresh token).
    await signIn(page, OWNER, { fresh: true });
    await expect(mainHeading(page)).toBeVisible();

    await page.clock.fastForward(INACTIVITY_TIMEOUT_MS);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await page.clock.fastForward(COUNTDOWN_MS);
    await page.waitForURL(/\/oidc\//);
    await expect(page.getByLabel('Email')).toBeVisible();
  });
});

test('while impersonating, a banner says so and API requests carry previewFeatures', async ({ page }) => {
  const previewRequest = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.startsWith('/api/') && url.searchParams.get('previewFeatures') === 'true';
  });
  await signIn(page, OWNER, { path: paths.impersonate.href(), fresh: true });
  await previewRequest;
  const banner = page.getByRole('status').filter({ hasText: 'impersonation' });
  await expect(banner).toHaveText(
    'You are viewing this portal as a customer (impersonation). Changes you make are real.',
  );
  await expect(mainHeading(page)).toBeVisible();
  await expectAccessible(page, 'en');
});
