import { expect, test, type Page } from './support/test';
import { paths } from '@/config/paths';
import { expectNoAxeViolations } from './support/axe';
import { switchCompany } from './support/company';
import { signIn } from './support/sign-in';

const OWNER = 'owner@demo.test';

/** The Home tiles' headings (each tile is a list item headed by its link; "Needs attention" is not a tile). */
function tileHeadings(page: Page) {
  return page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
}

test.describe('navigation shell', () => {
  test('the owner sees the drawer, the top bar and the Home tiles of Acme Health', async ({ page }) => {
    await signIn(page, OWNER);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner')).toContainText('Olivia Owner');
    await expect(page.getByTestId('company-name')).toHaveText('Acme Health');
    await expect(page).toHaveTitle(/^Home · /);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to your Employer Portal');
    // Spec section 9: drawer width 310; on a wide screen the page starts where the drawer ends.
    const drawerBox = await page.locator('#navigation-drawer').boundingBox();
    expect(drawerBox).toMatchObject({ x: 0, width: 310 });
    expect((await page.getByRole('main').boundingBox())?.x).toBeGreaterThanOrEqual(310);
    await expect(tileHeadings(page)).toHaveText([
      'Find Community Partners',
      'Find Candidates (opens in a new tab)',
      'Observances',
      'Content Library',
    ]);
    // Acme has AICM: Find Candidates is the external diversity-sourcing link.
    const candidates = page.getByRole('link', { name: /Find Candidates/ });
    await expect(candidates).toHaveAttribute('href', paths.resumesDiversitySourcing.href());
    await expect(candidates).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute(
      'href',
      'mailto:jordan.reyes@employer-portal.test',
    );
    await page.screenshot({ path: test.info().outputPath('navigation-home.png'), fullPage: true });

    // The first Tab shows the skip link, above the fixed drawer (it was under it: focus was invisible).
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    expect(
      await skip.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === link;
      }),
    ).toBe(true);

    // Groups expand with the keyboard; a child opens inside the shell (a route the spec does not describe
    // is the original portal's page, embedded).
    const reports = nav.getByRole('button', { name: 'Reports' });
    await reports.focus();
    await page.keyboard.press('Enter');
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Document Center' }).click();
    await expect(page).toHaveURL(paths.reportsDocumentCenter.href());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Document Center');
    await expect(page).toHaveTitle(/^Document Center · /);
    const account = nav.getByRole('button', { name: 'Account' });
    if ((await account.getAttribute('aria-expanded')) !== 'true') await account.click();
    await nav.getByRole('link', { name: 'Locations' }).click();
    await expect(page).toHaveURL(paths.accountLocations.href());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locations');
    await expect(page.locator('iframe[title="Locations"]')).toBeVisible();

    const resources = nav.getByRole('button', { name: 'Resources' });
    await resources.click();
    const webinars = nav.getByRole('link', { name: /Webinars/ });
    await expect(webinars).toHaveAttribute('target', '_blank');
    await expect(webinars).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the owner switches to Beta Logistics: no tiles, gated routes go to their unauthorized page', async ({
    page,
  }) => {
    await signIn(page, OWNER);
    await switchCompany(page, 'Beta Logistics');
    await expect(tileHeadings(page)).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Jobs' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Email Us' })).toHaveAttribute(
      'href',
      'mailto:renewals@employer-portal.test',
    );

    await page.goto(paths.abiObservances.href());
    await expect(page).toHaveURL(paths.abiUnauthorized.href());
    // The ABI product page (tests/e2e/product-pages.spec.ts walks them all).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ABI DEI Calendar & Content');
    await expect(page.getByRole('link', { name: 'Contact your account manager' })).toHaveAttribute(
      'href',
      /^mailto:renewals@employer-portal\.test\?subject=/,
    );

    await page.goto(paths.reportsJobPerformance.href());
    await expect(page).toHaveURL(paths.reportsJobPerformance.href() + '/unauthorized');
  });

  test('Gamma Staffing (ABI and LJNJP) gets Find Candidates as the advanced search, and the ABI tiles', async ({
    page,
  }) => {
    await signIn(page, OWNER);
    await switchCompany(page, 'Gamma Staffing');
    await expect(tileHeadings(page)).toHaveText(['Find Candidates', 'Observances', 'Content Library']);
    await page.getByRole('link', { name: 'Find Candidates' }).click();
    await expect(page).toHaveURL(paths.resumesAdvancedSearch.href());
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advanced Resume Search');
  });

  test('a user with one company has no Change Company item, and sees Company Info read-only', async ({ page }) => {
    await signIn(page, 'user@demo.test');
    await page.getByRole('button', { name: 'Profile' }).click();
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Notification Preferences' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Change Company' })).toHaveCount(0);

    // The sweep checks Company Info as the owner; a User's read-only view (the form's rules for it are
    // proven in company-info-route.test.tsx) is checked here, where a User is signed in anyway.
    await page.keyboard.press('Escape');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Account' }).click();
    await nav.getByRole('link', { name: 'Company Info' }).click();
    await expect(page.getByLabel('Company Name')).not.toHaveValue('');
    await expect(page.getByLabel('Company Name')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Update', exact: true })).toBeDisabled();
    await expectNoAxeViolations(page);
  });
});

test('on a narrow screen the drawer opens from the Menu button and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, OWNER);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  // The open drawer is modal: focus moves into it, Escape closes it and focus goes back to Menu; a tap on
  // the dimmed page beside it closes it too.
  await menu.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(menu).toBeFocused();
  await menu.click();
  await expect(nav).toBeVisible();
  await page.mouse.click(370, 500);
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await nav.getByRole('button', { name: 'Account' }).click();
  await page.screenshot({ path: test.info().outputPath('navigation-mobile.png') });
  // The open drawer (a modal dialog holding the navigation) passes axe on a phone too.
  await expect(page.getByRole('dialog', { name: 'Main' })).toBeVisible();
  await expectNoAxeViolations(page);
  await nav.getByRole('link', { name: 'Company Info' }).click();
  await expect(page).toHaveURL(paths.accountCompanyInfo.href());
  await expect(nav).toBeHidden();
  // The new page's heading takes focus from Menu, where the closing drawer gave it back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company Info');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await menu.click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav).toBeHidden();
});
