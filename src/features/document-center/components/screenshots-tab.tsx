import validators from '@schemas/compiled/screenshot-filter.validators';
import schema from '@schemas/compiled/screenshot-filter.schema.json';
import uiSchema from '@schemas/screenshot-filter.ui.json';
import {
  rangeFromFormData,
  rangeToFormData,
  type RangeFormData,
  type ReportFilterDeclaration,
} from '@/components/report-kit/filter-form';
import { useReportFilters, type ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { DocumentType, type Screenshot } from '@/generated/model';
import { defaultRange, NO_RANGE_RULES } from '@/lib/dates';
import { dayField, integerField, optionalField, textField } from '@/lib/use-url-state';
import { useJobScreenshots, type ScreenshotFilters } from '../api/use-documents';
import { JOB_ID_RANGE } from '../utils/job-id';
import { DocumentSearch, type DocumentList } from './document-search';

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

interface FilterData extends RangeFormData {
  jobId?: number;
  title?: string;
}

const FILTER_FORM: ReportFilterDeclaration<ScreenshotFilters, FilterData> = {
  definition: defineSchemaForm(schema, uiSchema, validators),
  id: 'screenshot-filter',
  toFormData: (filters) => ({
    ...(filters.jobId !== undefined ? { jobId: filters.jobId } : {}),
    ...(filters.title ? { title: filters.title } : {}),
    ...rangeToFormData(filters),
  }),
  fromFormData: (data) => ({ ...rangeFromFormData(data), jobId: data.jobId, title: data.title?.trim() ?? '' }),
};

const SCREENSHOTS: DocumentList<Screenshot> = {
  section: 'screenshots',
  error: 'errors.screenshots',
  countTestId: 'screenshots-found',
  type: DocumentType.Screenshot,
  id: (screenshot) => screenshot.screenshotId,
  columns: [
    { key: 'jobId', kind: 'open' },
    { key: 'jobTitle', header: 'title' },
    { key: 'dateCreated', kind: 'date' },
  ],
  newestFirst: 'dateCreated',
};

/** Job Screenshots (spec section 2): searchable by Job ID, Title and dates; a job id opens its screenshot. */
export function ScreenshotsTab() {
  const report = useReportFilters(FILTERS);
  const screenshots = useJobScreenshots(report.filters);
  return <DocumentSearch list={SCREENSHOTS} report={report} filterForm={FILTER_FORM} documents={screenshots} />;
}
