import validators from '@schemas/compiled/report-card-filter.validators';
import schema from '@schemas/compiled/report-card-filter.schema.json';
import uiSchema from '@schemas/report-card-filter.ui.json';
import { rangeFilterForm } from '@/components/report-kit/filter-form';
import { useReportFilters, type RangeFilters, type ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { DocumentType, type ReportCard } from '@/generated/model';
import { defaultRange, NO_RANGE_RULES } from '@/lib/dates';
import { dayField } from '@/lib/use-url-state';
import { useReportCards } from '../api/use-documents';
import { DocumentSearch, type DocumentList } from './document-search';

const FILTERS: ReportFilterSpec<RangeFilters> = {
  fields: { from: dayField, to: dayField },
  defaults: (today) => defaultRange('documents', today),
  rules: NO_RANGE_RULES,
};

const FILTER_FORM = rangeFilterForm<RangeFilters>(defineSchemaForm(schema, uiSchema, validators), 'report-card-filter');

const REPORT_CARDS: DocumentList<ReportCard> = {
  section: 'reportCards',
  error: 'errors.documents',
  countTestId: 'documents-found',
  type: DocumentType.ReportCard,
  id: (card) => card.mailingKey,
  columns: [
    { key: 'title', kind: 'open' },
    { key: 'date', kind: 'date' },
  ],
  newestFirst: 'date',
};

/** Report Card (spec section 2): create-date range, Title and Document Date newest first; a title opens the card. */
export function ReportCardsTab() {
  const report = useReportFilters(FILTERS);
  const cards = useReportCards(report.filters);
  return <DocumentSearch list={REPORT_CARDS} report={report} filterForm={FILTER_FORM} documents={cards} />;
}
