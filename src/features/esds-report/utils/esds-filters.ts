import schema from '@schemas/compiled/esds-filter.schema.json';
import { rangeParams } from '@/components/report-kit/range-params';
import type { RangeFilters, ReportFilterSpec } from '@/components/report-kit/use-report-filters';
import type { SelectOption } from '@/components/schema-form/form-context';
import {
  EsdsCrossPostStatusFilter,
  EsdsJobStatusFilter,
  type ExportEsdsReportCsvParams,
  type GetEsdsReportParams,
} from '@/generated/model';
import { defaultRange, LIMITED_RANGE_RULES, type DateRangeText } from '@/lib/dates';
import { dayField, type UrlField } from '@/lib/use-url-state';
import { isUsStateCode, US_STATE_CODES } from './state-codes';

/** The ESDS report's filters as the screen holds them (and the URL keeps them). */
export interface EsdsFilters extends RangeFilters {
  title: string;
  internalRef: string;
  status: EsdsJobStatusFilter;
  /** A two-letter state code, or '' for every state. */
  state: string;
  crossRefNumber: string;
  crossPostStatus: EsdsCrossPostStatusFilter;
}

/**
 * Text up to the form's maxLength (schemas/compiled/esds-filter.schema.json, which takes it from the
 * contract); a longer value in a hand-edited URL is dropped rather than sent to be refused.
 */
function limitedText(field: 'title' | 'internalRef' | 'crossRefNumber'): UrlField<string> {
  const max = schema.properties[field].maxLength;
  return { parse: (raw) => (raw.length <= max ? raw : undefined), format: (value) => value };
}

/**
 * One of a contract enum's values; its "All" is the default and stays out of the URL (as empty text
 * does), so the link of a plain search is just its dates.
 */
function enumField<Value extends number>(values: Record<string, Value>, all: Value): UrlField<Value> {
  const allowed = Object.values(values);
  return {
    parse: (raw) => allowed.find((value) => String(value) === raw),
    format: (value) => (value === all ? '' : String(value)),
  };
}

const stateField: UrlField<string> = {
  parse: (raw) => (isUsStateCode(raw) ? raw : undefined),
  format: (value) => value,
};

/** Spec sections 5 and 9: one month back to today, at most 365 days, every other filter at All / empty. */
export const ESDS_FILTERS: ReportFilterSpec<EsdsFilters> = {
  fields: {
    from: dayField,
    to: dayField,
    title: limitedText('title'),
    internalRef: limitedText('internalRef'),
    status: enumField(EsdsJobStatusFilter, EsdsJobStatusFilter.All),
    state: stateField,
    crossRefNumber: limitedText('crossRefNumber'),
    crossPostStatus: enumField(EsdsCrossPostStatusFilter, EsdsCrossPostStatusFilter.All),
  },
  defaults: (today) => ({
    ...defaultRange('esds', today),
    title: '',
    internalRef: '',
    status: EsdsJobStatusFilter.All,
    state: '',
    crossRefNumber: '',
    crossPostStatus: EsdsCrossPostStatusFilter.All,
  }),
  rules: LIMITED_RANGE_RULES,
};

/** What the filter form (schemas/esds-filter.*) holds; an unset select is "All". */
export interface EsdsFilterFormData {
  range?: DateRangeText;
  title?: string;
  internalRef?: string;
  status?: EsdsJobStatusFilter;
  state?: string;
  crossRefNumber?: string;
  crossPostStatus?: EsdsCrossPostStatusFilter;
}

const text = (value: string) => (value ? value : undefined);

export function toFormData(filters: EsdsFilters): EsdsFilterFormData {
  const data: EsdsFilterFormData = {
    range: { from: filters.from, to: filters.to },
    title: text(filters.title),
    internalRef: text(filters.internalRef),
    status: filters.status === EsdsJobStatusFilter.All ? undefined : filters.status,
    state: text(filters.state),
    crossRefNumber: text(filters.crossRefNumber),
    crossPostStatus: filters.crossPostStatus === EsdsCrossPostStatusFilter.All ? undefined : filters.crossPostStatus,
  };
  // rjsf keeps absent keys absent; undefined values would read as "touched" by nothing but are noise.
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

export function fromFormData(data: EsdsFilterFormData): EsdsFilters {
  return {
    from: data.range?.from ?? '',
    to: data.range?.to ?? '',
    title: data.title?.trim() ?? '',
    internalRef: data.internalRef?.trim() ?? '',
    status: data.status ?? EsdsJobStatusFilter.All,
    state: data.state ?? '',
    crossRefNumber: data.crossRefNumber?.trim() ?? '',
    crossPostStatus: data.crossPostStatus ?? EsdsCrossPostStatusFilter.All,
  };
}

/**
 * The report's query for the selected company, or null while the range is not two dates. Empty text is
 * not sent, and neither is any "All" (the contract's default for status, state and crosspost status).
 */
export function esdsQuery(filters: EsdsFilters, companyId: number): GetEsdsReportParams | null {
  const { params, ready } = rangeParams(companyId, filters);
  if (!ready) return null;
  const title = filters.title.trim();
  const internalRef = filters.internalRef.trim();
  const crossRefNumber = filters.crossRefNumber.trim();
  return {
    ...params,
    ...(title ? { title } : {}),
    ...(internalRef ? { internalRef } : {}),
    ...(filters.status !== EsdsJobStatusFilter.All ? { status: filters.status } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    ...(crossRefNumber ? { crossRefNumber } : {}),
    ...(filters.crossPostStatus !== EsdsCrossPostStatusFilter.All ? { crossPostStatus: filters.crossPostStatus } : {}),
  };
}

export type EsdsExportQuery = ExportEsdsReportCsvParams;

/**
 * The select options of the filter form, from the contract's enums (every value but All, which is the
 * select's empty choice) and the state list; labels are i18n keys of the esds-report namespace.
 */
function enumOptions(values: Record<string, number>, all: number, group: string): SelectOption[] {
  return Object.entries(values)
    .filter(([, value]) => value !== all)
    .map(([name, value]) => ({ value, label: `esds-report:${group}.${name}` }));
}

export const FILTER_LISTS: Record<string, readonly SelectOption[]> = {
  statuses: enumOptions(EsdsJobStatusFilter, EsdsJobStatusFilter.All, 'status'),
  crossPostStatuses: enumOptions(EsdsCrossPostStatusFilter, EsdsCrossPostStatusFilter.All, 'crossPostStatus'),
  states: US_STATE_CODES.map((code) => ({ value: code, label: `esds-report:states.${code}` })),
};
