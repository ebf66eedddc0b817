import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { contentSecurityPolicy, responseHeaders } from '../../deploy/headers.ts';
import { renderNginxConfig } from '../../deploy/nginx.ts';
import { ensureNginx, freePort, startNginx, type RunningNginx } from './support/nginx';
import { expectSecurityHeaders } from './support/security-headers';

/**
 * The production image's nginx config (deploy/nginx.ts, rendered as the Dockerfile renders it) run by
 * a real nginx over this build: headers, SPA fallback, caching, compression, source maps, health check.
 * Only the port and the root folder differ from the image.
 */
const BUILD = resolve(process.env['BUILD_OUT_DIR'] ?? 'dist');
/** Settings of a production deployment: every service on its own origin. */
const SETTINGS = {
  VITE_APP_ORIGIN: 'https://portal.example.test',
  VITE_API_BASE_URL: 'https://api.example.test',
  VITE_GATEWAY_BASE_URL: 'https://gateway.example.test/r',
  VITE_OIDC_AUTHORITY: 'https://login.example.test/realms/employers',
  VITE_LEGACY_SITE_BASE_URL: 'https://legacy.example.test/site',
  VITE_OUTREACH_APP_ORIGIN: 'https://outreach.example.test',
  VITE_PAYMENT_ORIGIN: 'https://pay.example.test',
  VITE_EMPLOYER_LISTING_URL: 'https://www.example.test/employers/{companyId}',
};
const appOrigin = SETTINGS.VITE_APP_ORIGIN;

const assets = existsSync(resolve(BUILD, 'assets')) ? readdirSync(resolve(BUILD, 'assets')) : [];
const script = assets.find((name) => name.endsWith('.js'));
const sourceMap = assets.find((name) => name.endsWith('.js.map'));

let nginx: RunningNginx | undefined;
const url = (path: string) => `${nginx?.origin ?? ''}${path}`;

// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook needs from this pattern.
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(300_000); // a fresh machine installs nginx first
  expect(existsSync(resolve(BUILD, 'index.html')), `no build in ${BUILD}: run vite build first`).toBe(true);
  ensureNginx();
  const port = await freePort();
  nginx = await startNginx(renderNginxConfig({ settings: SETTINGS, port, root: BUILD }), port);
});

test.afterAll(async () => {
  await nginx?.stop();
});

test.describe('the production nginx config over the build', () => {
  test('pages carry the security headers of deploy/headers.ts, may not be framed and are revalidated', async ({
    request,
  }) => {
    const response = await request.get(url('/'));
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers).toMatchObject(
      Object.fromEntries(
        Object.entries(responseHeaders(SETTINGS, { appOrigin, kind: 'page' })).map(([name, value]) => [
          name.toLowerCase(),
          value,
        ]),
      ),
    );
    const directives = expectSecurityHeaders(headers, { frameAncestors: "'none'" });
    expect(directives.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://legacy.example.test',
        'https://outreach.example.test',
        'https://pay.example.test',
      ]),
    );
    expect(directives.get('connect-src')).toContain('https://api.example.test');
    expect(headers['server']).toBe('nginx');
  });

  test('client-side routes fall back to index.html, never cached without revalidation', async ({ request }) => {
    const response = await request.get(url('/reports/job-performance'));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(await response.text()).toBe(readFileSync(resolve(BUILD, 'index.html'), 'utf8'));
    expectSecurityHeaders(response.headers(), { frameAncestors: "'none'" });

    const index = await request.get(url('/index.html'));
    expect(index.headers()['cache-control']).toBe('no-cache');
  });

  test('the silent-renew page may be framed by the portal only', async ({ request }) => {
    const response = await request.get(url('/silent-refresh?code=abc&state=xyz'));
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-security-policy']).toBe(
      contentSecurityPolicy(SETTINGS, { appOrigin, kind: 'silent-refresh' }),
    );
    expectSecurityHeaders(response.headers(), { frameAncestors: "'self'" });
  });

  test('hashed assets are immutable, compressed when asked, and a missing one is a 404', async ({ request }) => {
    expect(script, `a .js file in ${BUILD}/assets`).toBeDefined();
    const plain = await request.get(url(`/assets/${script}`), { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.status()).toBe(200);
    expect(plain.headers()['content-type']).toMatch(/javascript/);
    expect(plain.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expectSecurityHeaders(plain.headers(), { frameAncestors: "'none'" });

    const gzipped = await request.get(url(`/assets/${script}`), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    expect(gzipped.headers()['vary']).toMatch(/Accept-Encoding/i);
    expect(await gzipped.text()).toBe(await plain.text());

    const missing = await request.get(url('/assets/gone-0000.js'));
    expect(missing.status()).toBe(404);
    expect(missing.headers()['cache-control']).toBeUndefined();
    expectSecurityHeaders(missing.headers(), { frameAncestors: "'none'" });
  });

  test('source maps are never served', async ({ request }) => {
    expect(sourceMap, `a .js.map file in ${BUILD}/assets (build.sourcemap: 'hidden')`).toBeDefined();
    const response = await request.get(url(`/assets/${sourceMap}`));
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response.headers(), { frameAncestors: "'none'" });
  });

  test('/healthz answers 200 for load balancers, and CSP reports are accepted', async ({ request }) => {
    const health = await request.get(url('/healthz'));
    expect(health.status()).toBe(200);
    expect(await health.text()).toBe('ok\n');

    const report = await request.post(url('/csp-reports'), {
      headers: { 'Content-Type': 'application/reports+json' },
      data: [{ type: 'csp-violation', body: { effectiveDirective: 'script-src-elem' } }],
    });
    expect(report.status()).toBe(204);
  });
});
