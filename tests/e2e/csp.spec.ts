import { expect, test } from './support/test';
import { paths } from '../../src/config/paths';
import { signIn } from './support/sign-in';

/**
 * ARCHITECTURE.md / issue 4: the production build runs under a Content-Security-Policy without
 * 'unsafe-eval'; the form validators are precompiled (docs/forms.md) so validation still works.
 */
test.describe('content security policy', () => {
  test('the build ships a policy without unsafe-eval, and forms validate under it with no violation', async ({
    page,
  }) => {
    const violations: string[] = [];
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });

    await signIn(page, 'owner@demo.test', { path: paths.accountCompanyInfo.href() });
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');

    const name = page.getByLabel('Company Name');
    await expect(name).not.toHaveValue('');
    await name.fill('');
    await name.blur();
    await expect(page.getByText('Company Name is required')).toBeVisible();
    await name.fill('Acme Health');
    await expect(page.getByText('Company Name is required')).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});
