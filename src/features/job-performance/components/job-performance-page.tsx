import { Box, Heading, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '@schemas/compiled/job-performance-filter.validators';
import schema from '@schemas/compiled/job-performance-filter.schema.json';
import uiSchema from '@schemas/job-performance-filter.ui.json';
import { ExportButton } from '@/components/report-kit/export-button';
import { rangeFilterForm } from '@/components/report-kit/filter-form';
import { reportErrorKind } from '@/components/report-kit/report-errors';
import { ReportScreen } from '@/components/report-kit/report-screen';
import { ReportSection } from '@/components/report-kit/report-section';
import { useReportFilters, type ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import type { JobPerformanceByDateRow } from '@/generated/model';
import { defaultRange, fileNameDate, JOB_PERFORMANCE_RULES } from '@/lib/dates';
import { useFormatters } from '@/lib/format';
import { choiceField, dayField } from '@/lib/use-url-state';
import { toXlsxBlob } from '@/lib/xlsx';
import { useJobPerformanceExports, useJobPerformanceReport, type ReportRange } from '../api/use-job-performance';
import { byDateColumns } from '../utils/job-performance-files';
import { bucketByWeek } from '../utils/week-buckets';
import { JobDetailsTable } from './job-details-table';
import { WeeklyChart, type Measure } from './weekly-chart';

export interface JobPerformanceFilters extends ReportRange {
  measure: Measure;
}

const FILTERS: ReportFilterSpec<JobPerformanceFilters> = {
  fields: { from: dayField, to: dayField, measure: choiceField(['views', 'clicks'] as const) },
  defaults: (today) => ({ ...defaultRange('jobPerformance', today), measure: 'views' }),
  rules: JOB_PERFORMANCE_RULES,
};

const FILTER_FORM = rangeFilterForm<JobPerformanceFilters>(
  defineSchemaForm(schema, uiSchema, validators),
  'job-performance-filter',
);

/**
 * Job Performance (spec sections 2, 5, 7): the date filter, totals, the weekly line chart of views or
 * apply clicks, the per-job details and the two exports. Filters, errors, the count and the exports come
 * from the report kit (src/components/report-kit).
 */
export function JobPerformancePage() {
  const { t } = useTranslation('job-performance');
  const formatters = useFormatters();
  const reportFilters = useReportFilters(FILTERS);
  const { filters, setFilters } = reportFilters;
  const range = useMemo(() => ({ from: filters.from, to: filters.to }), [filters.from, filters.to]);
  const { summary, details } = useJobPerformanceReport(range);
  const error = summary.isError ? summary.error : details.error;

  const weeks = useMemo(() => (summary.data ? bucketByWeek(summary.data, range) : []), [summary.data, range]);
  const totals = useMemo(
    () =>
      (summary.data ?? []).reduce((sum, day) => ({ views: sum.views + day.views, clicks: sum.clicks + day.clicks }), {
        views: 0,
        clicks: 0,
      }),
    [summary.data],
  );

  const shownRange = formatters.dateRange(range);

  return (
    <ReportScreen
      report={reportFilters}
      filterForm={FILTER_FORM}
      calls={[summary, details]}
      errorMessage={t(`errors.${reportErrorKind(error)}`)}
      exports={<JobPerformanceExports range={range} />}
    >
      <Box as="section" aria-labelledby="job-performance-totals">
        <Heading as="h2" size="lg" id="job-performance-totals" srOnly>
          {t('summary.title')}
        </Heading>
        <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <Figure label={t('summary.totalViews')} value={summary.data ? formatters.number(totals.views) : null} />
          <Figure
            label={t('summary.totalApplyClicks')}
            value={summary.data ? formatters.number(totals.clicks) : null}
          />
        </Box>
      </Box>

      <WeeklyChart
        weeks={weeks}
        loading={summary.isPending}
        measure={filters.measure}
        onMeasureChange={(measure) => setFilters({ ...filters, measure }, { replace: true })}
        range={shownRange}
      />

      <ReportSection
        id="job-performance-details"
        title={t('details.title')}
        count={{
          testId: 'jobs-found',
          text: details.data
            ? t('jobsFound', { count: details.data.length, n: formatters.number(details.data.length) })
            : null,
        }}
      >
        <JobDetailsTable
          rows={details.data ?? []}
          loading={details.isPending}
          emptyMessage={t('details.empty', shownRange)}
        />
      </ReportSection>
    </ReportScreen>
  );
}

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <Box borderWidth="1px" rounded="md" p="4" bg="bg.subtle">
      <Text as="dt" textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textStyle="3xl" fontWeight="semibold" minH="10">
        {value ?? <Skeleton as="span" display="inline-block" height="8" width="24" />}
      </Text>
    </Box>
  );
}

/** 'Export' (the server's CSV) and 'Export by Date' (the .xlsx of the by-date rows). */
function JobPerformanceExports({ range }: { range: ReportRange }) {
  const { t } = useTranslation('job-performance');
  const names = { from: fileNameDate(range.from), to: fileNameDate(range.to) };
  const toSpreadsheet = (rows: JobPerformanceByDateRow[]) => {
    const headers = {
      activityDate: t('columns.activityDate'),
      jobId: t('columns.jobId'),
      jobTitle: t('columns.jobTitle'),
      views: t('columns.views'),
      applyClicks: t('columns.applyClicks'),
    };
    return toXlsxBlob(byDateColumns(headers), rows, t('export.sheet'));
  };
  const { csv, byDate } = useJobPerformanceExports(
    range,
    { csv: t('export.fileName', names), xlsx: t('export.byDateFileName', names) },
    toSpreadsheet,
  );
  return (
    <HStack gap="2" wrap="wrap">
      <ExportButton exporter={csv} input={undefined} label={t('export.csv')} />
      <ExportButton exporter={byDate} input={undefined} label={t('export.xlsx')} />
    </HStack>
  );
}
