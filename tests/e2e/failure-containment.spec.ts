import { expect, test, type Page, type Route } from './support/test';
import { paths } from '@/config/paths';
import { expectVisibleAfterRetries, installRetryClock } from './support/retry-waits';
import { signIn } from './support/sign-in';

/**
 * Issue 8, one error path: a network failure, a malformed JSON body and a 200 that breaks the contract
 * each end in the screen's catalogue message with Retry (never a spinner, a half screen or a blank page),
 * Retry recovers without a reload, and the drawer still navigates. Every fault on every screen is proven
 * in Vitest over the real demo handlers (the screens' *.test.tsx); here each fault meets one kind of screen
 * in a real browser.
 */
const OWNER = 'owner@demo.test';

type Fault = (route: Route) => Promise<void>;

const networkFailure: Fault = (route) => route.abort('failed');
const malformedJson: Fault = (route) =>
  route.fulfill({ status: 200, contentType: 'application/json', body: '{"rows": [1, 2,' });
const contractBreaking: Fault = (route) => route.fulfill({ status: 200, json: { unexpected: 'shape' } });

interface Case {
  fault: string;
  screen: string;
  path: string;
  call: string;
  handler: Fault;
  message: string;
  /** Something only the recovered screen shows. */
  recovered: (page: Page) => Promise<void>;
}

const cases: Case[] = [
  {
    fault: 'a network failure',
    screen: 'a report (Job Performance)',
    path: paths.reportsJobPerformance.href(),
    call: '**/api/reports/jobperformance/details**',
    handler: networkFailure,
    message: 'Something went wrong',
    recovered: async (page) => {
      await expect(page.getByRole('columnheader', { name: /Job Title/ })).toBeVisible();
    },
  },
  {
    fault: 'a malformed JSON body',
    screen: 'a list (Authorized Users)',
    path: paths.accountAuthorizedUsers.href(),
    call: '**/api/users?**',
    handler: malformedJson,
    message: 'Error occurred while retrieving authorized users',
    recovered: async (page) => {
      await expect(page.getByRole('row').filter({ hasText: 'admin@demo.test' })).toBeVisible();
    },
  },
  {
    fault: 'a 200 that breaks the contract',
    screen: 'a form (Company Info)',
    path: paths.accountCompanyInfo.href(),
    call: '**/api/companies/info**',
    handler: contractBreaking,
    message: 'Error occurred while trying to load company information',
    recovered: async (page) => {
      await expect(page.getByLabel('Company Name')).not.toHaveValue('');
    },
  },
];

test.describe('failure containment', () => {
  for (const { fault, screen, path, call, handler, message, recovered } of cases) {
    test(`${fault} on ${screen}: the catalogue message with Retry, which recovers in place`, async ({ page }) => {
      // A network failure is tried again (after waits the clock skips); the other faults are not.
      await installRetryClock(page);
      let failing = true;
      await page.route(call, (route) => (failing ? handler(route) : route.continue()));
      await signIn(page, OWNER, { path });
      await page.evaluate(() => Object.assign(window, { stillThisPage: true }));

      const alert = page.getByRole('alert').filter({ hasText: message }).first();
      await expectVisibleAfterRetries(page, alert);
      const retry = alert.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

      failing = false;
      await retry.click();
      await recovered(page);
      await expect(page.getByRole('alert').filter({ hasText: message })).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);

      // The shell still works: the drawer navigates.
      await page.locator('#navigation-drawer nav').getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(paths.home.href());
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }
});
