import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '@schemas/compiled/esds-filter.validators';
import schema from '@schemas/compiled/esds-filter.schema.json';
import uiSchema from '@schemas/esds-filter.ui.json';
import { REPORT_PAGE_SIZES, type PaginationState, type SortingState } from '@/components/data-table/data-table';
import { ExportButton } from '@/components/report-kit/export-button';
import { ReportScreen } from '@/components/report-kit/report-screen';
import { ReportSection } from '@/components/report-kit/report-section';
import { useReportFilters } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import type { EsdsReportRow } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { ESDS_ERROR, useEsdsExport, useEsdsReport } from '../api/use-esds-report';
import { ESDS_FILTERS, FILTER_LISTS, fromFormData, toFormData, type EsdsFilterFormData } from '../utils/esds-filters';
import { DEFAULT_SORTING, orderRows, prepareEsdsResult, toSortBy } from '../utils/esds-sort';
import { EsdsTable } from './esds-table';

const filterForm = defineSchemaForm<EsdsFilterFormData>(schema, uiSchema, validators);

const NO_ROWS: EsdsReportRow[] = [];
const FIRST_PAGE: PaginationState = { pageIndex: 0, pageSize: REPORT_PAGE_SIZES[0] };

/** The filter form the report screen renders. */
const FILTER_FORM = {
  definition: filterForm,
  id: 'esds-filter',
  toFormData,
  fromFormData,
  lists: FILTER_LISTS,
};

/**
 * ESDS CrossPost Report (spec sections 2, 5, 7, 9): the filter (kept in the URL, 365 days at most), the
 * rows of one search in a sortable, paged table, '{n} documents found.', and Export of the server's CSV
 * in the order on screen. Filters, errors, the count and the export come from the report kit.
 */
export function EsdsReportPage() {
  const { t } = useTranslation('esds-report');
  const formatters = useFormatters();
  const reportFilters = useReportFilters(ESDS_FILTERS);
  const { filters } = reportFilters;
  const report = useEsdsReport(filters);
  const exporter = useEsdsExport(filters);

  // Sorting stays with the screen across searches; "no sorting" (a third click) is the default order.
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const sortBy = toSortBy(sorting);
  const data = report.data ?? NO_ROWS;
  const result = useMemo(() => prepareEsdsResult(data), [data]);

  // A new result starts on its first page (the page size stays).
  const [paging, setPaging] = useState(FIRST_PAGE);
  const [pagedResult, setPagedResult] = useState(result);
  if (pagedResult !== result) {
    setPagedResult(result);
    if (paging.pageIndex !== 0) setPaging({ ...paging, pageIndex: 0 });
  }
  const ordered = useMemo(() => orderRows(result, sortBy), [result, sortBy]);
  const first = paging.pageIndex * paging.pageSize;
  const page = useMemo(() => ordered.slice(first, first + paging.pageSize), [ordered, first, paging.pageSize]);

  return (
    <ReportScreen
      report={reportFilters}
      filterForm={FILTER_FORM}
      calls={[report]}
      errorMessage={t(ESDS_ERROR)}
      exports={<ExportButton exporter={exporter} input={sortBy} disabled={!report.isSuccess} />}
    >
      <ReportSection
        id="esds-results"
        title={t('results.title')}
        count={{
          testId: 'documents-found',
          text: report.data ? t('documentsFound', { count: data.length, n: formatters.number(data.length) }) : null,
        }}
      >
        <EsdsTable
          rows={page}
          total={data.length}
          sorting={sorting}
          onSortingChange={(next) => setSorting(next.length > 0 ? next : DEFAULT_SORTING)}
          paging={paging}
          onPagingChange={setPaging}
          loading={report.isPending}
          emptyMessage={t('results.empty', formatters.dateRange(filters))}
        />
      </ReportSection>
    </ReportScreen>
  );
}
