import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarFeedUrl } from './calendar-feed-url';

const ORIGIN = 'https://portal.example.test';

describe('calendarFeedUrl', () => {
  it('is the API base plus /api/CalendarEvents/calendar with query id', () => {
    expect(calendarFeedUrl('https://api.example.test', ORIGIN, 'abc123')).toBe(
      'https://api.example.test/api/CalendarEvents/calendar?id=abc123',
    );
    expect(calendarFeedUrl('https://api.example.test/', ORIGIN, 'abc123')).toBe(
      'https://api.example.test/api/CalendarEvents/calendar?id=abc123',
    );
    expect(calendarFeedUrl('https://example.test/portal-api/', ORIGIN, 'abc123')).toBe(
      'https://example.test/portal-api/api/CalendarEvents/calendar?id=abc123',
    );
  });

  it('uses the app origin when the API is same-origin (empty base) or a path on it', () => {
    expect(calendarFeedUrl('', ORIGIN, 'abc123')).toBe(`${ORIGIN}/api/CalendarEvents/calendar?id=abc123`);
    expect(calendarFeedUrl('/portal-api', ORIGIN, 'abc123')).toBe(
      `${ORIGIN}/portal-api/api/CalendarEvents/calendar?id=abc123`,
    );
  });

  it('encodes the id, so any id comes back whole as the query parameter id', () => {
    expect(calendarFeedUrl('', ORIGIN, 'a+b/c=&d e')).toBe(
      `${ORIGIN}/api/CalendarEvents/calendar?id=a%2Bb%2Fc%3D%26d%20e`,
    );
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }),
        fc.constantFrom('', '/portal-api', 'https://api.example.test'),
        (id, base) => {
          const url = new URL(calendarFeedUrl(base, ORIGIN, id));
          expect(url.pathname.endsWith('/api/CalendarEvents/calendar')).toBe(true);
          expect([...url.searchParams.keys()]).toEqual(['id']);
          expect(url.searchParams.get('id')).toBe(id);
        },
      ),
    );
  });
});
