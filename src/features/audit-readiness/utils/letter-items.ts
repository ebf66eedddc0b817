import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { subDays } from 'date-fns/subDays';
import { subYears } from 'date-fns/subYears';
import data from '@/config/compliance/scheduling-letter-items.json';
import type { PathKey } from '@/config/paths';
import { calendarDay, parseCalendarDay } from '@/lib/dates';
import { toDate } from '@/lib/format';

/** What the portal can show for an item (the data file names it; the screen knows how to count each). */
export type EvidenceKind =
  'listings' | 'outreach-veterans' | 'outreach-disabilities' | 'assessment' | 'report-cards' | 'job-screenshots';

export interface LetterItem {
  id: string;
  /** Keys into the audit-readiness namespace. */
  label: string;
  evidences: string;
  evidence: EvidenceKind;
  path: PathKey;
  source: string;
  appliesFrom: string;
}

/**
 * The scheduling letter's items the portal can evidence, with their sources and the day each applies
 * from: data (src/config/compliance/scheduling-letter-items.json), so a regulation's change is an edit of
 * that file, not of a screen. The demo backend checks saved ids against the same file.
 */
export const LETTER_ITEMS = data.items as LetterItem[];
export const PERIOD_MONTHS = data.periodMonths;

/** The items that apply to a letter received on `letterDate` (an item applies from its `appliesFrom`). */
export function itemsFor(letterDate: string | null): LetterItem[] {
  return letterDate ? LETTER_ITEMS.filter((item) => item.appliesFrom <= letterDate) : LETTER_ITEMS;
}

/**
 * The period the letter asks about: the PERIOD_MONTHS months before the day it arrived, that day excluded
 * (a letter of 2026-11-20 covers 2025-11-20 to 2026-11-19).
 */
export function letterPeriod(letterIso: string): { from: string; to: string } {
  const letter = toDate(letterIso);
  return { from: calendarDay(addMonths(letter, -PERIOD_MONTHS)), to: calendarDay(subDays(letter, 1)) };
}

export type LetterDateProblem = 'required' | 'invalid' | 'future' | 'tooOld';

/** The rules the server applies to the letter date (not after today, at most a year back), on yyyy-MM-dd. */
export function letterDateProblem(text: string | undefined, today: Date): LetterDateProblem | null {
  if (!text?.trim()) return 'required';
  const date = parseCalendarDay(text);
  if (!date) return 'invalid';
  if (differenceInCalendarDays(date, today) > 0) return 'future';
  if (differenceInCalendarDays(date, subYears(today, 1)) < 0) return 'tooOld';
  return null;
}
