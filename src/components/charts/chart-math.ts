/** Pure rules shared by every chart (spec section 9: percent scale 0 to 100 step 10, label font 12 to 20). */

export const PERCENT_MAX = 100;
export const PERCENT_STEP = 10;
export const LABEL_FONT_MIN = 12;
export const LABEL_FONT_MAX = 20;

/** Bars and arcs are drawn in the brand primary; white text on it reaches 5.4:1 (WCAG AA). */
export const BAR_COLOR = '#0067D2';
/** Labels of short bars sit past the bar's end, on the page background. */
export const LABEL_DARK = '#1A202C';
/** Labels of long bars sit inside the bar's end, on BAR_COLOR. */
export const LABEL_LIGHT = '#FFFFFF';
export const LABEL_THRESHOLD = 50;

const finiteOrZero = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * Each value as a percent of the total, rounded by the largest-remainder method so the percents add up
 * to exactly 100. A zero total gives zeros; negative, NaN and infinite values count as zero.
 */
export function percentsOfTotal(values: readonly number[], decimals = 1): number[] {
  const clean = values.map(finiteOrZero);
  const total = clean.reduce((sum, value) => sum + value, 0);
  if (total === 0 || !Number.isFinite(total)) return clean.map(() => 0);
  const unit = 10 ** decimals;
  const exact = clean.map((value) => (value / total) * PERCENT_MAX * unit);
  const floors = exact.map(Math.floor);
  let missing = PERCENT_MAX * unit - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (missing <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    missing -= 1;
  }
  return floors.map((value) => value / unit);
}

/** A copy sorted by `value`, largest first; equal values keep their original order. */
export function sortDescending<T>(items: readonly T[], value: (item: T) => number): T[] {
  const key = (item: T) => {
    const number = value(item);
    return Number.isNaN(number) ? Number.NEGATIVE_INFINITY : number;
  };
  return items
    .map((item, index) => ({ item, index, key: key(item) }))
    .sort((a, b) => (a.key === b.key ? a.index - b.index : b.key > a.key ? 1 : -1))
    .map(({ item }) => item);
}

/** The value label of a bar that shows `percent`: dark (outside the bar) under 50 %, light (inside) from 50 %. */
export function barLabelColor(percent: number): string {
  return isLabelInside(percent) ? LABEL_LIGHT : LABEL_DARK;
}

/** Whether a bar of `percent` is long enough to hold its label inside its end. */
export function isLabelInside(percent: number): boolean {
  return Number.isFinite(percent) && percent >= LABEL_THRESHOLD;
}

/** Any requested label size, kept within the spec's 12 to 20 (NaN gives the minimum). */
export function clampLabelFontSize(size: number): number {
  if (Number.isNaN(size)) return LABEL_FONT_MIN;
  return Math.min(LABEL_FONT_MAX, Math.max(LABEL_FONT_MIN, size));
}

/** The label size for a chart `width` pixels wide: grows with the chart, within 12 to 20. */
export function labelFontSizeFor(width: number): number {
  return clampLabelFontSize(Math.round(width / 48));
}

export function percentTicks(max = PERCENT_MAX, step = PERCENT_STEP): number[] {
  const count = Math.floor(max / step);
  return Array.from({ length: count + 1 }, (_, index) => index * step);
}

export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(foreground: string, background: string): number {
  const [light, dark] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** Average glyph width as a share of the font size: room reserved for chart text before it is drawn. */
export const GLYPH_WIDTH = 0.6;

/** The width a text of `characters` takes at `fontSize`, estimated (SVG text cannot wrap by itself). */
export function textWidth(characters: number, fontSize: number): number {
  return Math.ceil(characters * fontSize * GLYPH_WIDTH);
}

/** Splits a label into lines of at most `maxChars` at spaces (a longer word keeps its own line). */
export function wrapLabel(label: string, maxChars: number): string[] {
  const words = label.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= Math.max(1, maxChars)) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  return lines.length > 0 ? lines : [''];
}
