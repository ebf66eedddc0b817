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
      expect(sanitizeReturnPath(value, ORIGIN), String(value)).toBe('/');
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
