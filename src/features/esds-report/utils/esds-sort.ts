import type { SortingState } from '@/components/data-table/data-table';
import { EsdsSortBy, type EsdsReportRow } from '@/generated/model';

/** The columns the contract can sort by (EsdsSortBy without its '-'): the table sorts by these only. */
export type EsdsSortField = Exclude<EsdsSortBy, `-${string}`>;

const SORT_FIELDS = new Set<string>(Object.values(EsdsSortBy).filter((value) => !value.startsWith('-')));

export function isSortField(column: string): column is EsdsSortField {
  return SORT_FIELDS.has(column);
}

/** Spec section 9: date created, newest first (also the contract's default sortBy). */
export const DEFAULT_SORT_BY: EsdsSortBy = EsdsSortBy['-createdUtc'];
export const DEFAULT_SORTING: SortingState = [{ id: 'createdUtc', desc: true }];

/** The table's sorting as the contract's sortBy ('-' for descending); no sorting is the default order. */
export function toSortBy(sorting: SortingState): EsdsSortBy {
  const first = sorting[0];
  if (!first || !isSortField(first.id)) return DEFAULT_SORT_BY;
  return first.desc ? `-${first.id}` : first.id;
}

const DATE_FIELDS = new Set<string>(['createdUtc', 'dateDeactivated', 'dateCrossPosted']);

export function isDateField(field: string): boolean {
  return DATE_FIELDS.has(field);
}

// The server's order (mocks/lib/content-query.ts `compareValues`): text by an English collation that ignores
// case and reads digits as numbers, so the screen and the exported file list the rows alike.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Key = number | string | null;

function keyOf(row: EsdsReportRow, field: EsdsSortField): Key {
  const value = row[field];
  if (value === null || value === undefined) return null;
  if (DATE_FIELDS.has(field)) {
    const time = Date.parse(value as string);
    return Number.isNaN(time) ? null : time;
  }
  return value;
}

function compareKeys(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** The rows in `sortBy` order, as the server sorts: empty values last, then newest created, then job ID. */
export function sortEsdsRows(rows: readonly EsdsReportRow[], sortBy: EsdsSortBy): EsdsReportRow[] {
  const descending = sortBy.startsWith('-');
  const field = (descending ? sortBy.slice(1) : sortBy) as EsdsSortField;
  const direction = descending ? -1 : 1;
  const decorated = rows.map((row) => ({ row, key: keyOf(row, field), created: Date.parse(row.createdUtc) }));
  decorated.sort((left, right) => {
    if (left.key === null || right.key === null) {
      if (left.key !== right.key) return left.key === null ? 1 : -1;
    } else {
      const order = compareKeys(left.key, right.key);
      if (order !== 0) return order * direction;
    }
    return right.created - left.created || left.row.jobId - right.row.jobId;
  });
  return decorated.map((entry) => entry.row);
}

/**
 * One search's rows ready to sort like the server: `rows` in the default order (ties keep it), each
 * field ranked once on its first sort, so a re-sort compares integers.
 */
export interface EsdsResult {
  rows: EsdsReportRow[];
  /** Rank of each row's value (by position in `rows`); -1 for an empty value. */
  ranks: (field: EsdsSortField) => Int32Array;
}

/** User Timing mark set when a search's rows reach the screen (scripts/bench.ts measures the render from it). */
export const ROWS_MARK = 'esds-report:rows';

function inDefaultOrder(rows: readonly EsdsReportRow[], created: Float64Array): boolean {
  for (let index = 1; index < rows.length; index += 1) {
    const newer = created[index - 1] as number;
    const older = created[index] as number;
    if (Number.isNaN(newer) || Number.isNaN(older) || newer < older) return false;
    if (newer === older && (rows[index - 1] as EsdsReportRow).jobId > (rows[index] as EsdsReportRow).jobId)
      return false;
  }
  return true;
}

function rankValues(rows: readonly EsdsReportRow[], field: EsdsSortField): Int32Array {
  const keys = rows.map((row) => keyOf(row, field));
  const distinct = [...new Set(keys)].filter((key) => key !== null).sort(compareKeys);
  // Values the collation calls equal ('Nurse', 'nurse') share a rank, as they tie on the server.
  const rankOf = new Map<Key, number>();
  distinct.forEach((key, index) => {
    const previous = distinct[index - 1];
    const same = index > 0 && previous !== undefined && compareKeys(previous, key) === 0;
    rankOf.set(key, same ? (rankOf.get(previous) as number) : index);
  });
  return Int32Array.from(keys, (key) => (key === null ? -1 : (rankOf.get(key) as number)));
}

export function prepareEsdsResult(input: readonly EsdsReportRow[]): EsdsResult {
  if (input.length > 0 && typeof performance !== 'undefined') performance.mark(ROWS_MARK);
  const parsed = Float64Array.from(input, (row) => Date.parse(row.createdUtc));
  const ordered = inDefaultOrder(input, parsed);
  const rows = ordered ? [...input] : sortEsdsRows(input, DEFAULT_SORT_BY);
  const cache = new Map<EsdsSortField, Int32Array>();
  if (ordered) {
    // Date created, from the order itself: newest first, so ranks count down; equal times share one.
    const created = new Int32Array(rows.length);
    for (let index = rows.length - 1, rank = 0; index >= 0; index -= 1) {
      if (index < rows.length - 1 && parsed[index] !== parsed[index + 1]) rank += 1;
      created[index] = rank;
    }
    cache.set('createdUtc', created);
  }
  const ranks = (field: EsdsSortField) => {
    let ranked = cache.get(field);
    if (!ranked) {
      ranked = rankValues(rows, field);
      cache.set(field, ranked);
    }
    return ranked;
  };
  return { rows, ranks };
}

/** The rows in `sortBy` order (as sortEsdsRows): empty values last, equal values in the default order. */
export function orderRows(result: EsdsResult, sortBy: EsdsSortBy): EsdsReportRow[] {
  if (sortBy === DEFAULT_SORT_BY) return result.rows;
  const descending = sortBy.startsWith('-');
  const ranks = result.ranks((descending ? sortBy.slice(1) : sortBy) as EsdsSortField);
  const direction = descending ? -1 : 1;
  const positions = Array.from(ranks.keys());
  positions.sort((left, right) => {
    const a = ranks[left] as number;
    const b = ranks[right] as number;
    if (a !== b) {
      if (a < 0) return 1;
      if (b < 0) return -1;
      return (a - b) * direction;
    }
    return left - right;
  });
  return positions.map((position) => result.rows[position] as EsdsReportRow);
}

/** A column's header sort: only the contract's sortBy columns sort, and dates start newest first. */
export function sortOptions(field: keyof EsdsReportRow): { enableSorting: boolean; sortDescFirst?: boolean } {
  return isSortField(field) ? { enableSorting: true, sortDescFirst: DATE_FIELDS.has(field) } : { enableSorting: false };
}
