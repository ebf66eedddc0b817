import { Box, Button, Skeleton, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '@schemas/compiled/applicant-demographics-filter.validators';
import schema from '@schemas/compiled/applicant-demographics-filter.schema.json';
import uiSchema from '@schemas/applicant-demographics-filter.ui.json';
import { chartToPngBlob } from '@/components/charts/chart-image';
import { reportErrorKind } from '@/components/report-kit/report-errors';
import { ReportScreen } from '@/components/report-kit/report-screen';
import { useReportFilters, type ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { notifyError } from '@/components/ui/toaster';
import { defaultRange, fileNameDate, NO_RANGE_RULES, type DateRangeText } from '@/lib/dates';
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

interface FilterData {
  range?: DateRangeText;
  jobTitle?: string;
  location?: string;
}

const filterForm = defineSchemaForm<FilterData>(schema, uiSchema, validators);

const toFormData = (filters: DemographicsFilters): FilterData => ({
  range: { from: filters.from, to: filters.to },
  ...(filters.jobTitle ? { jobTitle: filters.jobTitle } : {}),
  ...(filters.location ? { location: filters.location } : {}),
});
const fromFormData = (data: FilterData): DemographicsFilters => ({
  from: data.range?.from ?? '',
  to: data.range?.to ?? '',
  jobTitle: data.jobTitle?.trim() ?? '',
  location: data.location?.trim() ?? '',
});

/** The filter form the report screen renders. */
const FILTER_FORM = {
  definition: filterForm,
  id: 'applicant-demographics-filter',
  toFormData,
  fromFormData,
};

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
  const categories = useMemo(
    () => (data ? categoryShares(data.totalApplicantsByDiversityCategory, data.totalApplicants) : []),
    [data],
  );
  const genders = useMemo(() => (data ? genderShares(data.totalApplicantsByGender) : []), [data]);
  const shownRange = {
    from: formatters.date(filters.from),
    to: formatters.date(filters.to),
  };
  const empty = data !== undefined && data.totalApplicants === 0;

  const diversitySvg = useRef<SVGSVGElement>(null);
  const genderSvg = useRef<SVGSVGElement>(null);
  const exporting = useSingleFlight();
  const exportImages = () => {
    const charts = [diversitySvg.current, genderSvg.current];
    if (charts.some((svg) => svg === null)) return;
    void exporting.run(async () => {
      try {
        const names = { from: fileNameDate(filters.from), to: fileNameDate(filters.to) };
        const [diversity, gender] = await Promise.all(charts.map((svg) => chartToPngBlob(svg as SVGSVGElement)));
        saveFile(diversity as Blob, t('export.diversityFile', names), 'image/png');
        saveFile(gender as Blob, t('export.genderFile', names), 'image/png');
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
          {t('empty', shownRange)}
        </Text>
      ) : (
        <Box display="grid" gridTemplateColumns={{ base: '1fr', xl: '3fr 2fr' }} gap="8">
          <ShareChart
            kind="diversity"
            rows={categories}
            total={data?.totalApplicants ?? 0}
            loading={report.isPending}
            label={label}
            svgRef={diversitySvg}
          />
          <ShareChart
            kind="gender"
            rows={genders}
            total={data?.totalApplicants ?? 0}
            loading={report.isPending}
            label={label}
            svgRef={genderSvg}
          />
        </Box>
      )}
    </ReportScreen>
  );
}
