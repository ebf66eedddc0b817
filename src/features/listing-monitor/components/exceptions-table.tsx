import { chakra, Link, VisuallyHidden } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, REPORT_PAGING, type ColumnDef } from '@/components/data-table/data-table';
import type { ListingException, ListingExceptionKind } from '@/lib/compliance/listing-exceptions';
import { useFormatters } from '@/lib/format';

/** An empty value: the dash of the ESDS report. */
const EMPTY = '—';

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
  const columns = useMemo<ColumnDef<ListingException, unknown>[]>(() => {
    const nowrap = (text: string) => <chakra.span whiteSpace="nowrap">{text}</chakra.span>;
    return [
      { accessorKey: 'jobId', header: t('columns.jobId'), cell: (cell) => nowrap(String(cell.getValue<number>())) },
      { accessorKey: 'title', header: t('columns.title') },
      { accessorKey: 'location', header: t('columns.location') },
      { accessorKey: 'esdsStateCode', header: t('columns.state') },
      {
        accessorKey: 'createdUtc',
        header: t('columns.createdUtc'),
        cell: (cell) => nowrap(formatters.date(cell.getValue<string>().slice(0, 10))),
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
          return href ? <PostingLink href={href} newTab={t('esds-report:opensInNewTab')} /> : EMPTY;
        },
      },
    ];
  }, [formatters, kind, t]);
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

function PostingLink({ href, newTab }: { href: string; newTab: string }) {
  // position: relative keeps the visually hidden text inside the table's scroll region.
  return (
    <Link
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      position="relative"
      display="inline-block"
      minW="48"
      overflowWrap="anywhere"
    >
      {href}
      <VisuallyHidden> {newTab}</VisuallyHidden>
    </Link>
  );
}
