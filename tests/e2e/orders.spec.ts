import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { paths } from '../../src/config/paths';
import { switchCompany } from './support/company';
import { signIn } from './support/sign-in';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

test.describe('orders and past invoices', () => {
  test('Acme (valid accounting id, customer since 2019) gets the sandboxed payment page and the notice', async ({
    page,
  }) => {
    await signIn(page, 'owner@demo.test', { path: paths.accountOrders.href() });
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(
      page.getByText('To view or pay previous invoices, please contact your account manager or email'),
    ).toBeVisible();
    const frame = page.locator('iframe[title="Payment and invoices"]');
    await expect(frame).toBeVisible();
    // Same-origin source in the demo: the sandbox must not combine allow-scripts with allow-same-origin.
    const sandbox = (await frame.getAttribute('sandbox')) ?? '';
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    await expect(
      page.frameLocator('iframe[title="Payment and invoices"]').getByText('Past invoices and payment'),
    ).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).exclude('iframe').analyze();
    expect(results.violations).toEqual([]);
  });

  test('Gamma (JF accounting id) gets no payment page, only the account-manager notices', async ({ page }) => {
    await signIn(page, 'owner@demo.test');
    await switchCompany(page, 'Gamma Staffing');
    await page.goto(paths.accountOrders.href());
    await expect(
      page.getByText('Please contact your account manager at 800-555-0163 for payment information.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'To view or pay previous invoices, please contact your account manager or email priya.shah@employer-portal.test.',
      ),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a failing payment link shows the spec message', async ({ page }) => {
    await page.route('**/api/Orders/PaymentLink**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"title":"Error","status":500}' }),
    );
    await signIn(page, 'owner@demo.test', { path: paths.accountOrders.href() });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error occurred while trying to load orders.' }).first(),
    ).toBeVisible();
  });
});
