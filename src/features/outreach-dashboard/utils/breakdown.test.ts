import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CategoryCounts } from '@/generated/model';
import { BREAKDOWN_CATEGORIES, breakdownBars, isAllZero } from './breakdown';

const counts = fc.record<CategoryCounts>({
  minorities: fc.nat({ max: 10_000 }),
  veterans: fc.nat({ max: 10_000 }),
  iwd: fc.nat({ max: 10_000 }),
  women: fc.nat({ max: 10_000 }),
  stateWorkforce: fc.nat({ max: 10_000 }),
  other: fc.nat({ max: 10_000 }),
});

describe('breakdownBars', () => {
  it('turns counts into percents, largest first', () => {
    const bars = breakdownBars({ minorities: 1, veterans: 3, iwd: 0, women: 4, stateWorkforce: 2, other: 0 });
    expect(bars.map((bar) => [bar.category, bar.percent, bar.count])).toEqual([
      ['women', 40, 4],
      ['veterans', 30, 3],
      ['stateWorkforce', 20, 2],
      ['minorities', 10, 1],
      ['iwd', 0, 0],
      ['other', 0, 0],
    ]);
  });

  it('has one bar per category, sorted descending, adding up to 100 when anything was counted', () => {
    fc.assert(
      fc.property(counts, (value) => {
        const bars = breakdownBars(value);
        expect(bars.map((bar) => bar.category).sort()).toEqual([...BREAKDOWN_CATEGORIES].sort());
        for (let i = 1; i < bars.length; i++) expect(bars[i - 1]!.percent).toBeGreaterThanOrEqual(bars[i]!.percent);
        const sum = bars.reduce((total, bar) => total + bar.percent, 0);
        expect(sum).toBeCloseTo(isAllZero(value) ? 0 : 100, 6);
      }),
    );
  });

  it('keeps the spec order for ties (all zero)', () => {
    const zero = { minorities: 0, veterans: 0, iwd: 0, women: 0, stateWorkforce: 0, other: 0 };
    expect(breakdownBars(zero).map((bar) => bar.category)).toEqual([...BREAKDOWN_CATEGORIES]);
    expect(isAllZero(zero)).toBe(true);
    expect(isAllZero({ ...zero, other: 1 })).toBe(false);
  });
});
