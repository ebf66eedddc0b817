import { expect, test } from './support/test';
import { paths } from '@/config/paths';
import { switchCompany } from './support/company';
import { signIn } from './support/sign-in';
import { expectVisibleAfterRetries, installRetryClock } from './support/retry-waits';

test.describe('orders and past invoices', () => {
  test('Acme (valid accounting id, customer since 2019) gets the sandboxed payment page and the notice', async ({
    page,
    baseURL,
  }) => {
    await signIn(page, 'owner@demo.test', { path: paths.accountOrders.href() });
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(
      page.getByText('To view or pay previous invoices, please contact your account manager or email'),
    ).toBeVisible();
    const frame = page.locator('iframe[title="Payment and invoices"]');
    await expect(frame).toBeVisible();
    // VITE_PAYMENT_ORIGIN is empty in the test build: the payment origin is the app's loopback alias, so
    // the frame is cross-origin and keeps its own origin; top navigation only on a click inside it.
    const app = new URL(baseURL ?? '');
    const paymentOrigin = `${app.protocol}//localhost:${app.port}`;
    expect(new URL((await frame.getAttribute('src')) ?? '').origin).toBe(paymentOrigin);
    await expect(frame).toHaveAttribute(
      'sandbox',
      'allow-forms allow-pointer-lock allow-same-origin allow-scripts allow-top-navigation-by-user-activation allow-downloads',
    );
    const paymentDocument = await (await frame.elementHandle())?.contentFrame();
    expect(await paymentDocument?.evaluate(() => window.origin)).toBe(paymentOrigin);
    await expect(
      page.frameLocator('iframe[title="Payment and invoices"]').getByText('Past invoices and payment'),
    ).toBeVisible();
    // Axe checks this page (its frame left out) in both languages in the accessibility sweep.
  });

  test('Gamma (JF accounting id) gets no payment page, only the default account manager notices', async ({ page }) => {
    await signIn(page, 'owner@demo.test');
    await switchCompany(page, 'Gamma Staffing');
    await page.goto(paths.accountOrders.href());
    await expect(
      page.getByText('Please contact your account manager at 800-555-0163 for payment information.'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'To view or pay previous invoices, please contact your account manager or email accountmanagers@employer-portal.test.',
      ),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a failing payment link shows the spec message', async ({ page }) => {
    await installRetryClock(page);
    await page.route('**/api/Orders/PaymentLink**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"title":"Error","status":500}' }),
    );
    await signIn(page, 'owner@demo.test', { path: paths.accountOrders.href() });
    await expectVisibleAfterRetries(
      page,
      page.getByRole('alert').filter({ hasText: 'Error occurred while trying to load orders.' }).first(),
    );
  });

  test('a payment link on another origin is never framed: the page says the orders failed to load', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/api/Orders/**', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{ "url": "https://evil.example/pay" }' }),
    );
    await signIn(page, 'owner@demo.test', { path: paths.accountOrders.href() });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error occurred while trying to load orders.' }).first(),
    ).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(errors.some((text) => text.includes('Payment link refused: https://evil.example'))).toBe(true);
  });
});
