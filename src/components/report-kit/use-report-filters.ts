import { useCallback, useMemo } from 'react';
import { isDateRangeValid, useToday, type DateRangeRules } from '@/lib/dates';
import { useUrlState, type UrlFields } from '@/lib/use-url-state';

/** A report's filters: at least a date range (yyyy-MM-dd days), plus whatever else the screen filters by. */
export interface RangeFilters {
  from: string;
  to: string;
}

/**
 * What a report screen declares about its filters, once, as a module constant: how each lives in the URL,
 * its defaults for a given today (spec section 9's default ranges, `defaultRange` of src/lib/dates.ts),
 * and the date-range rules of section 5 that a URL must meet (else every filter takes its default).
 */
export interface ReportFilterSpec<Filters extends RangeFilters> {
  fields: UrlFields<Filters>;
  defaults: (today: Date) => Filters;
  rules: DateRangeRules;
}

export interface ReportFilters<Filters extends RangeFilters> {
  /** The day the screen opened, by the server's clock: defaults and the rules' "today" stay put while it is open. */
  today: Date;
  /** The filters in force (from the URL). */
  filters: Filters;
  /** Writes filters to the URL (one history entry unless `replace`). */
  setFilters: (next: Filters, navigation?: { replace?: boolean }) => void;
  /** The user's search: new filters go to the URL (and load); the same filters ask again (`refetch`). */
  search: (next: Filters, refetch: () => void) => void;
}

/** A report's filters kept in the URL, checked against the screen's date-range rules. */
export function useReportFilters<Filters extends RangeFilters>(
  spec: ReportFilterSpec<Filters>,
): ReportFilters<Filters> {
  const today = useToday();
  const defaults = useMemo(() => spec.defaults(today), [spec, today]);
  const isValid = useCallback((filters: Filters) => isDateRangeValid(filters, spec.rules, today), [spec, today]);
  const [filters, setFilters] = useUrlState(spec.fields, defaults, { isValid });
  const search = useCallback(
    (next: Filters, refetch: () => void) => {
      const keys = Object.keys(spec.fields) as (keyof Filters)[];
      const same = keys.every((key) => spec.fields[key].format(next[key]) === spec.fields[key].format(filters[key]));
      if (same) refetch();
      else setFilters(next);
    },
    [filters, setFilters, spec],
  );
  return { today, filters, setFilters, search };
}
