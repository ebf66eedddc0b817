import { describe, expect, it } from 'vitest';
import { responseHeaders, securityHeaders } from './headers.ts';
import { renderNginxConfig } from './nginx.ts';

const settings = {
  VITE_APP_ORIGIN: 'https://portal.example.test',
  VITE_OIDC_AUTHORITY: 'https://login.example.test/realms/employers',
  VITE_LEGACY_SITE_BASE_URL: 'https://legacy.example.test',
  VITE_OUTREACH_APP_ORIGIN: 'https://outreach.example.test',
  VITE_PAYMENT_ORIGIN: 'https://pay.example.test',
  VITE_EMPLOYER_LISTING_URL: 'https://www.example.test/employers/{companyId}',
};
const config = renderNginxConfig({ settings, port: 8080, root: '/usr/share/nginx/html' });

/** Each location block's add_header lines, by the location's match. */
function locations(text: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  for (const match of text.matchAll(/^ {4}location ([^{]+) \{\n([\s\S]*?)^ {4}\}/gm)) {
    const headers = new Map<string, string>();
    for (const line of (match[2] ?? '').matchAll(/add_header (\S+) "((?:[^"\\]|\\.)*)"/g)) {
      headers.set(line[1] ?? '', (line[2] ?? '').replace(/\\(.)/g, '$1'));
    }
    blocks.set((match[1] ?? '').trim(), headers);
  }
  return blocks;
}

describe('renderNginxConfig', () => {
  const blocks = locations(config);

  it('has the locations the portal needs', () => {
    expect([...blocks.keys()]).toEqual([
      '= /healthz',
      '~* \\.map$',
      '= /csp-reports',
      '/assets/',
      '= /silent-refresh',
      '= /index.html',
      '/',
    ]);
    expect(config).toContain('listen 8080;');
    expect(config).toContain('server_tokens off;');
    expect(config).toContain('try_files $uri /index.html;');
    expect(config).toMatch(/gzip on;[\s\S]*gzip_types [^;]*application\/javascript/);
  });

  it('repeats every security header in every location (nginx drops inherited add_header)', () => {
    const security = securityHeaders(settings, { appOrigin: settings.VITE_APP_ORIGIN });
    for (const [location, headers] of blocks) {
      for (const name of Object.keys(security)) {
        expect(headers.has(name), `${name} in location ${location}`).toBe(true);
      }
    }
  });

  it("takes each response kind's headers from deploy/headers.ts", () => {
    const appOrigin = settings.VITE_APP_ORIGIN;
    const asObject = (location: string) => Object.fromEntries(blocks.get(location) ?? []);
    expect(asObject('/assets/')).toEqual(responseHeaders(settings, { appOrigin, kind: 'asset' }));
    expect(asObject('= /silent-refresh')).toEqual(responseHeaders(settings, { appOrigin, kind: 'silent-refresh' }));
    expect(asObject('= /index.html')).toEqual(responseHeaders(settings, { appOrigin, kind: 'page' }));
    expect(asObject('/')).toEqual(responseHeaders(settings, { appOrigin, kind: 'page' }));
    expect(blocks.get('= /silent-refresh')?.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(blocks.get('/')?.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('adds the caching rule only to successful responses, security headers to all', () => {
    expect(config).toMatch(/add_header Cache-Control "public, max-age=31536000, immutable";/);
    expect(config).not.toMatch(/add_header Cache-Control "(public|no-cache)[^"]*" always;/);
    expect(config).toMatch(/add_header X-Content-Type-Options "nosniff" always;/);
  });

  it('answers CSP reports only when they go to a path of the portal', () => {
    const elsewhere = renderNginxConfig({
      settings: { ...settings, VITE_CSP_REPORT_URL: 'https://csp.example.test/r' },
      port: 8080,
      root: '/srv',
    });
    expect(locations(elsewhere).has('= /csp-reports')).toBe(false);
    const custom = renderNginxConfig({
      settings: { ...settings, VITE_CSP_REPORT_URL: '/csp' },
      port: 8080,
      root: '/srv',
    });
    expect(locations(custom).has('= /csp')).toBe(true);
  });

  it('refuses settings a deployment cannot run with, naming them', () => {
    const { VITE_APP_ORIGIN: _app, ...withoutApp } = settings;
    expect(() => renderNginxConfig({ settings: withoutApp, port: 8080, root: '/srv' })).toThrow(
      /Deployment refused[\s\S]*VITE_APP_ORIGIN is required/,
    );
    expect(() =>
      renderNginxConfig({ settings: { ...settings, VITE_PAYMENT_ORIGIN: '' }, port: 8080, root: '/srv' }),
    ).toThrow(/VITE_PAYMENT_ORIGIN is empty/);
    expect(() =>
      renderNginxConfig({ settings: { ...settings, VITE_LEGACY_SITE_BASE_URL: '/legacy' }, port: 8080, root: '/srv' }),
    ).toThrow(/VITE_LEGACY_SITE_BASE_URL=\/legacy is a path/);
    const { VITE_OIDC_AUTHORITY: _authority, ...withoutAuthority } = settings;
    expect(() => renderNginxConfig({ settings: withoutAuthority, port: 8080, root: '/srv' })).toThrow(
      /VITE_OIDC_AUTHORITY=\/oidc \(the default\) is not an absolute http\(s\) URL/,
    );
    expect(() =>
      renderNginxConfig({ settings: { ...settings, VITE_OIDC_AUTHORITY: '/oidc' }, port: 8080, root: '/srv' }),
    ).toThrow(/VITE_OIDC_AUTHORITY=\/oidc is not an absolute/);
  });

  it('refuses values that would change the config', () => {
    expect(() =>
      renderNginxConfig({ settings: { ...settings, VITE_CSP_REPORT_URL: '/r$host' }, port: 8080, root: '/srv' }),
    ).toThrow(/no '\$'/);
    expect(() =>
      renderNginxConfig({
        settings: { ...settings, VITE_CSP_REPORT_URL: '/r\nadd_header X y;' },
        port: 8080,
        root: '/srv',
      }),
    ).toThrow(/control characters/);
    expect(() => renderNginxConfig({ settings, port: 80_000, root: '/srv' })).toThrow(/port/);
  });
});
