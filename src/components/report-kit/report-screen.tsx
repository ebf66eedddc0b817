import type { ReactNode } from 'react';
import { PageFrame } from '../ui/page-frame';
import type { ReportFilterDeclaration } from './filter-form';
import { ReportFilterForm } from './report-filter-form';
import { ReportLoadError, type ReportQuery } from './report-load-error';
import type { RangeFilters, ReportFilters } from './use-report-filters';

interface ReportSearchProps<Filters extends RangeFilters, FormData extends object> {
  /** The filters in force and the search (`useReportFilters`). */
  report: Pick<ReportFilters<Filters>, 'today' | 'filters' | 'search'>;
  filterForm: ReportFilterDeclaration<Filters, FormData>;
  /** The screen's calls: Search asks them again, and a failure of any shows `errorMessage` with Retry. */
  calls: readonly ReportQuery[];
  errorMessage: string;
  /** What the calls answered: summary, chart, table. */
  children: ReactNode;
}

/**
 * THE search of a report: the filter form with Search (a search for the same filters asks every call
 * again), then the catalogue error with Retry when a call failed, else the results. A report screen gets
 * it inside its page frame (`ReportScreen`); a report that is one tab of a screen renders it in the tab.
 */
export function ReportSearch<Filters extends RangeFilters, FormData extends object>({
  report,
  filterForm,
  calls,
  errorMessage,
  children,
}: ReportSearchProps<Filters, FormData>) {
  const refetch = () => calls.forEach((call) => void call.refetch());
  return (
    <>
      <ReportFilterForm
        {...filterForm}
        value={report.filters}
        today={report.today}
        onSearch={(next) => report.search(next, refetch)}
        searching={calls.some((call) => call.isFetching)}
      />
      {calls.some((call) => call.isError) ? <ReportLoadError queries={calls} message={errorMessage} /> : children}
    </>
  );
}

interface ReportScreenProps<Filters extends RangeFilters, FormData extends object> extends ReportSearchProps<
  Filters,
  FormData
> {
  /** Beside the heading: the screen's export. */
  exports?: ReactNode;
  /** Under the heading: the screen's lead text. */
  intro?: ReactNode;
}

/**
 * THE skeleton of a report screen (docs/decisions/0086-screen-frame-layer.md): the page frame with the
 * export beside its heading and the lead text under it, then the report's search (`ReportSearch`). A
 * screen declares its filters, calls, export and results; this renders them.
 */
export function ReportScreen<Filters extends RangeFilters, FormData extends object>({
  exports,
  intro,
  ...search
}: ReportScreenProps<Filters, FormData>) {
  return (
    <PageFrame gap="6" actions={exports} intro={intro}>
      <ReportSearch {...search} />
    </PageFrame>
  );
}
