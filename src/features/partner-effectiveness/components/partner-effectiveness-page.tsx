import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '@schemas/compiled/partner-effectiveness-filter.validators';
import schema from '@schemas/compiled/partner-effectiveness-filter.schema.json';
import uiSchema from '@schemas/partner-effectiveness-filter.ui.json';
import { rangeFilterForm } from '@/components/report-kit/filter-form';
import { OutreachTokenNotice } from '@/components/report-kit/outreach-token-notice';
import { ReportScreen } from '@/components/report-kit/report-screen';
import { useReportFilters, type RangeFilters, type ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { PageFrame } from '@/components/ui/page-frame';
import { defaultRange, fileNameDate, NO_RANGE_RULES } from '@/lib/dates';
import { useFormatters } from '@/lib/format';
import { gatewayPeriod } from '@/lib/outreach-gateway';
import { useSession } from '@/lib/session/session-provider';
import { useDeferredQueryArrival } from '@/lib/use-deferred-arrival';
import { dayField } from '@/lib/use-url-state';
import { sectionError, useOutreachToken, usePrefetchOutreachToken } from '@/lib/use-outreach-gateway';
import { usePartnerEffectiveness } from '../api/use-partner-effectiveness';
import { assessmentRows } from '../utils/assessment';
import { AssessmentSection } from './assessment-section';
import { EffectivenessChart } from './effectiveness-chart';

/** 12 months ending on the server's today, changeable in the URL; any span the range rules allow. */
const FILTERS: ReportFilterSpec<RangeFilters> = {
  fields: { from: dayField, to: dayField },
  defaults: (today) => defaultRange('partnerEffectiveness', today),
  rules: NO_RANGE_RULES,
};

const FILTER_FORM = rangeFilterForm<RangeFilters>(
  defineSchemaForm(schema, uiSchema, validators),
  'partner-effectiveness-filter',
);

/**
 * Partner Effectiveness: per community organization, the job links sent in the period and the views and
 * applicant clicks they produced, as a chart and as the printable, exportable annual assessment table.
 */
export function PartnerEffectivenessPage() {
  const { t } = useTranslation('partner-effectiveness');
  const formatters = useFormatters();
  const { company } = useSession();
  const companyId = company?.id;
  // Before the filters, which may wait for the server's clock: the token does not need the period.
  usePrefetchOutreachToken(companyId);
  const reportFilters = useReportFilters(FILTERS);
  const { filters } = reportFilters;
  const period = useMemo(() => gatewayPeriod({ from: filters.from, to: filters.to }), [filters.from, filters.to]);
  const token = useOutreachToken(companyId);
  const query = useDeferredQueryArrival(usePartnerEffectiveness({ companyId, jwt: token.jwt, period }));
  const rows = useMemo(() => (query.data ? assessmentRows(query.data) : undefined), [query.data]);

  const shown = formatters.dateRange(filters);
  const flagged = rows?.filter((row) => row.result !== 'effective').length ?? 0;
  const periodText = <Text color="fg.muted">{t('period', shown)}</Text>;
  const tokenNotice = (
    <OutreachTokenNotice token={token} notAuthorized={t('notAuthorized')} failed={t('failedToLoad')} />
  );

  if (token.missing) return <PageFrame intro={periodText}>{tokenNotice}</PageFrame>;

  return (
    <ReportScreen
      report={reportFilters}
      filterForm={FILTER_FORM}
      calls={[query]}
      errorMessage={t(sectionError(query.error) === 'unauthenticated' ? 'unauthenticated' : 'error')}
      intro={
        <>
          {periodText}
          <Text>{t('intro')}</Text>
        </>
      }
    >
      {token.isError ? (
        tokenNotice
      ) : !rows ? (
        <Skeleton height="24rem" role="status" aria-label={t('loading')} />
      ) : rows.length === 0 ? (
        <Text role="status" py="8" textAlign="center" color="fg.muted" borderWidth="1px" rounded="md">
          {t('empty', shown)}
        </Text>
      ) : (
        <>
          <Text role="status" data-testid="flagged-count">
            {t('flaggedCount', { count: flagged, total: rows.length })}
          </Text>
          <Stack as="section" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
            <EffectivenessChart rows={rows} />
          </Stack>
          <AssessmentSection
            rows={rows}
            companyName={company?.name}
            period={{
              ...shown,
              fileFrom: fileNameDate(filters.from),
              fileTo: fileNameDate(filters.to),
            }}
          />
        </>
      )}
    </ReportScreen>
  );
}
