import { loadEnv } from 'vite';
import { expect, test } from './support/test';
import { paths } from '@/config/paths';
import { responseHeaders } from '../../deploy/headers.ts';
import { signIn } from './support/sign-in';
import { expectSecurityHeaders } from './support/security-headers';

/**
 * docs/architecture.md / issue 4: the production build runs under a Content-Security-Policy without
 * 'unsafe-eval'; the form validators are precompiled (docs/forms.md) so validation still works. The
 * policy and the other security headers are response headers from deploy/headers.ts, the source the
 * production nginx config is rendered from (tests/e2e/served-build.spec.ts).
 */
/** The settings `vite preview` read (its mode is production). */
const settings = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

test.describe('content security policy', () => {
  test('the documents carry a policy without unsafe-eval, and forms validate under it with no violation', async ({
    page,
    baseURL,
  }) => {
    const violations: string[] = [];
    const permissionsErrors: string[] = [];
    const policies: (string | undefined)[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy|Reporting-Endpoints/i.test(message.text())) permissionsErrors.push(message.text());
    });
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() === 'document' && request.frame() === page.mainFrame() && baseURL) {
        if (new URL(response.url()).origin === new URL(baseURL).origin && !response.url().includes('/oidc/')) {
          policies.push(response.headers()['content-security-policy']);
        }
      }
    });
    await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${location.href} ${event.sample}`,
        );
      });
    });

    await signIn(page, 'owner@demo.test', { path: paths.accountCompanyInfo.href() });
    // Every document of the portal the browser loaded (the page, then /auth-callback) had the policy.
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      expect(policy).toContain("script-src 'self'");
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).toContain("frame-ancestors 'none'");
    }
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
    // The theme's global CSS (token variables, reset) is the build's stylesheet, under style-src 'self',
    // and only there: emotion does not insert it a second time (scripts/lib/theme-global-css.ts).
    const tokenSheets = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('--chakra-colors-primary-600:')))
        .map((sheet) => sheet.href && new URL(sheet.href).pathname),
    );
    expect(tokenSheets).toEqual([expect.stringMatching(/^\/assets\/first-load-[\w-]+\.css$/)]);

    const name = page.getByLabel('Company Name');
    await expect(name).not.toHaveValue('');
    await name.fill('');
    await name.blur();
    await expect(page.getByText('Company Name is required')).toBeVisible();
    await name.fill('Acme Health');
    await expect(page.getByText('Company Name is required')).toHaveCount(0);
    expect(violations).toEqual([]);
    expect(permissionsErrors).toEqual([]);
  });
});

test.describe('security headers of npm run preview', () => {
  test('pages get the headers of deploy/headers.ts and may be framed by nobody', async ({ request, baseURL }) => {
    const appOrigin = new URL(baseURL ?? '').origin;
    for (const path of ['/', paths.accountCompanyInfo.href(), '/reports/job-performance']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers(), path).toMatchObject(
        lowerCased(responseHeaders(settings, { appOrigin, kind: 'page' })),
      );
      const directives = expectSecurityHeaders(response.headers(), { frameAncestors: "'none'" });
      // Empty frame settings (the demo): the app frames the loopback alias of its own origin.
      expect(directives.get('frame-src')).toContain(appOrigin.replace('127.0.0.1', 'localhost'));
      expect(response.headers()['cache-control']).toBe('no-cache');
      expect(await response.text()).not.toContain('http-equiv');
    }
  });

  test('the silent-renew page may be framed by the portal only', async ({ request }) => {
    const response = await request.get(`${paths.silentRefresh.href()}?code=abc&state=xyz`);
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response.headers(), { frameAncestors: "'self'" });
    expect(response.headers()['cache-control']).toBe('no-cache');
  });

  test('assets are immutable, source maps 404 and CSP reports are accepted', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(script).not.toBe('');
    const asset = await request.get(script);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset.headers(), { frameAncestors: "'none'" });

    expect((await request.get(`${script}.map`)).status()).toBe(404);
    const report = await request.post('/csp-reports', {
      headers: { 'Content-Type': 'application/csp-report' },
      data: { 'csp-report': { 'violated-directive': 'script-src' } },
    });
    expect(report.status()).toBe(204);
  });
});
