import schema from '@schemas/compiled/listing-monitor-filter.schema.json';
import type { RangeFilters, ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { lastTwelveMonths, lateAfterDaysRule } from '@/lib/compliance/listing-exceptions';
import { calendarDay, LIMITED_RANGE_RULES, type DateRangeText } from '@/lib/dates';
import { dayField, type UrlField } from '@/lib/use-url-state';

/** The Listing Monitor's filters as the screen holds them (and the URL keeps them). */
export interface ListingFilters extends RangeFilters {
  /** A cross-post more than this many days after creation is late. */
  lateAfterDays: number;
}

const { minimum, maximum } = schema.properties.lateAfterDays;

/** Whole days within the form's bounds (schemas/listing-monitor-filter.schema.json); anything else is dropped. */
const daysField: UrlField<number> = {
  parse: (raw) => {
    const days = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    return Number.isInteger(days) && days >= minimum && days <= maximum ? days : undefined;
  },
  format: (value) => String(value),
};

/**
 * The last 12 months (at most the ESDS report's 365 days) and the threshold in force today
 * (src/config/compliance/listing-rules.json). The threshold stays in the URL whatever it is, so a link
 * keeps meaning what it meant when the rule changes.
 */
export const LISTING_FILTERS: ReportFilterSpec<ListingFilters> = {
  fields: { from: dayField, to: dayField, lateAfterDays: daysField },
  defaults: (today) => ({
    ...lastTwelveMonths(today),
    lateAfterDays: lateAfterDaysRule(calendarDay(today)).value,
  }),
  rules: LIMITED_RANGE_RULES,
};

/** What the filter form (schemas/listing-monitor-filter.*) holds. */
export interface ListingFilterFormData {
  range?: DateRangeText;
  lateAfterDays?: number;
}

export function toFormData(filters: ListingFilters): ListingFilterFormData {
  return { range: { from: filters.from, to: filters.to }, lateAfterDays: filters.lateAfterDays };
}

export function fromFormData(data: ListingFilterFormData, current: ListingFilters): ListingFilters {
  return {
    from: data.range?.from ?? '',
    to: data.range?.to ?? '',
    lateAfterDays: data.lateAfterDays ?? current.lateAfterDays,
  };
}
