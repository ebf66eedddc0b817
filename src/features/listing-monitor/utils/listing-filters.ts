import schema from '@schemas/compiled/listing-monitor-filter.schema.json';
import type { RangeFilters, ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import { lateAfterDaysRule } from '@/lib/compliance/listing-exceptions';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { startOfDay } from 'date-fns/startOfDay';
import { subDays } from 'date-fns/subDays';
import { subYears } from 'date-fns/subYears';
import { formatUsDate, LIMITED_RANGE_RULES, toIsoDate, type DateRangeText } from '@/lib/dates';
import { usDateField, type UrlField } from '@/lib/use-url-state';

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

/** A local calendar day as YYYY-MM-DD (dates.ts keeps its own private: it is part of the first load). */
export function isoDay(day: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/**
 * The last 12 months up to today, within the ESDS report's limit (LIMITED_RANGE_RULES): a year over a
 * 29 February is 366 days, so it starts a day later. Here rather than in dates.ts' defaultRange, which is
 * part of the portal's first load.
 */
export function lastTwelveMonths(today: Date): { from: string; to: string } {
  const end = startOfDay(today);
  const yearBack = subYears(end, 1);
  const { maxDays } = LIMITED_RANGE_RULES;
  const over = maxDays !== undefined && differenceInCalendarDays(end, yearBack) > maxDays;
  const from = over ? subDays(end, maxDays) : yearBack;
  return { from: formatUsDate(from), to: formatUsDate(end) };
}

/**
 * The last 12 months (at most the ESDS report's 365 days) and the threshold in force today
 * (src/config/compliance/listing-rules.json). The threshold stays in the URL whatever it is, so a link
 * keeps meaning what it meant when the rule changes.
 */
export const LISTING_FILTERS: ReportFilterSpec<ListingFilters> = {
  fields: { from: usDateField, to: usDateField, lateAfterDays: daysField },
  defaults: (today) => ({
    ...lastTwelveMonths(today),
    lateAfterDays: lateAfterDaysRule(isoDay(today)).value,
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

/** The report's range as the API takes it, or null while it is not two dates. */
export function listingRange(filters: ListingFilters): { startDate: string; endDate: string } | null {
  const startDate = toIsoDate(filters.from);
  const endDate = toIsoDate(filters.to);
  return startDate === null || endDate === null ? null : { startDate, endDate };
}
