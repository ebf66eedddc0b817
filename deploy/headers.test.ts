import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/config/paths.ts';
import {
  assertFrameSettings,
  cacheControl,
  contentSecurityPolicy,
  cspReportPath,
  frameOrigins,
  frameSettingErrors,
  IMMUTABLE_CACHE,
  isSourceMap,
  loopbackAlias,
  permissionsPolicy,
  responseHeaders,
  responseKind,
  securityHeaders,
  SILENT_REFRESH_PATH,
} from './headers.ts';

/** The directives of a policy, by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

const PRODUCTION = {
  VITE_APP_ORIGIN: 'https://portal.example.test',
  VITE_API_BASE_URL: 'https://api.example.test/v1',
  VITE_GATEWAY_BASE_URL: 'https://gateway.example.test/r',
  VITE_OIDC_AUTHORITY: 'https://login.example.test/realms/employers',
  VITE_LEGACY_SITE_BASE_URL: 'https://legacy.example.test/site',
  VITE_OUTREACH_APP_ORIGIN: 'https://outreach.example.test',
  VITE_PAYMENT_ORIGIN: 'https://pay.example.test',
  VITE_EMPLOYER_LISTING_URL: 'https://www.example.test/employers/{companyId}',
};

describe('loopbackAlias', () => {
  it('swaps 127.0.0.1 and localhost, keeping scheme and port', () => {
    expect(loopbackAlias('http://127.0.0.1:4173')).toBe('http://localhost:4173');
    expect(loopbackAlias('http://localhost:5173')).toBe('http://127.0.0.1:5173');
    expect(loopbackAlias('https://localhost')).toBe('https://127.0.0.1');
  });

  it('has none for other hosts or no origin', () => {
    expect(loopbackAlias('https://portal.example.test')).toBeUndefined();
    expect(loopbackAlias('http://[::1]:4173')).toBeUndefined();
    expect(loopbackAlias(undefined)).toBeUndefined();
  });
});

describe('contentSecurityPolicy', () => {
  it('is strict on scripts and objects, and may be framed by nobody', () => {
    const policy = directives(contentSecurityPolicy({}, { appOrigin: 'http://127.0.0.1:4173' }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('font-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('report-to')).toEqual(['csp']);
    expect(policy.get('report-uri')).toEqual(['/csp-reports']);
    expect(contentSecurityPolicy({})).not.toMatch(/unsafe-eval/);
  });

  // Without an icon of its own the browser asks for /favicon.ico on every first visit (a 404); an inline
  // one costs no request on the way to the first paint.
  it("allows the page's icon, an SVG inline in index.html", () => {
    const page = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    const icon = /<link\s+rel="icon"\s+href="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(icon).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(icon.slice(icon.indexOf(',') + 1))).toMatch(/^<svg [^>]*>.*<\/svg>$/);
    const policy = directives(contentSecurityPolicy(PRODUCTION, { appOrigin: PRODUCTION.VITE_APP_ORIGIN }));
    expect(policy.get('img-src')).toContain('data:');
  });

  it('lets only the silent-renew page be framed, by the app itself', () => {
    expect(directives(contentSecurityPolicy({}, { kind: 'silent-refresh' })).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect(directives(contentSecurityPolicy({}, { kind: 'asset' })).get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('frames the loopback alias of the app origin when the frame settings are empty (the demo)', () => {
    const policy = directives(
      contentSecurityPolicy({ VITE_LEGACY_SITE_BASE_URL: '' }, { appOrigin: 'http://127.0.0.1:4173' }),
    );
    expect(policy.get('frame-src')).toEqual(["'self'", 'http://localhost:4173']);
    expect(frameOrigins({}, 'http://localhost:4400')).toEqual([
      'http://127.0.0.1:4400',
      'http://127.0.0.1:4400',
      'http://127.0.0.1:4400',
    ]);
    expect(frameOrigins({}, undefined)).toEqual([]);
  });

  it('frames the origins of absolute frame settings and the OIDC authority, and calls the services', () => {
    const policy = directives(contentSecurityPolicy(PRODUCTION, { appOrigin: PRODUCTION.VITE_APP_ORIGIN }));
    expect(policy.get('frame-src')).toEqual([
      "'self'",
      'https://legacy.example.test',
      'https://outreach.example.test',
      'https://pay.example.test',
      'https://login.example.test',
    ]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.test',
      'https://gateway.example.test',
      'https://login.example.test',
    ]);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://login.example.test']);
  });

  it('lets the browser reach the error-reporting endpoint only when one is configured', () => {
    const dsn = 'https://0123abcd@o42.ingest.sentry.example/4507';
    const policy = directives(
      contentSecurityPolicy(
        { ...PRODUCTION, VITE_ERROR_REPORTING_DSN: dsn },
        { appOrigin: PRODUCTION.VITE_APP_ORIGIN },
      ),
    );
    // The origin only: the DSN's public key never appears in a header.
    expect(policy.get('connect-src')).toContain('https://o42.ingest.sentry.example');
    expect(contentSecurityPolicy({ VITE_ERROR_REPORTING_DSN: dsn })).not.toContain('0123abcd');
    expect(policy.get('frame-src')).not.toContain('https://o42.ingest.sentry.example');
    expect(directives(contentSecurityPolicy({ VITE_ERROR_REPORTING_DSN: '' })).get('connect-src')).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({})).get('connect-src')).toEqual(["'self'"]);
  });

  it('reads a path setting as the app origin, covered by self', () => {
    const policy = directives(
      contentSecurityPolicy(
        { VITE_LEGACY_SITE_BASE_URL: '/legacy', VITE_OUTREACH_APP_ORIGIN: '/outreach', VITE_PAYMENT_ORIGIN: '/pay' },
        { appOrigin: 'http://127.0.0.1:4173' },
      ),
    );
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('reports where VITE_CSP_REPORT_URL says', () => {
    const settings = { VITE_CSP_REPORT_URL: 'https://csp.example.test/report' };
    expect(directives(contentSecurityPolicy(settings)).get('report-uri')).toEqual(['https://csp.example.test/report']);
    expect(securityHeaders(settings)['Reporting-Endpoints']).toBe('csp="https://csp.example.test/report"');
    expect(cspReportPath(settings)).toBeUndefined();
    expect(cspReportPath({})).toBe('/csp-reports');
    expect(cspReportPath({ VITE_CSP_REPORT_URL: '/reports/csp?x=1' })).toBe('/reports/csp');
  });
});

describe('securityHeaders and caching', () => {
  it('sends the fixed security headers', () => {
    const headers = securityHeaders({});
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Reporting-Endpoints': 'csp="/csp-reports"',
    });
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('microphone=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
    expect(headers['Permissions-Policy']).toContain('usb=()');
    expect(headers['Permissions-Policy']).toContain('clipboard-write=(self)');
  });

  it('allows payment only to the embedded payment page', () => {
    expect(permissionsPolicy({})).toContain('payment=()');
    expect(permissionsPolicy(PRODUCTION)).toContain('payment=("https://pay.example.test")');
    expect(permissionsPolicy({}, 'http://127.0.0.1:4173')).toContain('payment=("http://localhost:4173")');
    expect(permissionsPolicy({ VITE_PAYMENT_ORIGIN: '/pay' })).toContain('payment=(self)');
  });

  it('caches hashed assets for a year and revalidates everything else', () => {
    expect(responseKind('/assets/index-abc123.js')).toBe('asset');
    expect(responseKind('/')).toBe('page');
    expect(responseKind('/index.html')).toBe('page');
    expect(responseKind('/reports/job-performance')).toBe('page');
    expect(responseKind(SILENT_REFRESH_PATH)).toBe('silent-refresh');
    expect(cacheControl('asset')).toBe(IMMUTABLE_CACHE);
    expect(cacheControl('page')).toBe('no-cache');
    expect(cacheControl('silent-refresh')).toBe('no-cache');
    expect(responseHeaders({}, { kind: 'asset' })['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('knows source maps and the silent-renew path of the router', () => {
    expect(isSourceMap('/assets/index-abc.js.map')).toBe(true);
    expect(isSourceMap('/assets/index-abc.js')).toBe(false);
    expect(SILENT_REFRESH_PATH).toBe(paths.silentRefresh.path);
    expect(SILENT_REFRESH_PATH).toBe('/silent-refresh');
  });
});

describe('frameSettingErrors (the production build guard)', () => {
  it('accepts empty frame settings (the demo loopback alias) and other origins', () => {
    expect(frameSettingErrors({})).toEqual([]);
    expect(frameSettingErrors({ VITE_LEGACY_SITE_BASE_URL: '', VITE_OUTREACH_APP_ORIGIN: '  ' })).toEqual([]);
    expect(frameSettingErrors(PRODUCTION)).toEqual([]);
    expect(() => assertFrameSettings(PRODUCTION)).not.toThrow();
  });

  it('refuses a path, naming the setting', () => {
    const errors = frameSettingErrors({ VITE_LEGACY_SITE_BASE_URL: '/legacy' });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^VITE_LEGACY_SITE_BASE_URL=\/legacy is a path on the portal's own origin/);
  });

  it("refuses the portal's own origin, naming the setting and VITE_APP_ORIGIN", () => {
    const errors = frameSettingErrors({
      VITE_APP_ORIGIN: 'https://portal.example.test',
      VITE_OUTREACH_APP_ORIGIN: 'https://portal.example.test/outreach',
      VITE_PAYMENT_ORIGIN: 'https://PORTAL.example.test:443',
      VITE_LEGACY_SITE_BASE_URL: 'https://portal.example.test:8443/legacy',
    });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^VITE_OUTREACH_APP_ORIGIN=.* has the portal's own origin \(VITE_APP_ORIGIN=/);
    expect(errors[1]).toMatch(/^VITE_PAYMENT_ORIGIN=/);
  });

  it('refuses values that are neither URLs nor paths, and a VITE_APP_ORIGIN that is no URL', () => {
    expect(frameSettingErrors({ VITE_PAYMENT_ORIGIN: 'pay.example.test' })).toEqual([
      'VITE_PAYMENT_ORIGIN=pay.example.test is not an absolute http(s) URL.',
    ]);
    expect(frameSettingErrors({ VITE_APP_ORIGIN: 'portal.example.test' })[0]).toMatch(/^VITE_APP_ORIGIN=/);
  });

  it('refuses empty frame settings, a missing VITE_APP_ORIGIN, the demo provider and the demo listing for a deployment (the Docker build)', () => {
    expect(frameSettingErrors(PRODUCTION, { deployment: true })).toEqual([]);
    const errors = frameSettingErrors(
      { VITE_OUTREACH_APP_ORIGIN: 'https://outreach.example.test' },
      { deployment: true },
    );
    expect(errors.map((error) => error.split(' ')[0])).toEqual([
      'VITE_APP_ORIGIN',
      'VITE_OIDC_AUTHORITY=/oidc',
      'VITE_EMPLOYER_LISTING_URL=https://www.employer-portal.test/employers/{companyId}',
      'VITE_LEGACY_SITE_BASE_URL',
      'VITE_PAYMENT_ORIGIN',
    ]);
    expect(() => assertFrameSettings({}, { deployment: true })).toThrow(/^Deployment refused/);
    expect(
      frameSettingErrors(
        { ...PRODUCTION, VITE_EMPLOYER_LISTING_URL: 'https://www.employer-portal.test/employers/{companyId}' },
        { deployment: true },
      ),
    ).toEqual([expect.stringMatching(/^VITE_EMPLOYER_LISTING_URL=.* is the demo's listing/)]);
    // The demo's default stays allowed for `vite build` (npm start, the e2e preview).
    expect(frameSettingErrors({ ...PRODUCTION, VITE_EMPLOYER_LISTING_URL: '' })).toEqual([]);
  });

  it('throws one error listing every problem', () => {
    expect(() =>
      assertFrameSettings({ VITE_LEGACY_SITE_BASE_URL: '/legacy', VITE_OUTREACH_APP_ORIGIN: '/outreach' }),
    ).toThrow(/Production build refused[\s\S]*VITE_LEGACY_SITE_BASE_URL[\s\S]*VITE_OUTREACH_APP_ORIGIN/);
  });
});
