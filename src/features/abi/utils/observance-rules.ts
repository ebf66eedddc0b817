import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import type { Attachment, Observance } from '@/generated/model';
import { toDate } from '@/lib/format';

/**
 * The observance rules of spec section 9, in one place: duration, the legend's three classes, the list
 * order, the description cut and the attachment order.
 */

/** Longest description the list shows before 'View More...' (spec section 9). */
export const DESCRIPTION_LIMIT = 300;

/** Over this many days an observance is Month Long (spec section 9). */
export const MONTH_LONG_AFTER_DAYS = 21;

/** Whole days from start to end inclusive; a single day without an end (or an end before the start). */
export function observanceDays(start: string, end: string | null | undefined): number {
  if (!end) return 1;
  return Math.max(1, differenceInCalendarDays(toDate(end), toDate(start)) + 1);
}

export type DurationClass = 'singleDay' | 'multipleDays' | 'monthLong';

/** The legend's class: 1 day Single Day, over 21 Month Long, otherwise Multiple Days. */
export function durationClass(days: number): DurationClass {
  if (days <= 1) return 'singleDay';
  return days > MONTH_LONG_AFTER_DAYS ? 'monthLong' : 'multipleDays';
}

/** The legend, in the order it is shown. */
export const DURATION_CLASSES: readonly DurationClass[] = ['singleDay', 'multipleDays', 'monthLong'];

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Start day, then duration, then name (spec section 9); ties by id so the order is total. */
export function compareObservances(a: Observance, b: Observance): number {
  return (
    differenceInCalendarDays(toDate(a.start), toDate(b.start)) ||
    observanceDays(a.start, a.end) - observanceDays(b.start, b.end) ||
    byName.compare(a.name, b.name) ||
    a.id - b.id
  );
}

export function sortObservances(observances: readonly Observance[]): Observance[] {
  return [...observances].sort(compareObservances);
}

/**
 * The list's description (spec sections 2 and 9): whole if it fits in 300 characters, else its first 300
 * characters (counted in code points, so never half a surrogate pair) and an ellipsis, with `truncated`
 * set for View More.
 */
export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): { text: string; truncated: boolean } {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, truncated: false };
  return { text: `${characters.slice(0, limit).join('')}…`, truncated: true };
}

/** Attachments with an order first, by that order; then the others, by name (spec section 9). */
export function sortAttachments(attachments: readonly Attachment[]): Attachment[] {
  return [...attachments].sort((a, b) => {
    const aOrdered = a.order !== null && a.order !== undefined;
    const bOrdered = b.order !== null && b.order !== undefined;
    if (aOrdered !== bOrdered) return aOrdered ? -1 : 1;
    if (aOrdered && bOrdered && a.order !== b.order) return (a.order ?? 0) - (b.order ?? 0);
    return byName.compare(a.name, b.name) || a.id - b.id;
  });
}
