import type { DateRangeText } from '@/lib/dates';
import type { SchemaFormDefinition } from '../schema-form/form-definition';
import type { SchemaFormProps } from '../schema-form/schema-form';
import type { RangeFilters } from './use-report-filters';

/** A report's filter form as the screen declares it, once, as a module constant: the schema of `schemas/<name>.*` and its converters. */
export interface ReportFilterDeclaration<Filters, FormData extends object> {
  /** The filter form's schema, UI schema and validators (`defineSchemaForm` over `schemas/<name>.*`). */
  definition: SchemaFormDefinition<FormData>;
  id: string;
  toFormData: (filters: Filters) => FormData;
  /** The filters a valid form asks for; `current` supplies what the form does not hold (a chart choice). */
  fromFormData: (data: FormData, current: Filters) => Filters;
  /** Option lists of the form's selects (`"ui:options": { "list": "<name>" }`); a module constant. */
  lists?: SchemaFormProps<FormData>['lists'];
}

/** What every filter form holds for the report's range: the `dateRange` field named `range`. */
export interface RangeFormData {
  range?: DateRangeText;
}

/** The filters' range as the form's `range` field shows it. */
export function rangeToFormData({ from, to }: RangeFilters): Required<RangeFormData> {
  return { range: { from, to } };
}

/** The range of a submitted form; the form submits only once both sides are days, so '' never goes out. */
export function rangeFromFormData(data: RangeFormData): RangeFilters {
  return { from: data.range?.from ?? '', to: data.range?.to ?? '' };
}

/** A filter form of the range alone: the screen's other filters (a chart's measure) stay as they are. */
export function rangeFilterForm<Filters extends RangeFilters>(
  definition: SchemaFormDefinition<RangeFormData>,
  id: string,
): ReportFilterDeclaration<Filters, RangeFormData> {
  return {
    definition,
    id,
    toFormData: rangeToFormData,
    fromFormData: (data, current) => ({ ...current, ...rangeFromFormData(data) }),
  };
}
