import { Alert, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '@schemas/compiled/partner-effectiveness-filter.validators';
import schema from '@schemas/compiled/partner-effectiveness-filter.schema.json';
import uiSchema from '@schemas/partner-effectiveness-filter.ui.json';
import { ReportFilterForm } from '@/components/report-kit/report-filter-form';
import { useReportFilters, type RangeFilters, type ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { LoadError } from '@/components/ui/load-error';
import { PageFrame } from '@/components/ui/page-frame';
import { defaultRange, fileNameDate, NO_RANGE_RULES, type DateRangeText } from '@/lib/dates';
import { useFormatters } from '@/lib/format';
import { gatewayPeriod } from '@/lib/outreach-gateway';
import { useSession } from '@/lib/session/session-provider';
import { useDeferredQueryArrival } from '@/lib/use-deferred-arrival';
import { dayField } from '@/lib/use-url-state';
import { sectionFailure, useOutreachToken, usePrefetchOutreachToken } from '@/lib/use-outreach-gateway';
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

interface FilterData {
  range?: DateRangeText;
}

const filterForm = defineSchemaForm<FilterData>(schema, uiSchema, validators);
const toFormData = (filters: RangeFilters): FilterData => ({ range: { from: filters.from, to: filters.to } });
const fromFormData = (data: FilterData): RangeFilters => ({ from: data.range?.from ?? '', to: data.range?.to ?? '' });

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
  const { today, filters, search } = useReportFilters(FILTERS);
  const period = useMemo(() => gatewayPeriod({ from: filters.from, to: filters.to }), [filters.from, filters.to]);
  const token = useOutreachToken(companyId);
  const query = useDeferredQueryArrival(usePartnerEffectiveness({ companyId, jwt: token.jwt, period }));
  const rows = useMemo(() => (query.data ? assessmentRows(query.data) : undefined), [query.data]);
  const failure = sectionFailure(query);

  const shown = {
    from: formatters.date(filters.from),
    to: formatters.date(filters.to),
  };
  const flagged = rows?.filter((row) => row.result !== 'effective').length ?? 0;
  const periodText = <Text color="fg.muted">{t('period', shown)}</Text>;

  if (token.missing) {
    return (
      <PageFrame intro={periodText}>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Description>{t('notAuthorized')}</Alert.Description>
        </Alert.Root>
      </PageFrame>
    );
  }

  return (
    <PageFrame gap="6" intro={periodText}>
      <Text>{t('intro')}</Text>
      <ReportFilterForm
        definition={filterForm}
        id="partner-effectiveness-filter"
        value={filters}
        toFormData={toFormData}
        fromFormData={fromFormData}
        today={today}
        onSearch={(next) => search(next, () => void query.refetch())}
        searching={query.isFetching}
      />
      {token.isError ? (
        <LoadError message={t('failedToLoad')} onRetry={() => void token.refetch()} retrying={token.isFetching} />
      ) : failure ? (
        <LoadError
          message={t(failure.kind === 'unauthenticated' ? 'unauthenticated' : 'error')}
          onRetry={failure.retry}
          retrying={failure.retrying}
        />
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
    </PageFrame>
  );
}
