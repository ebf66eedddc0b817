import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Attachment, Observance } from '@/generated/model';
import {
  compareObservances,
  DESCRIPTION_LIMIT,
  durationClass,
  observanceDays,
  sortAttachments,
  sortObservances,
  truncateDescription,
} from './observance-rules';

const DAY_MS = 86_400_000;
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const dayArb = fc.integer({ min: 18_000, max: 25_000 });

const observanceArb = fc
  .record({
    id: fc.integer({ min: 1, max: 10_000 }),
    name: fc.string({ minLength: 1, maxLength: 20 }),
    start: dayArb,
    length: fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
  })
  .map(({ id, name, start, length }): Observance => ({
    id,
    name,
    description: '',
    start: isoDay(start),
    end: length === null ? null : isoDay(start + length),
    duration: (length ?? 0) + 1,
    tags: [],
    attachments: [],
  }));

describe('observanceDays', () => {
  it('counts whole days inclusive of the end day, and one without an end', () => {
    fc.assert(
      fc.property(dayArb, fc.integer({ min: 0, max: 400 }), (start, extra) => {
        expect(observanceDays(isoDay(start), isoDay(start + extra))).toBe(extra + 1);
        expect(observanceDays(isoDay(start), null)).toBe(1);
      }),
    );
  });

  it('is not thrown off by a daylight-saving change inside the span', () => {
    expect(observanceDays('2026-03-01', '2026-03-31')).toBe(31);
    expect(observanceDays('2026-10-25', '2026-11-07')).toBe(14);
  });
});

describe('durationClass', () => {
  it('is Single Day for 1, Month Long over 21, Multiple Days between', () => {
    expect(durationClass(1)).toBe('singleDay');
    expect(durationClass(2)).toBe('multipleDays');
    expect(durationClass(21)).toBe('multipleDays');
    expect(durationClass(22)).toBe('monthLong');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (days) => {
        const expected = days === 1 ? 'singleDay' : days > 21 ? 'monthLong' : 'multipleDays';
        expect(durationClass(days)).toBe(expected);
      }),
    );
  });
});

describe('sortObservances', () => {
  it('orders by start, then duration, then name, whatever the input order', () => {
    fc.assert(
      fc.property(fc.array(observanceArb, { maxLength: 30 }), (observances) => {
        const sorted = sortObservances(observances);
        expect(sorted).toHaveLength(observances.length);
        for (let index = 1; index < sorted.length; index += 1) {
          const [a, b] = [sorted[index - 1]!, sorted[index]!];
          expect(a.start <= b.start).toBe(true);
          if (a.start === b.start) {
            expect(observanceDays(a.start, a.end)).toBeLessThanOrEqual(observanceDays(b.start, b.end));
          }
          expect(compareObservances(a, b)).toBeLessThanOrEqual(0);
        }
        expect(sortObservances([...observances].reverse()).map((o) => o.id)).toEqual(sorted.map((o) => o.id));
      }),
    );
  });

  it('breaks a tie of start and duration by name', () => {
    const base = { description: '', start: '2026-06-01', end: null, duration: 1, tags: [], attachments: [] };
    const names = sortObservances([
      { ...base, id: 1, name: 'Pride Day' },
      { ...base, id: 2, name: 'juneteenth' },
      { ...base, id: 3, name: 'Flag Day' },
    ]).map((o) => o.name);
    expect(names).toEqual(['Flag Day', 'juneteenth', 'Pride Day']);
  });
});

describe('truncateDescription', () => {
  it('keeps a description of 300 characters or fewer whole', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: DESCRIPTION_LIMIT, unit: 'grapheme' }), (text) => {
        fc.pre(Array.from(text).length <= DESCRIPTION_LIMIT);
        expect(truncateDescription(text)).toEqual({ text, truncated: false });
      }),
    );
  });

  it('cuts a longer one to its first 300 characters and an ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ minLength: DESCRIPTION_LIMIT + 1, maxLength: 900, unit: 'grapheme' }), (text) => {
        fc.pre(Array.from(text).length > DESCRIPTION_LIMIT);
        const cut = truncateDescription(text);
        expect(cut.truncated).toBe(true);
        expect(cut.text.endsWith('…')).toBe(true);
        const kept = cut.text.slice(0, -1);
        expect(Array.from(kept)).toEqual(Array.from(text).slice(0, DESCRIPTION_LIMIT));
        // Never half a character: the kept text is well-formed UTF-16.
        expect(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(kept)).toBe(false);
      }),
    );
  });
});

describe('sortAttachments', () => {
  const attachmentArb = fc.record({
    id: fc.integer({ min: 1, max: 100_000 }),
    name: fc.string({ minLength: 1, maxLength: 12 }),
    order: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
  });

  it('puts those with an order first, by order, then the others; the same set', () => {
    fc.assert(
      fc.property(fc.array(attachmentArb, { maxLength: 20 }), (attachments: Attachment[]) => {
        const sorted = sortAttachments(attachments);
        expect([...sorted].map((a) => a.id).sort()).toEqual(attachments.map((a) => a.id).sort());
        const firstUnordered = sorted.findIndex((a) => a.order === null);
        if (firstUnordered >= 0) expect(sorted.slice(firstUnordered).every((a) => a.order === null)).toBe(true);
        const orders = sorted.filter((a) => a.order !== null).map((a) => a.order as number);
        expect(orders).toEqual([...orders].sort((a, b) => a - b));
      }),
    );
  });
});
