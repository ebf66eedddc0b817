import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, maskedCaret } from './mask';

const PHONE = '###-###-####';
const DATE = '##/##/####';

describe('applyMask', () => {
  it('formats phones and dates as the spec shows them', () => {
    expect(applyMask(PHONE, '6175550100')).toBe('617-555-0100');
    expect(applyMask(PHONE, '61755')).toBe('617-55');
    expect(applyMask(PHONE, '617')).toBe('617');
    expect(applyMask(PHONE, '617-')).toBe('617');
    expect(applyMask(PHONE, 'abc')).toBe('');
    expect(applyMask(DATE, '09012026')).toBe('09/01/2026');
    expect(applyMask(DATE, '09/01/20261')).toBe('09/01/2026');
  });

  it('keeps every digit up to the mask length, in order, and matches the mask', () => {
    fc.assert(
      fc.property(fc.constantFrom(PHONE, DATE), fc.string(), (mask, raw) => {
        const text = applyMask(mask, raw);
        const slots = [...mask].filter((slot) => slot === '#').length;
        const digits = raw.replace(/\D/g, '').slice(0, slots);
        expect(text.replace(/\D/g, '')).toBe(digits);
        expect(mask.startsWith(text.replace(/\d/g, '#'))).toBe(true);
        expect(applyMask(mask, text)).toBe(text);
      }),
    );
  });
});

describe('maskedCaret', () => {
  it('puts the caret after the digits that preceded it', () => {
    expect(maskedCaret('617-5', '6175', 4)).toBe(5);
    expect(maskedCaret('617-555', '617-5055', 5)).toBe(5);
    expect(maskedCaret('617', '617-', 4)).toBe(3);
    expect(maskedCaret('12', '12', 0)).toBe(0);
  });

  it('never leaves the text and never lands before a digit it followed', () => {
    fc.assert(
      fc.property(fc.constantFrom(PHONE, DATE), fc.stringMatching(/^[0-9/ -]{0,14}$/), fc.nat(), (mask, raw, at) => {
        const caret = at % (raw.length + 1);
        const text = applyMask(mask, raw);
        const position = maskedCaret(text, raw, caret);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(text.length);
        const before = raw.slice(0, caret).replace(/\D/g, '').length;
        expect(text.slice(0, position).replace(/\D/g, '').length).toBe(
          Math.min(before, text.replace(/\D/g, '').length),
        );
      }),
    );
  });
});
