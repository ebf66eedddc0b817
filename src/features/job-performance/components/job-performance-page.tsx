import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/load-error';
import { notifySuccess } from '../../../components/ui/toaster';
import type { JobPerformanceByDateRow } from '../../../generated/model';
import { defaultRange, isDateRangeValid, JOB_PERFORMANCE_RULES } from '../../../lib/dates';
import { saveFile } from '../../../lib/download';
import { useFormatters } from '../../../lib/format';
import { choiceField, usDateField, useUrlState, type UrlFields } from '../../../lib/use-url-state';
import { toXlsxBlob, XLSX_TYPE } from '../../../lib/xlsx';
import {
  reportErrorKind,
  useJobPerformanceExports,
  useJobPerformanceReport,
  type ReportRange,
} from '../api/use-job-performance';
import { byDateColumns, fileNameDate } from '../utils/job-performance-files';
import { bucketByWeek } from '../utils/week-buckets';
import { JobDetailsTable } from './job-details-table';
import { JobPerformanceFilter } from './job-performance-filter';
import { WeeklyChart, type Measure } from './weekly-chart';

export interface JobPerformanceFilters extends ReportRange {
  measure: Measure;
}

const FIELDS: UrlFields<JobPerformanceFilters> = {
  from: usDateField,
  to: usDateField,
  measure: choiceField(['views', 'clicks'] as const),
};

/**
 * Job Performance (spec sections 2, 5, 7): the date filter, totals, the weekly line chart of views or
 * apply clicks, the per-job details and the two exports. The filters live in the URL.
 */
export function JobPerformancePage({ title }: { title: string }) {
  const { t } = useTranslation('job-performance');
  const formatters = useFormatters();
  const [today] = useState(() => new Date());
  const defaults = useMemo<JobPerformanceFilters>(
    () => ({ ...defaultRange('jobPerformance', today), measure: 'views' }),
    [today],
  );
  const isValid = useCallback(
    (filters: JobPerformanceFilters) => isDateRangeValid(filters, JOB_PERFORMANCE_RULES, today),
    [today],
  );
  const [filters, setFilters] = useUrlState(FIELDS, defaults, { isValid });
  const range = useMemo(() => ({ from: filters.from, to: filters.to }), [filters.from, filters.to]);
  const { summary, details } = useJobPerformanceReport(range);

  const failed = summary.isError || details.isError;
  const error = summary.isError ? summary.error : details.error;
  const retry = () => {
    if (summary.isError) void summary.refetch();
    if (details.isError) void details.refetch();
  };

  // '{n} jobs found.' follows a search the user made, not the first load of the page.
  const announce = useRef(false);
  useEffect(() => {
    if (announce.current && details.isSuccess && !details.isFetching) {
      announce.current = false;
      const n = details.data.length;
      notifySuccess(t('jobsFound', { count: n, n: formatters.number(n) }));
    }
  }, [details.isSuccess, details.isFetching, details.data, formatters, t]);

  const search = (next: ReportRange) => {
    announce.current = true;
    if (next.from === filters.from && next.to === filters.to) {
      void summary.refetch();
      void details.refetch();
    } else {
      setFilters({ ...filters, ...next });
    }
  };

  const weeks = useMemo(() => {
    const from = usDateField.format(range.from);
    const to = usDateField.format(range.to);
    return summary.data ? bucketByWeek(summary.data, { from, to }) : [];
  }, [summary.data, range]);
  const totals = useMemo(
    () =>
      (summary.data ?? []).reduce((sum, day) => ({ views: sum.views + day.views, clicks: sum.clicks + day.clicks }), {
        views: 0,
        clicks: 0,
      }),
    [summary.data],
  );

  const shownRange = {
    from: formatters.date(usDateField.format(range.from)),
    to: formatters.date(usDateField.format(range.to)),
  };

  return (
    <Stack gap="6">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <JobPerformanceExports range={range} />
      </Flex>

      <JobPerformanceFilter value={range} today={today} onSearch={search} searching={details.isFetching} />

      {failed ? (
        <LoadError
          message={t(`errors.${reportErrorKind(error)}`)}
          onRetry={retry}
          retrying={summary.isFetching || details.isFetching}
        />
      ) : (
        <>
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

          <Box as="section" aria-labelledby="job-performance-details">
            <Heading as="h2" size="lg" id="job-performance-details" mb="3">
              {t('details.title')}
            </Heading>
            {details.data ? (
              <Text role="status" mb="3" data-testid="jobs-found">
                {t('jobsFound', { count: details.data.length, n: formatters.number(details.data.length) })}
              </Text>
            ) : null}
            <JobDetailsTable
              rows={details.data ?? []}
              loading={details.isPending}
              emptyMessage={t('details.empty', shownRange)}
            />
          </Box>
        </>
      )}
    </Stack>
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
  const { csv, byDate } = useJobPerformanceExports(range, toSpreadsheet);
  const names = { from: fileNameDate(range.from), to: fileNameDate(range.to) };
  // The mutation's pending flag reaches the button a render later; a double click's second click must not
  // start a second download.
  const busy = useRef({ csv: false, xlsx: false });

  const exportCsv = () => {
    if (busy.current.csv) return;
    busy.current.csv = true;
    const name = t('export.fileName', names);
    csv.mutate(name, {
      onSuccess: (content) => saveFile(content, `${name}.csv`),
      onSettled: () => (busy.current.csv = false),
    });
  };

  const exportXlsx = () => {
    if (busy.current.xlsx) return;
    busy.current.xlsx = true;
    const name = `${t('export.byDateFileName', names)}.xlsx`;
    byDate.mutate(undefined, {
      onSuccess: (blob) => saveFile(blob, name, XLSX_TYPE),
      onSettled: () => (busy.current.xlsx = false),
    });
  };

  return (
    <HStack gap="2" wrap="wrap">
      <Button variant="outline" onClick={exportCsv} loading={csv.isPending} loadingText={t('export.working')}>
        {t('export.csv')}
      </Button>
      <Button variant="outline" onClick={exportXlsx} loading={byDate.isPending} loadingText={t('export.working')}>
        {t('export.xlsx')}
      </Button>
    </HStack>
  );
}
