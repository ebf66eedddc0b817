/**
 * Digit masks such as `###-###-####` (phone) and `##/##/####` (MM/DD/YYYY): `#` is one digit, any other
 * character is a literal the mask inserts. Pure and synchronous, so a masked input formats each keystroke
 * in its own change event (no timers that fast typing or a busy CPU could outrun).
 */

const isDigit = (character: string) => character >= '0' && character <= '9';

/** The digits of `raw` laid into `mask`; extra digits are dropped, no literal trails the last digit. */
export function applyMask(mask: string, raw: string): string {
  const digits = [...raw].filter(isDigit);
  let text = '';
  let next = 0;
  for (const slot of mask) {
    if (next >= digits.length) break;
    text += slot === '#' ? digits[next++] : slot;
  }
  return text;
}

/**
 * Where the caret goes in the masked text: after as many digits as stood before it in what the user
 * produced (`raw`, caret at `rawCaret`), so typing or deleting in the middle keeps the caret in place.
 */
export function maskedCaret(masked: string, raw: string, rawCaret: number): number {
  const digitsBefore = [...raw.slice(0, rawCaret)].filter(isDigit).length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < masked.length; index += 1) {
    if (isDigit(masked[index] ?? '')) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return masked.length;
}
