import { describe, expect, it } from 'vitest';
import { formattersFor, toDate } from './format';

describe('formattersFor', () => {
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
    expect(formattersFor('es').date('2026-11-22')).toBe('22/11/2026');
  });

  it('joins items as a sentence per language', () => {
    expect(formattersFor('en').list(['A', 'B', 'C'])).toBe('A, B, and C');
    expect(formattersFor('es').list(['A', 'B', 'C'])).toBe('A, B y C');
  });
});
