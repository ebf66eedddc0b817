import { badRequest } from './content-problems';

/**
 * The query helpers of the content area: one inclusive day range, one text match and one sort, so
 * every report filters and orders the same way.
 */
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 (UTC) of a `YYYY-MM-DD` date or of the UTC day of an ISO timestamp. */
export function dayNumber(value: string): number {
  return Math.floor(Date.parse(`${value.slice(0, 10)}T00:00:00Z`) / DAY_MS);
}

export function dayOfDate(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function dayToDate(day: number): Date {
  return new Date(day * DAY_MS);
}

/** An inclusive range of day numbers. */
export interface DayRange {
  first: number;
  last: number;
}

export function inDayRange(value: string, range: DayRange): boolean {
  const day = dayNumber(value);
  return day >= range.first && day <= range.last;
}

/** Whether [first, last] (day numbers) shares at least one day with the range. */
export function overlapsDayRange(first: number, last: number, range: DayRange): boolean {
  return first <= range.last && last >= range.first;
}

/** A date of the request with the name the client sent it under, e.g. ['EndDate', '2026-11-22']. */
export type NamedDate = readonly [name: string, value: string | number];

/** The inclusive range of two dates, or a 400 problem naming the field when the end comes first. */
export function dayRangeOrProblem(
  request: Request,
  [startName, start]: NamedDate,
  [endName, end]: NamedDate,
  location: 'query' | 'body' = 'query',
): DayRange | Response {
  const first = typeof start === 'number' ? start : dayNumber(start);
  const last = typeof end === 'number' ? end : dayNumber(end);
  if (last >= first) return { first, last };
  const message = `${endName} must not be before ${startName}.`;
  return badRequest(request, message, { [`${location}.${endName}`]: [message] });
}

/**
 * The inclusive day range of a report's query, naming the query parameters that hold it (the contract
 * spells them startDate, StartDate or BeginDate); 400 when reversed. Whether the caller may see the
 * company's report at all is the contract's x-requires, which route() judges first.
 */
export function queryRangeOrProblem<S extends string, E extends string>(
  context: { request: Request; query: Record<S | E, string> },
  start: S,
  end: E,
): DayRange | Response {
  const { request, query } = context;
  return dayRangeOrProblem(request, [start, query[start]], [end, query[end]]);
}

/** Day number of an outreach gateway date (MM/DD/YYYY), or null when it is not a real day. */
export function dashboardDay(value: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const [, month, day, year] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? dayOfDate(date) : null;
}

/** Case-insensitive "contains"; an empty or missing needle matches everything. */
export function containsText(value: string | null | undefined, needle: string | null | undefined): boolean {
  const wanted = needle?.trim().toLowerCase();
  if (!wanted) return true;
  return (value ?? '').toLowerCase().includes(wanted);
}

export type SortValue = string | number | null | undefined;
export type SortDirection = 'asc' | 'desc';

export interface SortKey<Row> {
  value: (row: Row) => SortValue;
  direction?: SortDirection;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Numbers numerically, strings by an English collation (case-insensitive, digits as numbers). */
export function compareValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * A sorted copy of the rows by the keys in turn. Missing values (null, undefined) sort last in
 * either direction, so "newest first" never starts with a page of blanks.
 */
export function sortRows<Row>(rows: readonly Row[], keys: readonly SortKey<Row>[]): Row[] {
  return [...rows].sort((left, right) => {
    for (const key of keys) {
      const a = key.value(left);
      const b = key.value(right);
      const aMissing = a === null || a === undefined;
      const bMissing = b === null || b === undefined;
      if (aMissing || bMissing) {
        if (aMissing !== bMissing) return aMissing ? 1 : -1;
        continue;
      }
      const order = compareValues(a, b);
      if (order !== 0) return key.direction === 'desc' ? -order : order;
    }
    return 0;
  });
}

/** Splits a `field` / `-field` sort parameter. */
export function parseSortParameter<Field extends string>(
  value: Field | `-${Field}`,
): {
  field: Field;
  direction: SortDirection;
} {
  return value.startsWith('-')
    ? { field: value.slice(1) as Field, direction: 'desc' }
    : { field: value as Field, direction: 'asc' };
}
