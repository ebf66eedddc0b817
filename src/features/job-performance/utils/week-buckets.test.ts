import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEK_START_DAY, bucketByWeek, weekday, type DailyActivity } from './week-buckets';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const addDays = (day: string, count: number) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS));

const arbitraryRange = fc
  .record({
    start: fc.integer({ min: Date.UTC(2021, 9, 1) / DAY_MS, max: Date.UTC(2027, 0, 1) / DAY_MS }),
    length: fc.integer({ min: 0, max: 800 }),
  })
  .map(({ start, length }) => ({ from: iso(new Date(start * DAY_MS)), to: iso(new Date((start + length) * DAY_MS)) }));

const arbitraryCase = arbitraryRange.chain((range) => {
  const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS;
  const row = fc.record({
    date: fc.integer({ min: 0, max: days }).map((offset) => addDays(range.from, offset)),
    views: fc.nat({ max: 100_000 }),
    clicks: fc.nat({ max: 100_000 }),
  });
  return fc.record({ range: fc.constant(range), rows: fc.array(row, { maxLength: 200 }) });
});

const total = (rows: readonly { views: number; clicks: number }[]) =>
  rows.reduce((sum, row) => ({ views: sum.views + row.views, clicks: sum.clicks + row.clicks }), {
    views: 0,
    clicks: 0,
  });

describe('bucketByWeek', () => {
  it('puts a known month into Sunday weeks with partial first and last weeks', () => {
    // 2026-11-04 is a Wednesday, 2026-11-24 a Tuesday.
    const rows: DailyActivity[] = [
      { date: '2026-11-04', views: 5, clicks: 1 },
      { date: '2026-11-07', views: 2, clicks: 0 },
      { date: '2026-11-08', views: 10, clicks: 3 },
      { date: '2026-11-24', views: 1, clicks: 1 },
      { date: '2026-12-01', views: 99, clicks: 99 },
    ];
    expect(bucketByWeek(rows, { from: '2026-11-04', to: '2026-11-24' })).toEqual([
      { weekOf: '2026-11-04', lastDay: '2026-11-07', days: 4, views: 7, clicks: 1 },
      { weekOf: '2026-11-08', lastDay: '2026-11-14', days: 7, views: 10, clicks: 3 },
      { weekOf: '2026-11-15', lastDay: '2026-11-21', days: 7, views: 0, clicks: 0 },
      { weekOf: '2026-11-22', lastDay: '2026-11-24', days: 3, views: 1, clicks: 1 },
    ]);
  });

  it('gives nothing for a reversed range and one bucket for a single day', () => {
    expect(bucketByWeek([], { from: '2026-11-05', to: '2026-11-04' })).toEqual([]);
    expect(
      bucketByWeek([{ date: '2026-11-05', views: 3, clicks: 2 }], { from: '2026-11-05', to: '2026-11-05' }),
    ).toEqual([{ weekOf: '2026-11-05', lastDay: '2026-11-05', days: 1, views: 3, clicks: 2 }]);
  });

  it('preserves the totals of views and apply clicks', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ range, rows }) => {
        expect(total(bucketByWeek(rows, range))).toEqual(total(rows));
      }),
    );
  });

  it('starts every week but the first on the fixed weekday, and only the first and last are partial', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ range, rows }) => {
        const weeks = bucketByWeek(rows, range);
        expect(weeks[0]?.weekOf).toBe(range.from);
        expect(weeks.at(-1)?.lastDay).toBe(range.to);
        weeks.forEach((week, index) => {
          if (index > 0) expect(weekday(week.weekOf)).toBe(WEEK_START_DAY);
          if (index < weeks.length - 1) expect(weekday(week.lastDay)).toBe((WEEK_START_DAY + 6) % 7);
          if (index > 0 && index < weeks.length - 1) expect(week.days).toBe(7);
          expect(week.days).toBeGreaterThanOrEqual(1);
          expect(week.days).toBeLessThanOrEqual(7);
          expect(addDays(week.weekOf, week.days - 1)).toBe(week.lastDay);
          if (index > 0) expect(week.weekOf).toBe(addDays(weeks[index - 1]!.lastDay, 1));
        });
      }),
    );
  });

  it('puts each day in the week that contains it', () => {
    fc.assert(
      fc.property(arbitraryCase, ({ range, rows }) => {
        const weeks = bucketByWeek(rows, range);
        for (const week of weeks) {
          const inWeek = rows.filter((row) => row.date >= week.weekOf && row.date <= week.lastDay);
          expect({ views: week.views, clicks: week.clicks }).toEqual(total(inWeek));
        }
      }),
    );
  });
});
