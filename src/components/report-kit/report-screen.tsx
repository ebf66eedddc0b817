import type { ReactNode } from 'react';
import { PageFrame } from '../ui/page-frame';
import type { SchemaFormDefinition } from '../schema-form/form-definition';
import type { SchemaFormProps } from '../schema-form/schema-form';
import { ReportFilterForm } from './report-filter-form';
import { ReportLoadError, type ReportQuery } from './report-load-error';
import type { RangeFilters, ReportFilters } from './use-report-filters';

/** A report's filter form as the screen declares it: the schema of `schemas/<name>.*` and its converters. */
interface ReportFilterDeclaration<Filters, FormData extends object> {
  definition: SchemaFormDefinition<FormData>;
  id: string;
  toFormData: (filters: Filters) => FormData;
  fromFormData: (data: FormData, current: Filters) => Filters;
  /** Option lists of the form's selects; a module constant. */
  lists?: SchemaFormProps<FormData>['lists'];
}

interface ReportScreenProps<Filters extends RangeFilters, FormData extends object> {
  /** The filters in force and the search (`useReportFilters`). */
  report: Pick<ReportFilters<Filters>, 'today' | 'filters' | 'search'>;
  filterForm: ReportFilterDeclaration<Filters, FormData>;
  /** The screen's calls: Search asks them again, and a failure of any shows `errorMessage` with Retry. */
  calls: readonly ReportQuery[];
  errorMessage: string;
  /** Beside the heading: the screen's export. */
  exports?: ReactNode;
  /** Under the heading: the screen's lead text. */
  intro?: ReactNode;
  /** What the calls answered: summary, chart, table. */
  children: ReactNode;
}

/**
 * THE skeleton of a report screen (docs/decisions/0086-screen-frame-layer.md): the page frame with the
 * export beside its heading, the filter form with Search, then the catalogue error with Retry when a call
 * failed, else the results. A screen declares its filters, calls, export and results; this renders them.
 */
export function ReportScreen<Filters extends RangeFilters, FormData extends object>({
  report,
  filterForm,
  calls,
  errorMessage,
  exports,
  intro,
  children,
}: ReportScreenProps<Filters, FormData>) {
  const refetch = () => calls.forEach((call) => void call.refetch());
  return (
    <PageFrame gap="6" actions={exports} intro={intro}>
      <ReportFilterForm
        {...filterForm}
        value={report.filters}
        today={report.today}
        onSearch={(next) => report.search(next, refetch)}
        searching={calls.some((call) => call.isFetching)}
      />
      {calls.some((call) => call.isError) ? <ReportLoadError queries={calls} message={errorMessage} /> : children}
    </PageFrame>
  );
}
