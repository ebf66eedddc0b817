import { expect, test, type Locator, type Page } from './support/test';
import { paths } from '@/config/paths';
import { keepCompanyInfo } from './support/restore';
import { signIn } from './support/sign-in';

/**
 * What Company Info needs a browser for: Verify Address through to a save that survives a reload (standard,
 * original, and an address without a standard form), and the website link as rendered. The messages after
 * leaving a field, the city suggestions, the failed update and standardization and a User's read-only view
 * are proven over the demo handlers in src/features/company-info/components/company-info-route.test.tsx;
 * axe on the page, with an error and with Verify Address open, in both languages in the accessibility sweep
 * (accessibility.spec.ts), and on a User's read-only view in navigation.spec.ts.
 */

const PATH = paths.accountCompanyInfo.href();
/** zipPlusFour('02110') of the demo backend's standardization. */
const BOSTON_ZIP_PLUS_4 = '02110-9304';

const updateButton = (page: Page) => page.getByRole('button', { name: 'Update', exact: true });
const verifyDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify Address' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

async function open(page: Page) {
  await signIn(page, 'owner@demo.test', { path: PATH });
  await expect(page.getByRole('heading', { level: 1, name: 'Company Info' })).toBeVisible();
  await expect(page.getByLabel('Company Name')).not.toHaveValue('');
}

async function refill(field: Locator, value: string) {
  await field.fill('');
  if (value) await field.pressSequentially(value);
}

async function typeAddress(page: Page, address: { street: string; street2: string; cityState: string; zip: string }) {
  await refill(page.locator('#root_street'), address.street);
  await refill(page.locator('#root_street2'), address.street2);
  const city = page.locator('#root_cityState');
  await city.fill(address.cityState);
  await city.press('Escape');
  await refill(page.locator('#root_zipCode'), address.zip);
}

const BOSTON = { street: '1200 Harbor Boulevard', street2: 'Suite 400', cityState: 'Boston, MA', zip: '02110' };

test.describe('company info', () => {
  // The address saves change the demo company others find as it was seeded: put it back after each test.
  let restoreCompanyInfo = () => Promise.resolve();
  test.beforeEach(({ page }) => {
    restoreCompanyInfo = keepCompanyInfo(page);
  });
  test.afterEach(() => restoreCompanyInfo());

  test('the owner takes the standard address through Verify Address; it persists after reload', async ({ page }) => {
    await open(page);
    await typeAddress(page, BOSTON);
    const standardizeCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/geolocation')) standardizeCalls.push(request.method());
    });
    await updateButton(page).dblclick();
    const dialog = verifyDialog(page);
    await expect(dialog).toBeVisible();
    expect(standardizeCalls).toEqual(['POST']);
    await expect(dialog.getByText('1200 HARBOR BLVD')).toBeVisible();
    await expect(dialog.getByText(`BOSTON, MA ${BOSTON_ZIP_PLUS_4}`)).toBeVisible();

    const updates: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/companies/update')) updates.push(request.postData() ?? '');
    });
    await dialog.getByRole('button', { name: 'Use Standard Address' }).dblclick();
    await expect(toast(page, 'Company Information updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(updates).toHaveLength(1);
    expect(JSON.parse(updates[0]!)).toMatchObject({ addressVerificationStatus: 1, useStandardAddress: true });
    await expect(page.getByLabel('Business Address')).toHaveValue('1200 HARBOR BLVD');

    await page.reload();
    await expect(page.getByLabel('Business Address')).toHaveValue('1200 HARBOR BLVD');
    await expect(page.getByLabel('Address Line 2')).toHaveValue('STE 400');
    await expect(page.getByLabel('City, State')).toHaveValue('BOSTON, MA');
    await expect(page.getByLabel('Zip Code')).toHaveValue(BOSTON_ZIP_PLUS_4);
  });

  test('the owner keeps the original address; Edit Address only closes the dialog', async ({ page }) => {
    await open(page);
    await typeAddress(page, BOSTON);
    await updateButton(page).click();
    await verifyDialog(page).getByRole('button', { name: 'Edit Address' }).click();
    await expect(verifyDialog(page)).toBeHidden();
    await expect(page.getByLabel('Business Address')).toHaveValue(BOSTON.street);

    await updateButton(page).click();
    const request = page.waitForRequest('**/api/companies/update');
    await verifyDialog(page).getByRole('button', { name: 'Use Original Address' }).click();
    expect((await request).postDataJSON()).toMatchObject({ addressVerificationStatus: 2, useStandardAddress: false });
    await expect(toast(page, 'Company Information updated successfully!')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Business Address')).toHaveValue(BOSTON.street);
    await expect(page.getByLabel('Address Line 2')).toHaveValue(BOSTON.street2);
    await expect(page.getByLabel('City, State')).toHaveValue(BOSTON.cityState);
    await expect(page.getByLabel('Zip Code')).toHaveValue(BOSTON.zip);
  });

  test('an address without a standard form is saved with status 4, without the dialog', async ({ page }) => {
    await open(page);
    await typeAddress(page, { street: 'PO Box 4471', street2: '', cityState: 'Boston, MA', zip: '02110' });
    const request = page.waitForRequest('**/api/companies/update');
    await updateButton(page).click();
    expect((await request).postDataJSON()).toMatchObject({ addressVerificationStatus: 4, useStandardAddress: false });
    await expect(toast(page, 'Company Information updated successfully!')).toBeVisible();
    await expect(verifyDialog(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Business Address')).toHaveValue('PO Box 4471');
    // Back to the seed's address for the other tests.
    await typeAddress(page, BOSTON);
    await updateButton(page).click();
    await verifyDialog(page).getByRole('button', { name: 'Use Original Address' }).click();
    await expect(toast(page, 'Company Information updated successfully!')).toBeVisible();
  });

  test('the website link opens the site in a new tab with https://', async ({ page }) => {
    await open(page);
    await refill(page.getByLabel('Website Address'), 'www.acmehealth.example');
    const link = page.getByRole('link', { name: /Open website/ });
    await expect(link).toHaveAttribute('href', 'https://www.acmehealth.example/');
    await expect(link).toHaveAttribute('target', '_blank');
  });
});
