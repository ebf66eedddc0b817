import { describe, expect, it } from 'vitest';
import { returnPath } from './company';

describe('returnPath of the change-company dialog', () => {
  it('goes back to the page it was opened from, keeping the query string and hash', () => {
    const from = { pathname: '/reports/job-performance', search: '?from=2026-08-22&to=2026-11-22', hash: '#top' };
    expect(returnPath({ from })).toBe('/reports/job-performance?from=2026-08-22&to=2026-11-22#top');
  });

  it('goes Home without a usable origin', () => {
    expect(returnPath(undefined)).toBe('/');
    expect(returnPath({ from: { search: '?x=1' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/account/profile' } })).toBe('/account/profile');
  });
});
