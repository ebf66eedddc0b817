import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DataTable,
  REPORT_PAGING,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@/components/data-table/data-table';
import { EMPTY_CELL, LinkOutCell, NoWrap } from '@/components/data-table/cells';
import type { EsdsReportRow } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { isDateField, sortOptions } from '../utils/esds-sort';

type Field = keyof EsdsReportRow;

/** Section 3's row, in its order. */
const FIELDS: readonly Field[] = [
  'jobId',
  'title',
  'internalRef',
  'createdUtc',
  'dateDeactivated',
  'location',
  'esdsStateCode',
  'postingURL',
  'dateCrossPosted',
  'timePosted',
  'crossRefNumber',
];
/** Short values that read badly when broken over lines (and the dates). */
const NO_WRAP = new Set<Field>(['jobId', 'esdsStateCode', 'timePosted', 'internalRef', 'crossRefNumber']);

interface EsdsTableProps {
  /** The current page's rows, in the order of `sorting` (utils/esds-sort.ts, the server's rule). */
  rows: EsdsReportRow[];
  /** Rows in the whole result. */
  total: number;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  paging: PaginationState;
  onPagingChange: (paging: PaginationState) => void;
  loading: boolean;
  emptyMessage: string;
}

/**
 * The ESDS rows through THE DataTable, paged by the report tables' sizes (REPORT_PAGING). The page sorts
 * the rows of the search itself, by the server's rule (so the export, asked in the same order, matches the
 * screen), and hands the table one page (`rowCount` + `manualSorting`): a 10,000-row result never becomes
 * 10,000 table rows. Only the columns the contract can sort by offer a sort.
 */
export function EsdsTable({
  rows,
  total,
  sorting,
  onSortingChange,
  paging,
  onPagingChange,
  loading,
  emptyMessage,
}: EsdsTableProps) {
  const { t } = useTranslation('esds-report');
  const formatters = useFormatters();
  const columns = useMemo<ColumnDef<EsdsReportRow, unknown>[]>(
    () =>
      FIELDS.map((field): ColumnDef<EsdsReportRow, unknown> => ({
        accessorKey: field,
        header: t(`columns.${field}`),
        // Eleven columns scroll sideways: the Job ID stays in view, so each row keeps its identity.
        meta: field === 'jobId' ? { sticky: true } : undefined,
        ...sortOptions(field),
        cell: (cell) => {
          const value = cell.getValue<string | number | null | undefined>();
          if (value === null || value === undefined || value === '') return EMPTY_CELL;
          if (field === 'postingURL') return <LinkOutCell href={String(value)} />;
          const date = isDateField(field);
          const text = date ? formatters.date(String(value)) : String(value);
          return date || NO_WRAP.has(field) ? <NoWrap>{text}</NoWrap> : text;
        },
      })),
    [formatters, t],
  );
  return (
    <DataTable
      caption={t('results.caption')}
      captionHidden
      columns={columns}
      data={rows}
      rowCount={total}
      sorting={sorting}
      onSortingChange={onSortingChange}
      manualSorting
      pagination={REPORT_PAGING}
      pageIndex={paging.pageIndex}
      pageSize={paging.pageSize}
      onPaginationChange={onPagingChange}
      loading={loading}
      emptyMessage={emptyMessage}
    />
  );
}
