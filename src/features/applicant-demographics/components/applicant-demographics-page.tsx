import { Box, Button, Skeleton, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '@schemas/compiled/applicant-demographics-filter.validators';
import schema from '@schemas/compiled/applicant-demographics-filter.schema.json';
import uiSchema from '@schemas/applicant-demographics-filter.ui.json';
import { chartToPngBlob } from '@/components/charts/chart-image';
import {
  rangeFromFormData,
  rangeToFormData,
  type RangeFormData,
  type ReportFilterDeclaration,
} from '@/components/report-kit/filter-form';
import { reportErrorKind } from '@/components/report-kit/report-errors';
import { ReportScreen } from '@/components/report-kit/report-screen';
import { useReportFilters, type ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { notifyError } from '@/components/ui/toaster';
import { defaultRange, fileNameDate, NO_RANGE_RULES } from '@/lib/dates';
import { saveFile } from '@/lib/download';
import { useFormatters } from '@/lib/format';
import { useSingleFlight } from '@/lib/use-single-flight';
import { dayField, textField } from '@/lib/use-url-state';
import { useApplicantDemographics, type DemographicsFilters } from '../api/use-applicant-demographics';
import { categoryShares, genderShares } from '../utils/percentages';
import { ShareChart } from './share-chart';

const FILTERS: ReportFilterSpec<DemographicsFilters> = {
  fields: { from: dayField, to: dayField, jobTitle: textField, location: textField },
  defaults: (today) => ({ ...defaultRange('demographics', today), jobTitle: '', location: '' }),
  rules: NO_RANGE_RULES,
};

interface FilterData extends RangeFormData {
  jobTitle?: string;
  location?: string;
}

const FILTER_FORM: ReportFilterDeclaration<DemographicsFilters, FilterData> = {
  definition: defineSchemaForm(schema, uiSchema, validators),
  id: 'applicant-demographics-filter',
  toFormData: (filters) => ({
    ...rangeToFormData(filters),
    ...(filters.jobTitle ? { jobTitle: filters.jobTitle } : {}),
    ...(filters.location ? { location: filters.location } : {}),
  }),
  fromFormData: (data) => ({
    ...rangeFromFormData(data),
    jobTitle: data.jobTitle?.trim() ?? '',
    location: data.location?.trim() ?? '',
  }),
};

/** The two breakdowns, in the order they show and export. */
const CHARTS = ['diversity', 'gender'] as const;

/**
 * Applicant Demographics (spec sections 2, 7, 8): date, job title and location filters (kept in the URL),
 * the applicant total, the diversity-category bars and the gender doughnut, and an Export of both images.
 */
export function ApplicantDemographicsPage() {
  const { t } = useTranslation('applicant-demographics');
  const formatters = useFormatters();
  const reportFilters = useReportFilters(FILTERS);
  const { filters } = reportFilters;
  const report = useApplicantDemographics(filters);

  const label = useCallback((raw: string) => t(`labels.${raw}`, { defaultValue: raw }), [t]);
  const data = report.isSuccess ? report.data : undefined;
  const shares = useMemo(
    () => ({
      diversity: data ? categoryShares(data.totalApplicantsByDiversityCategory, data.totalApplicants) : [],
      gender: data ? genderShares(data.totalApplicantsByGender) : [],
    }),
    [data],
  );
  const empty = data !== undefined && data.totalApplicants === 0;

  const svgs = { diversity: useRef<SVGSVGElement>(null), gender: useRef<SVGSVGElement>(null) };
  const exporting = useSingleFlight();
  const exportImages = () => {
    const charts = CHARTS.map((kind) => svgs[kind].current);
    if (charts.some((svg) => svg === null)) return;
    void exporting.run(async () => {
      try {
        const names = { from: fileNameDate(filters.from), to: fileNameDate(filters.to) };
        const images = await Promise.all(charts.map((svg) => chartToPngBlob(svg as SVGSVGElement)));
        CHARTS.forEach((kind, index) => saveFile(images[index] as Blob, t(`export.${kind}File`, names), 'image/png'));
      } catch {
        // Drawn in the browser, not a call: no query or mutation whose meta could carry the message.
        notifyError(t('errors.failed'));
      }
    });
  };

  return (
    <ReportScreen
      report={reportFilters}
      filterForm={FILTER_FORM}
      calls={[report]}
      errorMessage={t(`errors.${reportErrorKind(report.error)}`)}
      exports={
        <Button
          variant="outline"
          onClick={exportImages}
          loading={exporting.pending}
          loadingText={t('export.working')}
          disabled={!data || empty}
        >
          {t('export.button')}
        </Button>
      }
    >
      <Box as="dl" borderWidth="1px" rounded="md" p="4" bg="bg.subtle" maxW="sm">
        <Text as="dt" textStyle="sm" color="fg.muted">
          {t('total')}
        </Text>
        <Text as="dd" textStyle="3xl" fontWeight="semibold" minH="10" data-testid="total-applicants">
          {data ? (
            formatters.number(data.totalApplicants)
          ) : (
            <Skeleton as="span" display="inline-block" height="8" width="24" />
          )}
        </Text>
      </Box>
      {empty ? (
        <Text role="status" py="8" textAlign="center" color="fg.muted" borderWidth="1px" rounded="md">
          {t('empty', formatters.dateRange(filters))}
        </Text>
      ) : (
        <Box display="grid" gridTemplateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="8">
          {CHARTS.map((kind) => (
            <ShareChart
              key={kind}
              kind={kind}
              rows={shares[kind]}
              total={data?.totalApplicants ?? 0}
              loading={report.isPending}
              label={label}
              svgRef={svgs[kind]}
            />
          ))}
        </Box>
      )}
    </ReportScreen>
  );
}
