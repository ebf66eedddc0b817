import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAR_COLOR,
  LABEL_DARK,
  LABEL_LIGHT,
  barLabelColor,
  clampLabelFontSize,
  contrastRatio,
  isLabelInside,
  labelFontSizeFor,
  percentTicks,
  percentsOfTotal,
  sortDescending,
  wrapLabel,
} from './chart-math';

const counts = fc.array(fc.nat({ max: 1_000_000 }), { maxLength: 12 });
const anyNumbers = fc.array(fc.double(), { maxLength: 12 });

describe('percentsOfTotal', () => {
  it('gives the share of each value', () => {
    expect(percentsOfTotal([3, 1, 0])).toEqual([75, 25, 0]);
    expect(percentsOfTotal([1, 1, 1])).toEqual([33.4, 33.3, 33.3]);
    expect(percentsOfTotal([1, 2], 0)).toEqual([33, 67]);
  });

  it('adds up to 100 whenever something was counted', () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 0, max: 3 }), (values, decimals) => {
        fc.pre(values.some((value) => value > 0));
        const sum = percentsOfTotal(values, decimals).reduce((total, value) => total + value, 0);
        expect(sum).toBeCloseTo(100, 6);
      }),
    );
  });

  it('keeps every percent within 0..100, one per value, never NaN', () => {
    fc.assert(
      fc.property(anyNumbers, (values) => {
        const percents = percentsOfTotal(values);
        expect(percents).toHaveLength(values.length);
        for (const percent of percents) {
          expect(Number.isNaN(percent)).toBe(false);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('gives zeros for a zero total', () => {
    fc.assert(
      fc.property(fc.array(fc.constant(0), { maxLength: 8 }), (values) => {
        expect(percentsOfTotal(values)).toEqual(values.map(() => 0));
      }),
    );
  });

  it('stays within one rounding step of the exact share', () => {
    fc.assert(
      fc.property(counts, (values) => {
        const total = values.reduce((sum, value) => sum + value, 0);
        fc.pre(total > 0);
        percentsOfTotal(values).forEach((percent, index) => {
          expect(Math.abs(percent - ((values[index] ?? 0) / total) * 100)).toBeLessThanOrEqual(0.1 + 1e-9);
        });
      }),
    );
  });
});

describe('sortDescending', () => {
  it('sorts largest first and keeps ties in their original order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 30 }), (values) => {
        const items = values.map((value, index) => ({ value, index }));
        const sorted = sortDescending(items, (item) => item.value);
        expect(sorted).toHaveLength(items.length);
        for (let i = 1; i < sorted.length; i++) {
          const previous = sorted[i - 1]!;
          const current = sorted[i]!;
          expect(previous.value).toBeGreaterThanOrEqual(current.value);
          if (previous.value === current.value) expect(previous.index).toBeLessThan(current.index);
        }
        expect([...sorted].sort((a, b) => a.index - b.index)).toEqual(items);
      }),
    );
  });

  it('does not change its input', () => {
    const items = [1, 3, 2];
    sortDescending(items, (value) => value);
    expect(items).toEqual([1, 3, 2]);
  });
});

describe('bar label colour', () => {
  it('is dark under 50 % and light from 50 %', () => {
    expect(barLabelColor(0)).toBe(LABEL_DARK);
    expect(barLabelColor(49.9)).toBe(LABEL_DARK);
    expect(barLabelColor(50)).toBe(LABEL_LIGHT);
    expect(barLabelColor(100)).toBe(LABEL_LIGHT);
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (percent) => {
        expect(barLabelColor(percent)).toBe(percent < 50 ? LABEL_DARK : LABEL_LIGHT);
        expect(isLabelInside(percent)).toBe(percent >= 50);
      }),
    );
  });

  it('reaches WCAG AA contrast where each label is drawn', () => {
    // Light labels sit on the bar; dark labels sit past its end, on the white page.
    expect(contrastRatio(LABEL_LIGHT, BAR_COLOR)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(LABEL_DARK, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('label font size', () => {
  it('is always between 12 and 20', () => {
    fc.assert(
      fc.property(fc.double(), (size) => {
        const clamped = clampLabelFontSize(size);
        expect(clamped).toBeGreaterThanOrEqual(12);
        expect(clamped).toBeLessThanOrEqual(20);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (width) => {
        const size = labelFontSizeFor(width);
        expect(size).toBeGreaterThanOrEqual(12);
        expect(size).toBeLessThanOrEqual(20);
      }),
    );
  });

  it('keeps sizes already within the range', () => {
    expect(clampLabelFontSize(14)).toBe(14);
    expect(clampLabelFontSize(4)).toBe(12);
    expect(clampLabelFontSize(40)).toBe(20);
  });
});

describe('percentTicks', () => {
  it('runs 0 to 100 in steps of 10', () => {
    expect(percentTicks()).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
  });
});

describe('wrapLabel', () => {
  it('breaks at spaces so each line fits, keeping a long word whole', () => {
    expect(wrapLabel('Individuals with Disabilities', 16)).toEqual(['Individuals with', 'Disabilities']);
    expect(wrapLabel('Women', 3)).toEqual(['Women']);
    expect(wrapLabel('', 10)).toEqual(['']);
  });

  it('keeps every word, in order, and never makes a line longer than needed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-zA-Z.]{1,12}$/), { maxLength: 8 }),
        fc.integer({ min: 1, max: 40 }),
        (words, maxChars) => {
          const lines = wrapLabel(words.join(' '), maxChars);
          expect(lines.join(' ').split(' ').filter(Boolean)).toEqual(words);
          for (const line of lines) expect(line.length <= maxChars || !line.includes(' ')).toBe(true);
        },
      ),
    );
  });
});
