import { describe, expect, it } from 'vitest';
import { TEST_TIME_ZONE } from '@tests/support/time-zone';
import { isoToUsDate } from './dates';
import { formattersFor, toDate } from './format';

describe('formattersFor', () => {
  // Making Intl's formats is slow: every component that formats shares one set per language.
  it('makes one set of formatters per language', () => {
    expect(formattersFor('en')).toBe(formattersFor('en'));
    expect(formattersFor('es')).toBe(formattersFor('es'));
    expect(formattersFor('es')).not.toBe(formattersFor('en'));
  });

  it('formats numbers and percents per language', () => {
    const en = formattersFor('en');
    const es = formattersFor('es');
    expect(en.number(12345)).toBe('12,345');
    expect(es.number(12345)).toBe('12.345');
    expect(en.percent(12.345)).toBe('12.3%');
    expect(es.percent(12.345).replace(/\s/g, ' ')).toBe('12,3 %');
    expect(en.percent(50, 0)).toBe('50%');
  });

  it('reads a date-only string as that calendar day in any time zone', () => {
    expect(toDate('2026-11-22').getDate()).toBe(22);
    expect(formattersFor('en').date('2026-11-22')).toBe('11/22/2026');
  });

  it('runs in the tests’ time zone, behind UTC, where a UTC midnight is the day before', () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(TEST_TIME_ZONE);
    expect(formattersFor('en').date(new Date('2026-11-22T00:00:00Z'))).toBe('11/21/2026');
    expect(formattersFor('en').dateTime('2026-11-22T15:30:00Z')).toBe('Nov 22, 2026, 10:30 AM');
  });

  it('writes numeric dates month first in every language, the order the date fields are typed in', () => {
    // Spanish Intl alone would write 04/03/2026 for March 4: the same text as April 3 in English.
    for (const language of ['en', 'es']) {
      const { date } = formattersFor(language);
      expect(date('2026-03-04'), language).toBe('03/04/2026');
      expect(date('2026-11-22'), language).toBe('11/22/2026');
      expect(date(new Date(2027, 0, 5, 23, 59)), language).toBe('01/05/2027');
      expect(date('2026-11-22'), language).toBe(isoToUsDate('2026-11-22'));
    }
  });

  it('writes both ends of a range as the date fields show them, for the texts that name a range', () => {
    expect(formattersFor('es').dateRange({ from: '2026-03-04', to: new Date(2027, 0, 5) })).toEqual({
      from: '03/04/2026',
      to: '01/05/2027',
    });
  });

  it('writes a day or a span of days with the month by name, so no language reads it as another day', () => {
    // Intl puts thin and no-break spaces around the dash; compared here as plain spaces.
    const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ');
    const en = { dayRange: (...days: [string, string?]) => plain(formattersFor('en').dayRange(...days)) };
    const es = { dayRange: (...days: [string, string?]) => plain(formattersFor('es').dayRange(...days)) };
    expect(en.dayRange('2026-06-19')).toBe('Jun 19, 2026');
    expect(en.dayRange('2026-06-01', '2026-06-30')).toBe('Jun 1 – 30, 2026');
    expect(en.dayRange('2026-06-19', '2026-06-19')).toBe('Jun 19, 2026');
    expect(es.dayRange('2026-03-04')).toBe('4 mar 2026');
    expect(es.dayRange('2026-06-01', '2026-07-15')).toBe('1 jun – 15 jul 2026');
  });

  it('joins items as a sentence per language', () => {
    expect(formattersFor('en').list(['A', 'B', 'C'])).toBe('A, B, and C');
    expect(formattersFor('es').list(['A', 'B', 'C'])).toBe('A, B y C');
  });
});
