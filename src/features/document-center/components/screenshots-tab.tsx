import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '@schemas/compiled/screenshot-filter.validators';
import schema from '@schemas/compiled/screenshot-filter.schema.json';
import uiSchema from '@schemas/screenshot-filter.ui.json';
import { DataTable, REPORT_PAGING, type ColumnDef } from '@/components/data-table/data-table';
import { ReportFilterForm } from '@/components/report-kit/report-filter-form';
import { ReportLoadError } from '@/components/report-kit/report-load-error';
import { ResultCount } from '@/components/report-kit/result-count';
import { useReportFilters, type ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { DocumentType, type Screenshot } from '@/generated/model';
import { defaultRange, NO_RANGE_RULES, type DateRangeText } from '@/lib/dates';
import { useFormatters } from '@/lib/format';
import { dayField, integerField, optionalField, textField } from '@/lib/use-url-state';
import { useJobScreenshots, type ScreenshotFilters } from '../api/use-documents';
import { JOB_ID_RANGE } from '../utils/job-id';
import { DocumentLink } from './document-link';
import { useOpenDocument } from './use-open-document';

const FILTERS: ReportFilterSpec<ScreenshotFilters> = {
  fields: {
    from: dayField,
    to: dayField,
    jobId: optionalField(integerField(JOB_ID_RANGE.minimum)),
    title: textField,
  },
  defaults: (today) => ({ ...defaultRange('screenshots', today), jobId: undefined, title: '' }),
  rules: NO_RANGE_RULES,
};

interface FilterData {
  jobId?: number;
  title?: string;
  range?: DateRangeText;
}

const filterForm = defineSchemaForm<FilterData>(schema, uiSchema, validators);
const toFormData = (filters: ScreenshotFilters): FilterData => ({
  ...(filters.jobId !== undefined ? { jobId: filters.jobId } : {}),
  ...(filters.title ? { title: filters.title } : {}),
  range: { from: filters.from, to: filters.to },
});
const fromFormData = (data: FilterData): ScreenshotFilters => ({
  from: data.range?.from ?? '',
  to: data.range?.to ?? '',
  jobId: data.jobId,
  title: data.title?.trim() ?? '',
});
const NEWEST_FIRST = [{ id: 'dateCreated', desc: true }];

/** Job Screenshots (spec section 2): searchable by Job ID, Title and dates; a job id opens its screenshot. */
export function ScreenshotsTab() {
  const { t } = useTranslation('document-center');
  const formatters = useFormatters();
  const { today, filters, search } = useReportFilters(FILTERS);
  const screenshots = useJobScreenshots(filters);
  const open = useOpenDocument(DocumentType.Screenshot);

  const columns = useMemo<ColumnDef<Screenshot, unknown>[]>(
    () => [
      {
        accessorKey: 'jobId',
        header: t('screenshots.jobId'),
        cell: ({ row }) => (
          <DocumentLink
            label={t('screenshots.open', { jobId: row.original.jobId })}
            onOpen={() => open(row.original.screenshotId)}
          >
            {row.original.jobId}
          </DocumentLink>
        ),
      },
      { accessorKey: 'jobTitle', header: t('screenshots.title') },
      {
        accessorKey: 'dateCreated',
        header: t('screenshots.dateCreated'),
        sortDescFirst: true,
        cell: (cell) => formatters.date(cell.getValue<string>()),
      },
    ],
    [formatters, open, t],
  );
  const n = screenshots.data?.length;

  return (
    <Stack gap="4">
      <ReportFilterForm
        definition={filterForm}
        id="screenshot-filter"
        value={filters}
        toFormData={toFormData}
        fromFormData={fromFormData}
        today={today}
        onSearch={(next) => search(next, () => void screenshots.refetch())}
        searching={screenshots.isFetching}
      />
      {screenshots.isError ? (
        <ReportLoadError queries={[screenshots]} message={t('errors.screenshots')} />
      ) : (
        <>
          <ResultCount
            testId="screenshots-found"
            text={
              n === undefined || screenshots.isFetching
                ? null
                : t('screenshots.found', { count: n, n: formatters.number(n) })
            }
          />
          <DataTable
            caption={t('screenshots.caption')}
            captionHidden
            columns={columns}
            data={screenshots.data ?? []}
            getRowId={(row) => row.screenshotId}
            initialSorting={NEWEST_FIRST}
            pagination={REPORT_PAGING}
            loading={screenshots.isPending}
            emptyMessage={t('screenshots.empty')}
          />
        </>
      )}
    </Stack>
  );
}
