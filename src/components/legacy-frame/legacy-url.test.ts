import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEMO_APP_ORIGIN as APP,
  DEMO_FRAMES_ORIGIN as DEMO_LEGACY,
  LEGACY_ALLOW_LIST,
} from '@tests/support/frame-routes';
import { legacySiteBase } from '@/config/frame-origins';
import {
  LEGACY_RELOAD_INTERVAL_MS,
  isLegacyAppPath,
  legacyFrameSrc,
  legacyUrlToAppPath,
  localSitesPathFor,
  parseLegacyMessage,
} from './legacy-url';
import { EMBEDDED_APP_SANDBOX_FLAGS, PAYMENT_SANDBOX_FLAGS, sandboxFor } from './sandbox-flags';

const site = (setting: string) => legacySiteBase(setting, APP);
/** `/legacy` configured as a path: the legacy site on the portal's own origin. */
const toApp = (url: string, setting = '/legacy') => legacyUrlToAppPath(url, site(setting), LEGACY_ALLOW_LIST);
const isLegacy = (pathname: string) => isLegacyAppPath(pathname, LEGACY_ALLOW_LIST);

describe('legacy frame constants and source', () => {
  it('reloads every 25,200,000 ms (7 hours)', () => {
    expect(LEGACY_RELOAD_INTERVAL_MS).toBe(25_200_000);
    expect(LEGACY_RELOAD_INTERVAL_MS).toBe(7 * 60 * 60 * 1000);
  });

  it('builds the frame source from the legacy base and the local-sites path', () => {
    expect(legacyFrameSrc('/account/info', site('/legacy'))).toBe(`${APP}/legacy/account/info`);
    expect(legacyFrameSrc('jobs/active-jobs?x=1', site('/legacy/'))).toBe(`${APP}/legacy/jobs/active-jobs?x=1`);
    expect(legacyFrameSrc('/account/info', site('https://legacy.example/site'))).toBe(
      'https://legacy.example/site/account/info',
    );
    expect(legacyFrameSrc('//evil.com/x', site('/legacy'))).toBe(`${APP}/legacy/evil.com/x`);
  });

  it('loads the demo legacy site from the loopback alias when the setting is empty', () => {
    expect(legacyFrameSrc('/account/info', site(''))).toBe(`${DEMO_LEGACY}/legacy/account/info`);
  });

  it('names the legacy origin', () => {
    expect(site('/legacy').origin).toBe(APP);
    expect(site('https://legacy.example/site').origin).toBe('https://legacy.example');
    expect(site('').origin).toBe(DEMO_LEGACY);
  });
});

describe('parseLegacyMessage', () => {
  it('accepts resize and navigate messages only', () => {
    expect(parseLegacyMessage({ type: 'resize', height: 812 })).toEqual({ type: 'resize', height: 812 });
    expect(parseLegacyMessage({ type: 'navigate', url: '/legacy/jobs/active-jobs' })).toEqual({
      type: 'navigate',
      url: '/legacy/jobs/active-jobs',
    });
    for (const data of [
      null,
      'resize',
      { type: 'resize', height: -1 },
      { type: 'resize', height: '100' },
      { type: 'resize', height: 1e9 },
      { type: 'navigate' },
      { type: 'navigate', url: 7 },
      { type: 'other' },
    ]) {
      expect(parseLegacyMessage(data)).toBeNull();
    }
  });
});

