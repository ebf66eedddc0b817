import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  LEGACY_RELOAD_INTERVAL_MS,
  isLegacyAppPath,
  legacyFrameSrc,
  legacyOrigin,
  legacyUrlToAppPath,
  localSitesPathFor,
  parseLegacyMessage,
} from './legacy-url';
import { SANDBOX_FLAGS, sandboxFor } from './sandbox-flags';

const APP = 'http://127.0.0.1:5173';
const toApp = (url: string, base = '/legacy') => legacyUrlToAppPath(url, base, APP);

describe('legacy frame constants and source', () => {
  it('reloads every 25,200,000 ms (7 hours)', () => {
    expect(LEGACY_RELOAD_INTERVAL_MS).toBe(25_200_000);
    expect(LEGACY_RELOAD_INTERVAL_MS).toBe(7 * 60 * 60 * 1000);
  });

  it('builds the frame source from the legacy base and the local-sites path', () => {
    expect(legacyFrameSrc('/account/info', '/legacy', APP)).toBe(`${APP}/legacy/account/info`);
    expect(legacyFrameSrc('jobs/active-jobs?x=1', '/legacy/', APP)).toBe(`${APP}/legacy/jobs/active-jobs?x=1`);
    expect(legacyFrameSrc('/account/info', 'https://legacy.example/site', APP)).toBe(
      'https://legacy.example/site/account/info',
    );
    expect(legacyFrameSrc('//evil.com/x', '/legacy', APP)).toBe(`${APP}/legacy/evil.com/x`);
  });

  it('names the legacy origin', () => {
    expect(legacyOrigin('/legacy', APP)).toBe(APP);
    expect(legacyOrigin('https://legacy.example/site', APP)).toBe('https://legacy.example');
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
        expect(isLegacyAppPath(result.split('?')[0] ?? '')).toBe(true);
      }),
      { numRuns: 2000 },
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
        expect(toApp(legacyFrameSrc(local, '/legacy', APP))).toBe(local);
      }),
    );
  });
});

describe('localSitesPathFor', () => {
  it('feeds a legacy route with its own path and query, applicants in the pagemode=1 form', () => {
    expect(localSitesPathFor('/account/info')).toBe('/account/info');
    expect(localSitesPathFor('/jobs/new-job?pagemode=15&usecircaats=true')).toBe(
      '/jobs/new-job?pagemode=15&usecircaats=true',
    );
    expect(localSitesPathFor('/applicant-tracking/applicants')).toBe('/applicant-tracking/applicants?pagemode=1');
    expect(localSitesPathFor('/outreach/search')).toBeNull();
    expect(localSitesPathFor('//evil.com/account/info')).toBeNull();
  });
});

describe('sandboxFor', () => {
  it('gives a cross-origin source every flag of the spec', () => {
    expect(sandboxFor('https://pay.example/invoices', APP).split(' ')).toEqual([...SANDBOX_FLAGS]);
    expect(sandboxFor('http://localhost:5173/legacy/payment', APP)).toContain('allow-same-origin');
  });

  it('never gives a same-origin source allow-same-origin together with allow-scripts', () => {
    for (const src of ['/legacy/payment?customerId=C1', `${APP}/legacy/payment`, 'payment', 'http://[']) {
      const flags = sandboxFor(src, APP).split(' ');
      expect(flags, src).toContain('allow-scripts');
      expect(flags, src).not.toContain('allow-same-origin');
      expect(flags).toEqual(SANDBOX_FLAGS.filter((flag) => flag !== 'allow-same-origin'));
    }
  });
});
