import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import { subYears } from 'date-fns/subYears';
import type { TFunction } from 'i18next';
import rules from '@/config/compliance/listing-rules.json';
import type { EsdsReportRow } from '@/generated/model';
import { toCsv, type CsvColumn } from '@/lib/csv';
import { calendarDay, LIMITED_RANGE_RULES } from '@/lib/dates';
import { csvFileText } from '@/lib/download';

/** One value of a listing rule, dated and sourced: regulations change, and an audit asks which one held. */
export interface ListingRule {
  value: number;
  /** YYYY-MM-DD: the first day the value holds. */
  appliesFrom: string;
  source: string;
  note: string;
}

/** Every dated value of the "listed late after n days" threshold (src/config/compliance/listing-rules.json). */
export const LATE_AFTER_DAYS_RULES: readonly ListingRule[] = rules.lateAfterDays;

/** The threshold in force on `today` (YYYY-MM-DD): the latest rule that applies by then, else the earliest. */
export function lateAfterDaysRule(today: string, dated: readonly ListingRule[] = LATE_AFTER_DAYS_RULES): ListingRule {
  const applying = [...dated]
    .sort((a, b) => a.appliesFrom.localeCompare(b.appliesFrom))
    .filter((rule, index) => index === 0 || rule.appliesFrom <= today);
  const rule = applying.at(-1);
  if (!rule) throw new Error('listing-rules.json holds no lateAfterDays rule');
  return rule;
}

/**
 * The last 12 months up to today, within the ESDS report's limit (LIMITED_RANGE_RULES): a year over a
 * 29 February is 366 days, so it starts a day later. The Listing Monitor's default range and Home's check
 * of it; here rather than in dates.ts' defaultRange, which is part of the portal's first load.
 */
export function lastTwelveMonths(today: Date): { from: string; to: string } {
  const end = startOfDay(today);
  const yearBack = subYears(end, 1);
  const { maxDays } = LIMITED_RANGE_RULES;
  const over = maxDays !== undefined && differenceInCalendarDays(end, yearBack) > maxDays;
  const from = over ? subDays(end, maxDays) : yearBack;
  return { from: calendarDay(from), to: calendarDay(end) };
}

export type ListingExceptionKind = 'unlisted' | 'late';

/** A job the state employment service did not get (in time). */
export interface ListingException {
  kind: ListingExceptionKind;
  jobId: number;
  title: string;
  location: string;
  esdsStateCode: string;
  createdUtc: string;
  dateCrossPosted: string | null;
  postingURL: string | null;
  /** Unlisted: days from creation to today. Late: days from creation to the cross-post. */
  days: number;
}

export interface ListingExceptions {
  /** Open jobs (no deactivation date) never cross-posted, longest waiting first. */
  unlisted: ListingException[];
  /** Jobs cross-posted more than `lateAfterDays` days after creation, latest listing first. */
  late: ListingException[];
}

export interface ListingExceptionOptions {
  /** A cross-post this many days after creation is still on time; one day more is late. */
  lateAfterDays: number;
  /** YYYY-MM-DD, the server's today. */
  today: string;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The UTC calendar day of a timestamp, as a day number: the report's timestamps are UTC and the server
 * picks a range's rows by their UTC day, so a job's day here is the one the report's range counts it in.
 */
function utcDay(timestamp: string): number | null {
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? null : Math.floor(ms / DAY_MS);
}

function isoDay(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`today must be YYYY-MM-DD, got "${day}"`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

function exception(row: EsdsReportRow, kind: ListingExceptionKind, days: number): ListingException {
  return {
    kind,
    jobId: row.jobId,
    title: row.title,
    location: row.location,
    esdsStateCode: row.esdsStateCode,
    createdUtc: row.createdUtc,
    dateCrossPosted: row.dateCrossPosted ?? null,
    postingURL: row.postingURL ?? null,
    days,
  };
}

const byDaysThenJob = (a: ListingException, b: ListingException) => b.days - a.days || a.jobId - b.jobId;

/**
 * VEVRAA's listing check over the ESDS report's rows (41 CFR 60-300.5(a) paragraph 2): the open jobs never
 * cross-posted, and the jobs cross-posted more than `lateAfterDays` calendar days (UTC) after creation.
 * Nothing else is inferred: a deactivated job never cross-posted is neither (it is no longer open), and a
 * row whose dates do not parse is not judged late.
 */
export function findListingExceptions(
  rows: readonly EsdsReportRow[],
  options: ListingExceptionOptions,
): ListingExceptions {
  const today = isoDay(options.today);
  const unlisted: ListingException[] = [];
  const late: ListingException[] = [];
  for (const row of rows) {
    const created = utcDay(row.createdUtc);
    if (row.dateCrossPosted == null) {
      if (row.dateDeactivated == null)
        unlisted.push(exception(row, 'unlisted', created === null ? 0 : Math.max(0, today - created)));
      continue;
    }
    const crossPosted = utcDay(row.dateCrossPosted);
    if (created === null || crossPosted === null) continue;
    const delay = crossPosted - created;
    if (delay > options.lateAfterDays) late.push(exception(row, 'late', delay));
  }
  return { unlisted: unlisted.sort(byDaysThenJob), late: late.sort(byDaysThenJob) };
}

/** The columns of the exceptions file, in the user's language (listing-monitor.json, `csv`). */
function csvColumns(t: TFunction<'listing-monitor'>): CsvColumn<ListingException>[] {
  return [
    { header: t('csv.kind'), value: (row) => t(`csv.kinds.${row.kind}`) },
    { header: t('csv.jobId'), value: (row) => row.jobId },
    { header: t('csv.title'), value: (row) => row.title },
    { header: t('csv.location'), value: (row) => row.location },
    { header: t('csv.state'), value: (row) => row.esdsStateCode },
    { header: t('csv.createdUtc'), value: (row) => row.createdUtc },
    { header: t('csv.dateCrossPosted'), value: (row) => row.dateCrossPosted },
    { header: t('csv.days'), value: (row) => row.days },
    { header: t('csv.postingURL'), value: (row) => row.postingURL },
  ];
}

/** The name of the exceptions file, on screen and in the audit pack. */
export const LISTING_EXCEPTIONS_FILE_NAME = 'listing-exceptions.csv';

/**
 * Both kinds in one file (unlisted first), as the file's text: the byte-order mark, so Excel reads the
 * accents of a Spanish header or a title as UTF-8, then the portal's one CSV writer, which also keeps a
 * title from running as a formula.
 */
export function listingExceptionsCsv(result: ListingExceptions, t: TFunction<'listing-monitor'>): string {
  return csvFileText(toCsv(csvColumns(t), [...result.unlisted, ...result.late]));
}
