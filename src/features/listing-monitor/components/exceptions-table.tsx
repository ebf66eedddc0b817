import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_CELL, LinkOutCell, NoWrap } from '@/components/data-table/cells';
import { DataTable, REPORT_PAGING, type ColumnDef } from '@/components/data-table/data-table';
import type { ListingException, ListingExceptionKind } from '@/lib/compliance/listing-exceptions';
import { useFormatters } from '@/lib/format';

interface ExceptionsTableProps {
  kind: ListingExceptionKind;
  rows: ListingException[];
  loading: boolean;
}

/**
 * One kind of exception through THE DataTable, paged by the report tables' sizes, longest waiting (or
 * latest listed) first. The creation day is the UTC day the days are counted from, so the row's own
 * arithmetic checks out on screen.
 */
export function ExceptionsTable({ kind, rows, loading }: ExceptionsTableProps) {
  const { t } = useTranslation('listing-monitor');
  const formatters = useFormatters();
  const columns = useMemo<ColumnDef<ListingException, unknown>[]>(
    () => [
      { accessorKey: 'jobId', header: t('columns.jobId'), cell: (cell) => <NoWrap>{cell.getValue<number>()}</NoWrap> },
      { accessorKey: 'title', header: t('columns.title') },
      { accessorKey: 'location', header: t('columns.location') },
      { accessorKey: 'esdsStateCode', header: t('columns.state') },
      {
        accessorKey: 'createdUtc',
        header: t('columns.createdUtc'),
        cell: (cell) => <NoWrap>{formatters.date(cell.getValue<string>().slice(0, 10))}</NoWrap>,
      },
      {
        accessorKey: 'days',
        header: t(`columns.days.${kind}`),
        cell: (cell) => formatters.number(cell.getValue<number>()),
      },
      {
        accessorKey: 'postingURL',
        header: t('columns.postingURL'),
        cell: (cell) => {
          const href = cell.getValue<string | null>();
          return href ? <LinkOutCell href={href} /> : EMPTY_CELL;
        },
      },
    ],
    [formatters, kind, t],
  );
  return (
    <DataTable
      caption={t(`${kind}.caption`)}
      captionHidden
      columns={columns}
      data={rows}
      getRowId={(row, index) => `${row.jobId}-${index}`}
      pagination={REPORT_PAGING}
      loading={loading}
      emptyMessage={t(`${kind}.empty`)}
    />
  );
}
