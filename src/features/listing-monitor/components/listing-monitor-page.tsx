import { Box, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import validators from '@schemas/compiled/listing-monitor-filter.validators';
import schema from '@schemas/compiled/listing-monitor-filter.schema.json';
import uiSchema from '@schemas/listing-monitor-filter.ui.json';
import { ExportButton } from '@/components/report-kit/export-button';
import { ReportScreen } from '@/components/report-kit/report-screen';
import { ReportSection } from '@/components/report-kit/report-section';
import { ResultCount } from '@/components/report-kit/result-count';
import { useReportFilters } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import type { ListingException, ListingExceptionKind, ListingExceptions } from '@/lib/compliance/listing-exceptions';
import { useFormatters } from '@/lib/format';
import { LISTING_ERROR, useListingExceptions, useListingExport } from '../api/use-listing-exceptions';
import { fromFormData, LISTING_FILTERS, toFormData, type ListingFilterFormData } from '../utils/listing-filters';
import { ExceptionsTable } from './exceptions-table';

const filterForm = defineSchemaForm<ListingFilterFormData>(schema, uiSchema, validators);
const NO_EXCEPTIONS: ListingException[] = [];
const KINDS: readonly ListingExceptionKind[] = ['unlisted', 'late'];

/** The filter form the report screen renders. */
const FILTER_FORM = { definition: filterForm, id: 'listing-monitor-filter', toFormData, fromFormData };

/**
 * Listing Monitor (issue 39, beyond the spec): from the ESDS report's rows of a range (the last 12 months
 * first), the open jobs never listed with the state employment service and the jobs listed more than the
 * threshold's days after creation (VEVRAA, 41 CFR 60-300.5(a)). The range and the threshold live in the
 * URL; the counts are those of the rows, nothing else; Export writes both tables as one CSV.
 */
export function ListingMonitorPage() {
  const { t } = useTranslation('listing-monitor');
  const formatters = useFormatters();
  const reportFilters = useReportFilters(LISTING_FILTERS);
  const { today, filters } = reportFilters;
  const { report, exceptions } = useListingExceptions(filters, today);
  const exporter = useListingExport();

  const count = (kind: ListingExceptionKind, result: ListingExceptions | null) =>
    result ? t(`${kind}.count`, { count: result[kind].length, n: formatters.number(result[kind].length) }) : null;

  return (
    <ReportScreen
      report={reportFilters}
      filterForm={FILTER_FORM}
      calls={[report]}
      errorMessage={t(LISTING_ERROR)}
      intro={<Text color="fg.muted">{t('intro')}</Text>}
      exports={
        <ExportButton
          exporter={exporter}
          input={exceptions ?? { unlisted: [], late: [] }}
          disabled={!exceptions || !report.isSuccess}
        />
      }
    >
      <Box data-testid="listing-counts">
        {KINDS.map((kind) => (
          <ResultCount key={kind} testId={`${kind}-count`} text={count(kind, exceptions)} />
        ))}
      </Box>
      {KINDS.map((kind) => (
        <ReportSection key={kind} id={`listing-${kind}`} title={t(`${kind}.title`, { count: filters.lateAfterDays })}>
          <ExceptionsTable kind={kind} rows={exceptions?.[kind] ?? NO_EXCEPTIONS} loading={report.isPending} />
        </ReportSection>
      ))}
    </ReportScreen>
  );
}
