import type { ColumnDef, SortingState } from '../../../components/data-table/data-table';
import { EsdsSortBy, type EsdsReportRow } from '../../../generated/model';

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
  return (first.desc ? `-${first.id}` : first.id) as EsdsSortBy;
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

/**
 * The rows in the order of `sortBy`, as the server sorts them: empty values last in either direction,
 * then newest created first, then by job ID. Returns a new array; `rows` is not changed.
 */
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
 * One search's rows made ready for THE DataTable to sort like the server: `rows` in the default order
 * (newest created first, then by job ID), which is also the order ties keep (the table falls back to a
 * row's position), and each field's values ranked once, on the first sort by it (collation and date
 * parsing are the slow part; a re-sort then compares integers).
 */
export interface EsdsResult {
  rows: EsdsReportRow[];
  /** Rank of each row's value (by position in `rows`); -1 for an empty value. */
  ranks: (field: EsdsSortField) => Int32Array;
}

export function prepareEsdsResult(input: readonly EsdsReportRow[]): EsdsResult {
  const rows = sortEsdsRows(input, DEFAULT_SORT_BY);
  const cache = new Map<EsdsSortField, Int32Array>();
  const ranks = (field: EsdsSortField) => {
    let ranked = cache.get(field);
    if (ranked) return ranked;
    const keys = rows.map((row) => keyOf(row, field));
    const distinct = [...new Set(keys)].filter((key) => key !== null).sort(compareKeys);
    // Values the collation calls equal ('Nurse', 'nurse') share a rank, as they tie on the server.
    const rankOf = new Map<Key, number>();
    distinct.forEach((key, index) => {
      const previous = distinct[index - 1];
      const same = index > 0 && previous !== undefined && compareKeys(previous, key) === 0;
      rankOf.set(key, same ? (rankOf.get(previous) as number) : index);
    });
    ranked = Int32Array.from(keys, (key) => (key === null ? -1 : (rankOf.get(key) as number)));
    cache.set(field, ranked);
    return ranked;
  };
  return { rows, ranks };
}

/**
 * How a column of `field` sorts in the DataTable: only the contract's sortBy columns sort; dates start
 * newest first; empty values go last whichever the direction (the table flips the comparison for
 * descending, so the comparison itself knows the direction in force); equal values keep the default order.
 */
export function sortOptions(
  result: EsdsResult,
  field: keyof EsdsReportRow,
  sorting: SortingState,
): Pick<ColumnDef<EsdsReportRow>, 'enableSorting' | 'sortDescFirst' | 'sortUndefined' | 'sortingFn'> {
  if (!isSortField(field)) return { enableSorting: false };
  const descending = sorting.find((entry) => entry.id === field)?.desc ?? false;
  const emptyAfter = descending ? -1 : 1;
  return {
    enableSorting: true,
    sortDescFirst: DATE_FIELDS.has(field),
    sortUndefined: false,
    sortingFn: (left, right) => {
      const ranks = result.ranks(field);
      const a = ranks[left.index] as number;
      const b = ranks[right.index] as number;
      if (a < 0) return b < 0 ? 0 : emptyAfter;
      if (b < 0) return -emptyAfter;
      return a - b;
    },
  };
}
