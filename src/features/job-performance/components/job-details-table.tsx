import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberCells } from '@/components/data-table/cells';
import { DataTable, REPORT_PAGING, type ColumnDef } from '@/components/data-table/data-table';
import type { JobPerformanceDetailRow } from '@/generated/model';
import { useFormatters } from '@/lib/format';

const BY_VIEWS = [{ id: 'views', desc: true }];

/** Job ID, Job Title, Views, Apply Clicks; most viewed first (spec section 2), sortable and paged. */
export function JobDetailsTable({
  rows,
  loading,
  emptyMessage,
}: {
  rows: JobPerformanceDetailRow[];
  loading: boolean;
  emptyMessage: string;
}) {
  const { t } = useTranslation('job-performance');
  const formatters = useFormatters();
  const columns = useMemo<ColumnDef<JobPerformanceDetailRow, unknown>[]>(
    () => [
      { accessorKey: 'jobId', header: t('details.jobId'), cell: (cell) => String(cell.getValue<number>()) },
      { accessorKey: 'jobTitle', header: t('details.jobTitle') },
      { accessorKey: 'views', header: t('details.views'), sortDescFirst: true, ...numberCells(formatters.number) },
      { accessorKey: 'clicks', header: t('details.clicks'), sortDescFirst: true, ...numberCells(formatters.number) },
    ],
    [formatters, t],
  );
  return (
    <DataTable
      caption={t('details.caption')}
      captionHidden
      columns={columns}
      data={rows}
      getRowId={(row) => String(row.jobId)}
      initialSorting={BY_VIEWS}
      pagination={REPORT_PAGING}
      loading={loading}
      emptyMessage={emptyMessage}
    />
  );
}
