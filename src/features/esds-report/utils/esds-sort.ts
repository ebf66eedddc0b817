import type { SortingState } from '../../../components/data-table/data-table';
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

const DATE_FIELDS = new Set<EsdsSortField>(['createdUtc', 'dateDeactivated', 'dateCrossPosted']);

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
 * then newest created first, then by job ID. Keys are read once per row (dates parsed once), so a
 * 10,000-row result re-sorts in a few milliseconds. Returns a new array; `rows` is not changed.
 */
export function sortEsdsRows(rows: readonly EsdsReportRow[], sortBy: EsdsSortBy): EsdsReportRow[] {
  const descending = sortBy.startsWith('-');
  const field = (descending ? sortBy.slice(1) : sortBy) as EsdsSortField;
  const direction = descending ? -1 : 1;
  const decorated = rows.map((row) => ({
    row,
    key: keyOf(row, field),
    created: Date.parse(row.createdUtc),
  }));
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
