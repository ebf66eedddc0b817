import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentReturnPath, sanitizeReturnPath } from './return-path';

const ORIGIN = 'https://portal.example.test';

describe('sanitizeReturnPath', () => {
  it('keeps a same-origin path with its query and fragment', () => {
    expect(sanitizeReturnPath('/reports/x?y=1#z', ORIGIN)).toBe('/reports/x?y=1#z');
    expect(sanitizeReturnPath('/', ORIGIN)).toBe('/');
  });

  it('sends anything that could leave the origin Home', () => {
    for (const value of [
      '//evil.com',
      '//evil.com/reports',
      'https://evil.com',
      'https://evil.com/reports',
      `${ORIGIN}/reports`,
      '/\\evil.com',
      '\\\\evil.com',
      'javascript:alert(1)',
      'reports/x',
      '',
      undefined,
      null,
      42,
      { path: '/reports' },
    ]) {
      expect(sanitizeReturnPath(value, ORIGIN), JSON.stringify(value)).toBe('/');
    }
  });

  it('never returns to a page of the sign-in flow', () => {
    expect(sanitizeReturnPath('/auth-callback?code=1', ORIGIN)).toBe('/');
    expect(sanitizeReturnPath('/impersonate', ORIGIN)).toBe('/');
    expect(sanitizeReturnPath('/silent-refresh/', ORIGIN)).toBe('/');
  });
});

describe('currentReturnPath', () => {
  it('is the location without its origin', () => {
    expect(
      currentReturnPath({ origin: ORIGIN, pathname: '/reports/job-performance', search: '?a=1', hash: '#t' }),
    ).toBe('/reports/job-performance?a=1#t');
  });
});

describe('sanitizeReturnPath, property: whatever comes in, the way back stays on the app origin', () => {
  const tricks = fc.constantFrom(
    '//evil.com',
    '/\\evil.com',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/..//evil.com',
    '/./..//evil.com/x',
    '/reports/../..//evil.com',
    '/%2e%2e//evil.com',
    '///evil.com',
    '/\t/evil.com',
    'https:evil.com',
    'javascript:alert(1)',
  );
  const candidates = fc.oneof(
    fc.string(),
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.tuple(tricks, fc.string()).map(([trick, tail]) => `${trick}${tail}`),
    fc.tuple(fc.constantFrom('/', '/reports/', '/a/b/'), fc.string(), tricks).map((parts) => parts.join('')),
  );

  it('is a path of the app origin, never one a browser could read as another host', () => {
    fc.assert(
      fc.property(candidates, (value) => {
        const path = sanitizeReturnPath(value, ORIGIN);
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(path).not.toContain('\\');
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
        // What the router and history receive resolves to the same origin too.
        expect(new URL(path, `${ORIGIN}/deep/page`).origin).toBe(ORIGIN);
      }),
      { numRuns: 3000 },
    );
  });

  it('sends the dot-segment and encoded tricks Home', () => {
    for (const value of ['/..//evil.com', '/reports/../..//evil.com', '%2F%2Fevil.com']) {
      expect(sanitizeReturnPath(value, ORIGIN), value).toBe('/');
    }
  });
});
