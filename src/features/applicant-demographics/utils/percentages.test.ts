import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryShares, genderShares, percentOf } from './percentages';

describe('percentOf', () => {
  it('rounds to one decimal, half up', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(1, 16)).toBe(6.3);
    expect(percentOf(5, 5)).toBe(100);
    expect(percentOf(0, 5)).toBe(0);
    expect(percentOf(3, 0)).toBe(0);
  });

  it('has one decimal at most and stays within half a tenth of the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat({ max: 1_000_000 }), (total, raw) => {
        const count = raw % (total + 1);
        const percent = percentOf(count, total);
        expect(
          Number.isInteger(Math.round(percent * 10)) && Math.abs(percent * 10 - Math.round(percent * 10)) < 1e-9,
        ).toBe(true);
        expect(Math.abs(percent - (count / total) * 100)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('never ranks a larger count below a smaller one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.nat(), fc.nat(), (total, a, b) => {
        const [small, large] = [a % (total + 1), b % (total + 1)].sort((x, y) => x - y) as [number, number];
        expect(percentOf(small, total)).toBeLessThanOrEqual(percentOf(large, total));
      }),
    );
  });
});

describe('shares', () => {
  it('gives each category its own share of all applicants', () => {
    expect(
      categoryShares(
        [
          { label: 'Veterans', count: 3 },
          { label: 'Women', count: 6 },
        ],
        8,
      ),
    ).toEqual([
      { label: 'Veterans', count: 3, percent: 37.5 },
      { label: 'Women', count: 6, percent: 75 },
    ]);
  });

  it('makes the gender shares add up to exactly 100.0 % with one decimal each', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10_000 }), { minLength: 1, maxLength: 6 }), (counts) => {
        const rows = genderShares(counts.map((count, index) => ({ label: `g${index}`, count })));
        const sumTenths = rows.reduce((sum, row) => sum + Math.round(row.percent * 10), 0);
        const total = counts.reduce((sum, count) => sum + count, 0);
        expect(sumTenths).toBe(total === 0 ? 0 : 1000);
        rows.forEach((row, index) => {
          expect(row.count).toBe(counts[index]);
          if (total > 0) expect(Math.abs(row.percent - (row.count / total) * 100)).toBeLessThan(0.1 + 1e-9);
        });
      }),
    );
  });
});
