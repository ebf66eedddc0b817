import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDateRangeValid, LIMITED_RANGE_RULES } from '@/lib/dates';
import { lastTwelveMonths } from '@/lib/compliance/listing-exceptions';
import { LISTING_FILTERS } from './listing-filters';

describe('the Listing Monitor defaults', () => {
  it('check the last 12 months with the threshold in force', () => {
    expect(LISTING_FILTERS.defaults(new Date(2026, 10, 22))).toEqual({
      from: '2025-11-22',
      to: '2026-11-22',
      lateAfterDays: 3,
    });
    expect(lastTwelveMonths(new Date(2026, 10, 22, 23, 59))).toEqual({ from: '2025-11-22', to: '2026-11-22' });
  });

  it('start a day later over a 29 February, within the ESDS report’s 365 days', () => {
    expect(lastTwelveMonths(new Date(2028, 5, 1))).toEqual({ from: '2027-06-02', to: '2028-06-01' });
    const day = fc.date({ min: new Date(2022, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(day, (today) => {
        expect(isDateRangeValid(lastTwelveMonths(today), LIMITED_RANGE_RULES, today)).toBe(true);
      }),
    );
  });

  it('keep a threshold from the URL only as whole days from 0 to 365', () => {
    const { parse, format } = LISTING_FILTERS.fields.lateAfterDays;
    expect(['0', '5', '365'].map(parse)).toEqual([0, 5, 365]);
    expect(['366', '-1', '2.5', 'x', ''].map(parse)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(format(7)).toBe('7');
  });
});
