import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, REPORT_PAGING, type ColumnDef } from '@/components/data-table/data-table';
import type { ReportFilterDeclaration } from '@/components/report-kit/filter-form';
import type { ReportQuery } from '@/components/report-kit/report-load-error';
import { ReportSearch } from '@/components/report-kit/report-screen';
import { ResultCount } from '@/components/report-kit/result-count';
import type { RangeFilters, ReportFilters } from '@/components/report-kit/use-report-filters';
import type { DocumentType } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { DocumentLink } from './document-link';
import { useOpenDocument } from './use-open-document';

/** A column of a documents tab: the row's field, headed by `<section>.<header>` (the field's name by default). */
export interface DocumentColumn<Row> {
  key: keyof Row & string;
  header?: string;
  /**
   * 'open': the cell is the link that opens the row's document, named by `<section>.open` with the cell's
   * value under the field's name; 'date': a day, newest first at the first click.
   */
  kind?: 'open' | 'date';
}

/** A tab of documents as a module constant: its texts, the documents' type and id, and its columns. */
export interface DocumentList<Row> {
  /** The tab's texts in the document-center namespace: `<section>.found`, `.caption`, `.empty`, the headers. */
  section: 'reportCards' | 'screenshots';
  error: 'errors.documents' | 'errors.screenshots';
  countTestId: string;
  type: DocumentType;
  /** The document's id: the table's row id and what opening the document asks for. */
  id: (row: Row) => string;
  columns: readonly DocumentColumn<Row>[];
  /** The date column the table starts sorted by, newest first. */
  newestFirst: keyof Row & string;
}

interface DocumentSearchProps<Row, Filters extends RangeFilters, FormData extends object> {
  list: DocumentList<Row>;
  report: ReportFilters<Filters>;
  filterForm: ReportFilterDeclaration<Filters, FormData>;
  documents: ReportQuery & { data: Row[] | undefined; isPending: boolean };
}

/**
 * A tab of the Document Center (spec section 2): the report's search, then '{n} … found.' once a search
 * answered and the documents in a paged table, where a link opens a document in a new window.
 */
export function DocumentSearch<Row, Filters extends RangeFilters, FormData extends object>({
  list,
  report,
  filterForm,
  documents,
}: DocumentSearchProps<Row, Filters, FormData>) {
  const { t } = useTranslation('document-center');
  const formatters = useFormatters();
  const open = useOpenDocument(list.type);
  const { section } = list;

  const columns = useMemo(
    () =>
      list.columns.map(({ key, header = key, kind }): ColumnDef<Row, unknown> => {
        const column = { accessorKey: key, header: t(`${section}.${header}`) };
        if (kind === 'date') {
          return { ...column, sortDescFirst: true, cell: (cell) => formatters.date(cell.getValue<string>()) };
        }
        if (kind !== 'open') return column;
        return {
          ...column,
          cell: ({ row }) => {
            const text = String(row.original[key]);
            return (
              <DocumentLink label={t(`${section}.open`, { [key]: text })} onOpen={() => open(list.id(row.original))}>
                {text}
              </DocumentLink>
            );
          },
        };
      }),
    [formatters, list, open, section, t],
  );
  const initialSorting = useMemo(() => [{ id: list.newestFirst, desc: true }], [list.newestFirst]);
  const n = documents.data?.length;

  return (
    <Stack gap="4">
      <ReportSearch report={report} filterForm={filterForm} calls={[documents]} errorMessage={t(list.error)}>
        <ResultCount
          testId={list.countTestId}
          text={
            n === undefined || documents.isFetching
              ? null
              : t(`${section}.found`, { count: n, n: formatters.number(n) })
          }
        />
        <DataTable
          caption={t(`${section}.caption`)}
          captionHidden
          columns={columns}
          data={documents.data ?? []}
          getRowId={list.id}
          initialSorting={initialSorting}
          pagination={REPORT_PAGING}
          loading={documents.isPending}
          emptyMessage={t(`${section}.empty`, formatters.dateRange(report.filters))}
        />
      </ReportSearch>
    </Stack>
  );
}
