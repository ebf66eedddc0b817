import { addMonths } from 'date-fns/addMonths';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { endOfMonth } from 'date-fns/endOfMonth';
import { max as latest } from 'date-fns/max';
import { startOfDay } from 'date-fns/startOfDay';
import { startOfMonth } from 'date-fns/startOfMonth';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';
import { use, useState } from 'react';
import { serverClockReady, serverNow } from './server-clock';

/**
 * Today (local midnight) by the server's clock, the time utility's (src/lib/server-clock.ts): the one
 * "today" of every default range and date rule, so that a browser with a wrong date neither sends wrong
 * ranges nor accepts or refuses the wrong dates. The day is the user's own calendar day at that moment.
 * Until the time utility has answered, or when it cannot, the browser's clock.
 */
export function serverToday(): Date {
  return startOfDay(serverNow());
}

/**
 * A screen's today: the first screen that asks waits (suspends) for the server's clock, at most
 * SERVER_CLOCK_WAIT_MS; the day then stays put while the screen is open.
 */
export function useToday(): Date {
  use(serverClockReady());
  const [day] = useState(serverToday);
  return day;
}

/** The rules a date-range filter enforces besides the ones every range has (both required, From ≤ To). */
export interface DateRangeRules {
  /** Longest allowed span, in calendar days between From and To. */
  maxDays?: number;
  /** Earliest allowed From date. */
  minDate?: Date;
  /** Neither date may be further back than this many years before today. */
  maxYearsBack?: number;
}

export const NO_RANGE_RULES: DateRangeRules = {};

/** Observances and the ESDS report. */
export const LIMITED_RANGE_RULES: DateRangeRules = { maxDays: 365 };

export const JOB_PERFORMANCE_MIN_DATE = new Date(2021, 9, 1);

export const JOB_PERFORMANCE_RULES: DateRangeRules = {
  minDate: JOB_PERFORMANCE_MIN_DATE,
  maxYearsBack: 2,
};

export type DateRangeMessageKey =
  | 'forms:dateRange.fromRequired'
  | 'forms:dateRange.toRequired'
  | 'forms:dateRange.invalidDate'
  | 'forms:dateRange.toBeforeFrom'
  | 'forms:dateRange.fromAfterTo'
  | 'forms:dateRange.exceedsYear'
  | 'forms:dateRange.tooFarBack'
  | 'forms:dateRange.beforeMinimum';

/** A date range as a form holds it: yyyy-MM-dd days (or, while a date input holds no real day, its text). */
export interface DateRangeText {
  from?: string;
  to?: string;
}

export interface DateRangeErrors {
  from: DateRangeMessageKey[];
  to: DateRangeMessageKey[];
}

export type DefaultRangeKind =
  | 'documents'
  | 'screenshots'
  | 'observances'
  | 'jobPerformance'
  | 'demographics'
  | 'esds'
  | 'dashboard'
  | 'partnerEffectiveness';

const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function calendarDate(year: number, month: number, day: number): Date | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(2000, 0, 1);
  // setFullYear keeps years below 100 literal (the Date constructor would map 0099 to 1999).
  date.setFullYear(year, month - 1, day);
  const sameDay = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return sameDay ? date : null;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * A local calendar day as yyyy-MM-dd: the one form of a date in filter state, the URL, validation and the
 * API's query parameters.
 */
export function calendarDay(day: Date): string {
  return `${pad(day.getFullYear(), 4)}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** Strict yyyy-MM-dd: a real calendar day at local midnight, or null. */
export function parseCalendarDay(text: string): Date | null {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/*
 * MM/DD/YYYY is not a form the portal holds a date in. It is only what the date inputs show and take
 * (they convert at their edge, src/components/schema-form/widgets/date-input.tsx), what the outreach
 * gateway takes (src/lib/outreach-gateway.ts) and what a link written by the spec may carry (src/lib/use-url-state.ts).
 */

/** Typed MM/DD/YYYY → yyyy-MM-dd, or null when the text is not a real day. */
export function usDateToIso(text: string): string | null {
  const match = US_DATE.exec(text);
  if (!match) return null;
  const date = calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
  return date ? calendarDay(date) : null;
}

/** yyyy-MM-dd → MM/DD/YYYY, or null when it is not a real day. */
export function isoToUsDate(iso: string): string | null {
  const date = parseCalendarDay(iso);
  return date ? `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${pad(date.getFullYear(), 4)}` : null;
}

/**
 * A day in a file name: MM-DD-YYYY, the order the date fields show, with dashes since '/' cannot appear in
 * a file name (browsers would turn it into '_'): 'Job Performance 08-22-2026 - 11-22-2026'.
 */
export function fileNameDate(iso: string): string {
  return (isoToUsDate(iso) ?? iso).replaceAll('/', '-');
}

function fieldDate(
  text: string | undefined,
  required: DateRangeMessageKey,
  errors: DateRangeMessageKey[],
): Date | null {
  if (!text?.trim()) {
    errors.push(required);
    return null;
  }
  const date = parseCalendarDay(text);
  if (!date) errors.push('forms:dateRange.invalidDate');
  return date;
}

/** Section 5's date-range rules on yyyy-MM-dd days; each side gets the i18n keys of its messages (empty when valid). */
export function dateRangeErrors(range: DateRangeText, rules: DateRangeRules, today: Date): DateRangeErrors {
  const errors: DateRangeErrors = { from: [], to: [] };
  const from = fieldDate(range.from, 'forms:dateRange.fromRequired', errors.from);
  const to = fieldDate(range.to, 'forms:dateRange.toRequired', errors.to);

  if (rules.maxYearsBack !== undefined) {
    const earliest = subYears(startOfDay(today), rules.maxYearsBack);
    if (from && from < earliest) errors.from.push('forms:dateRange.tooFarBack');
    if (to && to < earliest) errors.to.push('forms:dateRange.tooFarBack');
  }
  if (rules.minDate && from && from < startOfDay(rules.minDate)) {
    errors.from.push('forms:dateRange.beforeMinimum');
  }
  if (from && to) {
    if (to < from) {
      errors.from.push('forms:dateRange.fromAfterTo');
      errors.to.push('forms:dateRange.toBeforeFrom');
    } else if (rules.maxDays !== undefined && differenceInCalendarDays(to, from) > rules.maxDays) {
      errors.to.push('forms:dateRange.exceedsYear');
    }
  }
  return errors;
}

export function isDateRangeValid(range: DateRangeText, rules: DateRangeRules, today: Date): boolean {
  const errors = dateRangeErrors(range, rules, today);
  return errors.from.length === 0 && errors.to.length === 0;
}

/** Section 9's default ranges, as yyyy-MM-dd; every default satisfies its screen's rules. */
export function defaultRange(kind: DefaultRangeKind, today: Date): { from: string; to: string } {
  const end = startOfDay(today);
  const range = (from: Date, to: Date = end) => ({ from: calendarDay(from), to: calendarDay(to) });
  switch (kind) {
    // Partner effectiveness is the annual outreach assessment: 12 months ending today.
    case 'documents':
    case 'demographics':
    case 'partnerEffectiveness':
      return range(subYears(end, 1));
    case 'screenshots':
    case 'esds':
    case 'dashboard':
      return range(subMonths(end, 1));
    case 'observances': {
      const first = startOfMonth(end);
      return range(first, endOfMonth(addMonths(first, 11)));
    }
    case 'jobPerformance':
      return range(latest([subMonths(end, 3), JOB_PERFORMANCE_MIN_DATE]));
  }
}
