import { expect, test, type Locator, type Page } from './support/test';
import { paths } from '@/config/paths';
import { signIn } from './support/sign-in';
import { expectNoAxeViolations } from './support/axe';

const PATH = paths.accountCompanyInfo.href();
/** zipPlusFour('02110') of the demo backend's standardization. */
const BOSTON_ZIP_PLUS_4 = '02110-9304';

const updateButton = (page: Page) => page.getByRole('button', { name: 'Update', exact: true });
const verifyDialog = (page: Page) => page.getByRole('dialog', { name: 'Verify Address' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
/** The city suggestions (the page's selects have options too). */
const suggestions = (page: Page) => page.locator('[role="listbox"] [role="option"]');

async function open(page: Page, email = 'owner@demo.test') {
  await signIn(page, email, { path: PATH });
  await expect(page.getByRole('heading', { level: 1, name: 'Company Info' })).toBeVisible();
  await expect(page.getByLabel('Company Name')).not.toHaveValue('');
}

async function refill(field: Locator, value: string) {
  await field.fill('');
  if (value) await field.pressSequentially(value);
}

async function typeAddress(page: Page, address: { street: string; street2: string; cityState: string; zip: string }) {
  // By id, not label: the axe sweep types the address in Spanish too.
  await refill(page.locator('#root_street'), address.street);
  await refill(page.locator('#root_street2'), address.street2);
  const city = page.locator('#root_cityState');
  await city.fill(address.cityState);
  await city.press('Escape');
  await refill(page.locator('#root_zipCode'), address.zip);
}

const BOSTON = { street: '1200 Harbor Boulevard', street2: 'Suite 400', cityState: 'Boston, MA', zip: '02110' };

async function expectAccessible(page: Page) {
  await expectNoAxeViolations(page);
}

test.describe('company info', () => {
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

  test('a failed standardization shows the spec message', async ({ page }) => {
    await open(page);
    await refill(page.getByLabel('Zip Code'), '00000');
    await updateButton(page).click();
    await expect(toast(page, 'Error occurred while standardizing address')).toBeVisible();
    await expect(verifyDialog(page)).toHaveCount(0);
  });

  test('validation messages show after leaving a field and Update stays disabled while invalid', async ({ page }) => {
    await open(page);
    await expect(updateButton(page)).toBeEnabled();
    await expect(page.getByText('Company Name is required')).toHaveCount(0);

    const name = page.getByLabel('Company Name');
    await name.fill('');
    await name.blur();
    await expect(page.getByText('Company Name is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(updateButton(page)).toBeDisabled();

    const phone = page.getByLabel('Business Phone');
    await refill(phone, '61755');
    await expect(phone).toHaveValue('617-55');
    await phone.blur();
    await expect(page.getByText('Invalid Phone Number Format')).toBeVisible();

    const city = page.getByLabel('City, State');
    await city.fill('Boston');
    await city.press('Escape');
    await city.blur();
    await expect(page.getByText('Invalid City, State')).toBeVisible();

    const zip = page.getByLabel('Zip Code');
    await refill(zip, '021');
    await zip.blur();
    await expect(page.getByText('Zip Code is required')).toBeVisible();
    await refill(zip, '0211000000000000');
    await expect(page.getByText('Too many characters')).toBeVisible();

    await page.getByLabel('Type of Industry').selectOption({ index: 0 });
    await page.getByLabel('Type of Industry').blur();
    await expect(page.getByText('Industry is required')).toBeVisible();
    await expect(updateButton(page)).toBeDisabled();
  });

  test('the city autocomplete suggests from 3 characters and takes a choice by keyboard', async ({ page }) => {
    await open(page);
    const city = page.getByRole('combobox', { name: 'City, State' });
    await city.fill('');
    await city.pressSequentially('Bo');
    await expect(page.getByRole('option', { name: 'Boston, MA' })).toHaveCount(0);
    // Long enough for the debounced search to have run, had it been allowed to.
    await page.waitForTimeout(600);
    await expect(suggestions(page)).toHaveCount(0);
    await city.pressSequentially('s');
    await expect(page.getByRole('option', { name: 'Boston, MA' })).toBeVisible();
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    await city.press('ArrowDown');
    await city.press('Enter');
    await expect(city).toHaveValue('Boston, MA');
    await expect(suggestions(page)).toHaveCount(0);
    await expect(city).toHaveAttribute('aria-expanded', 'false');
  });

  test('a failed update shows the spec message and keeps what the user typed', async ({ page }) => {
    await page.route('**/api/companies/update', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"title":"Error","status":500}' }),
    );
    await open(page);
    await refill(page.getByLabel('Company Name'), 'Acme Health Typed');
    await typeAddress(page, { street: 'PO Box 9', street2: '', cityState: 'Boston, MA', zip: '02110' });
    await updateButton(page).click();
    await expect(toast(page, 'Error occurred while updating company information')).toBeVisible();
    await expect(page.getByLabel('Company Name')).toHaveValue('Acme Health Typed');
    await expect(page.getByLabel('Business Address')).toHaveValue('PO Box 9');
    await expect(updateButton(page)).toBeEnabled();
  });

  test('a user (role 3) sees the information read-only, without Update', async ({ page }) => {
    await open(page, 'user@demo.test');
    await expect(page.getByLabel('Company Name')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Business Phone')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Type of Industry')).toBeDisabled();
    await expect(updateButton(page)).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the website link opens the site in a new tab with https://', async ({ page }) => {
    await open(page);
    await refill(page.getByLabel('Website Address'), 'www.acmehealth.example');
    const link = page.getByRole('link', { name: /Open website/ });
    await expect(link).toHaveAttribute('href', 'https://www.acmehealth.example/');
    await expect(link).toHaveAttribute('target', '_blank');
  });

  for (const [locale, language, names] of [
    ['en-US', 'en', { update: 'Update', dialog: 'Verify Address', heading: 'Company Info' }],
    ['es-ES', 'es', { update: 'Actualizar', dialog: 'Verificar dirección', heading: 'Información de la empresa' }],
  ] as const) {
    test(`the page and the Verify Address dialog have no axe violations (${language})`, async ({ browser }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await signIn(page, 'owner@demo.test', { path: PATH });
      await expect(page.getByRole('heading', { level: 1, name: names.heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('#root_companyName')).not.toHaveValue('');
      await expectAccessible(page);
      await page.locator('#root_companyName').fill('');
      await page.locator('#root_companyName').blur();
      await expectAccessible(page);
      await page.locator('#root_companyName').fill('Acme Health');
      await typeAddress(page, BOSTON);
      await page.getByRole('button', { name: names.update, exact: true }).click();
      await expect(page.getByRole('dialog', { name: names.dialog })).toBeVisible();
      await expectAccessible(page);
      await context.close();
    });
  }
});
