import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '@schemas/compiled/report-card-filter.validators';
import schema from '@schemas/compiled/report-card-filter.schema.json';
import uiSchema from '@schemas/report-card-filter.ui.json';
import { DataTable, REPORT_PAGING, type ColumnDef } from '@/components/data-table/data-table';
import { ReportFilterForm } from '@/components/report-kit/report-filter-form';
import { ReportLoadError } from '@/components/report-kit/report-load-error';
import { ResultCount } from '@/components/report-kit/result-count';
import { useReportFilters, type ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { DocumentType, type ReportCard } from '@/generated/model';
import { defaultRange, NO_RANGE_RULES, type DateRangeText } from '@/lib/dates';
import { useFormatters } from '@/lib/format';
import { dayField } from '@/lib/use-url-state';
import { useReportCards } from '../api/use-documents';
import { DocumentLink } from './document-link';
import { useOpenDocument } from './use-open-document';

interface Filters {
  from: string;
  to: string;
}

const FILTERS: ReportFilterSpec<Filters> = {
  fields: { from: dayField, to: dayField },
  defaults: (today) => defaultRange('documents', today),
  rules: NO_RANGE_RULES,
};

interface FilterData {
  range?: DateRangeText;
}

const filterForm = defineSchemaForm<FilterData>(schema, uiSchema, validators);
const toFormData = (filters: Filters): FilterData => ({ range: { ...filters } });
const fromFormData = (data: FilterData): Filters => ({ from: data.range?.from ?? '', to: data.range?.to ?? '' });
const NEWEST_FIRST = [{ id: 'date', desc: true }];

/** Report Card (spec section 2): create-date range, Title and Document Date newest first; a title opens the card. */
export function ReportCardsTab() {
  const { t } = useTranslation('document-center');
  const formatters = useFormatters();
  const { today, filters, search } = useReportFilters(FILTERS);
  const cards = useReportCards(filters);
  const open = useOpenDocument(DocumentType.ReportCard);

  const columns = useMemo<ColumnDef<ReportCard, unknown>[]>(
    () => [
      {
        accessorKey: 'title',
        header: t('reportCards.title'),
        cell: ({ row }) => (
          <DocumentLink
            label={t('reportCards.open', { title: row.original.title })}
            onOpen={() => open(row.original.mailingKey)}
          >
            {row.original.title}
          </DocumentLink>
        ),
      },
      {
        accessorKey: 'date',
        header: t('reportCards.date'),
        sortDescFirst: true,
        cell: (cell) => formatters.date(cell.getValue<string>()),
      },
    ],
    [formatters, open, t],
  );
  const rows = cards.data ?? [];
  const n = cards.data?.length;

  return (
    <Stack gap="4">
      <ReportFilterForm
        definition={filterForm}
        id="report-card-filter"
        value={filters}
        toFormData={toFormData}
        fromFormData={fromFormData}
        today={today}
        onSearch={(next) => search(next, () => void cards.refetch())}
        searching={cards.isFetching}
      />
      {cards.isError ? (
        <ReportLoadError queries={[cards]} message={t('errors.documents')} />
      ) : (
        <>
          <ResultCount
            testId="documents-found"
            text={
              n === undefined || cards.isFetching ? null : t('reportCards.found', { count: n, n: formatters.number(n) })
            }
          />
          <DataTable
            caption={t('reportCards.caption')}
            captionHidden
            columns={columns}
            data={rows}
            getRowId={(row) => row.mailingKey}
            initialSorting={NEWEST_FIRST}
            pagination={REPORT_PAGING}
            loading={cards.isPending}
            emptyMessage={t('reportCards.empty', {
              from: formatters.date(filters.from),
              to: formatters.date(filters.to),
            })}
          />
        </>
      )}
    </Stack>
  );
}