describe('legacyUrlToAppPath', () => {
  it('maps a legacy page to the portal route of the same path, query string included', () => {
    expect(toApp(`${APP}/legacy/jobs/active-jobs?page=2`)).toBe('/jobs/active-jobs?page=2');
    expect(toApp('/legacy/account/info')).toBe('/account/info');
    expect(toApp('reports/reports-all')).toBe('/reports/reports-all');
    expect(toApp('https://legacy.example/site/resources/careerevents', 'https://legacy.example/site')).toBe(
      '/resources/careerevents',
    );
  });

  it('normalises the applicants page to pagemode=1, keeping the other parameters', () => {
    expect(toApp('/legacy/applicant-tracking/applicants')).toBe('/applicant-tracking/applicants?pagemode=1');
    expect(toApp('/legacy/applicant-tracking/applicants?pagemode=3&sort=name')).toBe(
      '/applicant-tracking/applicants?pagemode=1&sort=name',
    );
    expect(toApp('/legacy/applicant-tracking/hiring-stages?pagemode=3')).toBe(
      '/applicant-tracking/hiring-stages?pagemode=3',
    );
  });

  it('rejects other origins, schemes, credentials, paths outside the base and unknown pages', () => {
    for (const url of [
      '//evil.com',
      '//evil.com/legacy/jobs/active-jobs',
      'https://evil.com/x',
      'https://evil.com/legacy/jobs/active-jobs',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)//legacy/jobs/active-jobs',
      'data:text/html,hi',
      '/\\evil.com/legacy/jobs/active-jobs',
      `http://user:pw@127.0.0.1:5173/legacy/jobs/active-jobs`,
      '/jobs/active-jobs',
      '/legacyx/jobs/active-jobs',
      '/legacy//evil.com',
      '/legacy/jobs/active-jobs/../../../x',
      '/legacy/home',
      '/legacy/',
      'http://[',
    ]) {
      expect(toApp(url), url).toBeNull();
    }
  });

  it('never lets anything but an allow-listed same-origin path through', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (url) => {
        const result = toApp(url);
        if (result === null) return;
        expect(result.startsWith('/')).toBe(true);
        expect(result.startsWith('//')).toBe(false);
        expect(new URL(result, APP).origin).toBe(APP);
        expect(isLegacy(result.split('?')[0] ?? '')).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('with the demo default, takes pages of the alias origin only, never of the portal itself', () => {
    const demo = (url: string) => legacyUrlToAppPath(url, site(''), LEGACY_ALLOW_LIST);
    expect(demo(`${DEMO_LEGACY}/legacy/jobs/active-jobs?page=2`)).toBe('/jobs/active-jobs?page=2');
    expect(demo('/legacy/account/info')).toBe('/account/info');
    expect(demo(`${APP}/legacy/jobs/active-jobs`)).toBeNull();
  });

  it('lets only allow-listed paths that stay put through, whatever slashes, dots and encodings the URL carries', () => {
    const segment = fc.constantFrom(
      'jobs',
      'active-jobs',
      'account',
      'info',
      'applicant-tracking',
      'applicants',
      'legacy',
      'evil',
      'evil.com',
      '',
      '.',
      '..',
      '%2e',
      '%2E%2e',
      '.%2e',
      '%2F',
      '%2F%2Fevil',
      '%5C',
      '\\',
      '\\evil',
      '@evil',
      'javascript:alert(1)',
      '%0a',
      'JOBS',
    );
    const prefix = fc.constantFrom(
      '',
      '/',
      '//',
      '/\\',
      '/legacy/',
      'legacy/',
      `${DEMO_LEGACY}/legacy/`,
      `${APP}/legacy/`,
      'http://evil.com/legacy/',
      'javascript:',
      'JaVaScRiPt:/',
      '%2F%2F',
    );
    const url = fc
      .tuple(prefix, fc.array(segment, { maxLength: 6 }), fc.constantFrom('', '?x=1', '#f', '?pagemode=3'))
      .map(([head, segments, tail]) => `${head}${segments.join('/')}${tail}`);
    fc.assert(
      fc.property(url, fc.constantFrom('', '/legacy'), (candidate, setting) => {
        const result = legacyUrlToAppPath(candidate, site(setting), LEGACY_ALLOW_LIST);
        if (result === null) return;
        const pathname = result.split('?')[0] ?? '';
        expect(result).toMatch(/^\/[^/\\]/);
        expect(result).not.toMatch(/%2e|%2f|%5c|\.\./i);
        const resolved = new URL(result, APP);
        expect(resolved.origin).toBe(APP);
        expect(resolved.pathname).toBe(pathname);
        expect(isLegacy(pathname)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trips every allow-listed page', () => {
    const paths = fc.constantFrom(
      '/account/info',
      '/jobs/new-job',
      '/applicant-tracking/auto-reply',
      '/resumes/agents',
      '/reports/reports-center',
      '/resources/resourceLibrary',
    );
    fc.assert(
      fc.property(paths, fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.string()), (path, query) => {
        const search = new URLSearchParams(query).toString();
        const local = search === '' ? path : `${path}?${search}`;
        expect(toApp(legacyFrameSrc(local, site('/legacy')))).toBe(local);
        expect(legacyUrlToAppPath(legacyFrameSrc(local, site('')), site(''), LEGACY_ALLOW_LIST)).toBe(local);
      }),
    );
  });
});

describe('localSitesPathFor', () => {
  it('feeds a legacy route with its own path and query, applicants in the pagemode=1 form', () => {
    const local = (appPath: string) => localSitesPathFor(appPath, LEGACY_ALLOW_LIST);
    expect(local('/account/info')).toBe('/account/info');
    expect(local('/jobs/new-job?pagemode=15&usecircaats=true')).toBe('/jobs/new-job?pagemode=15&usecircaats=true');
    expect(local('/applicant-tracking/applicants')).toBe('/applicant-tracking/applicants?pagemode=1');
    expect(local('/outreach/search')).toBeNull();
    expect(local('//evil.com/account/info')).toBeNull();
    expect(localSitesPathFor('/account/info', [])).toBeNull();
  });
});

describe('sandboxFor', () => {
  const PAYMENT =
    'allow-forms allow-pointer-lock allow-same-origin allow-scripts allow-top-navigation-by-user-activation allow-downloads';
  const EMBEDDED_APP =
    'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-top-navigation-by-user-activation';
  it.each([
    ['a payment page (the default flags)', 'https://pay.example/invoices', undefined, PAYMENT],
    ['a payment page on another local origin', 'http://localhost:5173/legacy/payment', undefined, PAYMENT],
    [
      'a legacy or outreach page',
      'http://localhost:5173/legacy/jobs/active-jobs',
      EMBEDDED_APP_SANDBOX_FLAGS,
      EMBEDDED_APP,
    ],
  ])('gives %s its flags of the spec, top navigation on user activation only', (_, src, flags, expected) => {
    expect(sandboxFor(src, APP, flags)).toBe(expected);
  });

  it('never gives a same-origin source allow-same-origin together with allow-scripts', () => {
    for (const flags of [PAYMENT_SANDBOX_FLAGS, EMBEDDED_APP_SANDBOX_FLAGS]) {
      for (const src of [
        '/legacy/payment?customerId=C1',
        `${APP}/legacy/payment`,
        'payment',
        'http://[',
        'about:blank',
        'blob:http://127.0.0.1:5173/0d6c',
        'data:text/html,x',
      ]) {
        const given = sandboxFor(src, APP, flags).split(' ');
        expect(given, src).toContain('allow-scripts');
        expect(given, src).not.toContain('allow-same-origin');
        expect(given).toEqual(flags.filter((flag) => flag !== 'allow-same-origin'));
      }
    }
  });

  it('never lets any flag set allow unrestricted top navigation', () => {
    fc.assert(
      fc.property(fc.oneof(fc.webUrl(), fc.string()), fc.boolean(), (src, embedded) => {
        const flags = sandboxFor(src, APP, embedded ? EMBEDDED_APP_SANDBOX_FLAGS : PAYMENT_SANDBOX_FLAGS).split(' ');
        expect(flags).not.toContain('allow-top-navigation');
        const target = URL.parse(src, APP);
        const crossOrigin = target !== null && /^https?:$/.test(target.protocol) && target.origin !== APP;
        expect(flags.includes('allow-scripts') && flags.includes('allow-same-origin')).toBe(crossOrigin);
      }),
    );
  });
});
