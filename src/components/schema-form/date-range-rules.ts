import type { FormValidation, UiSchema } from '@rjsf/utils';
import {
  dateRangeErrors,
  JOB_PERFORMANCE_RULES,
  LIMITED_RANGE_RULES,
  NO_RANGE_RULES,
  type DateRangeRules,
  type DateRangeText,
} from '@/lib/dates';

/** Named rule sets a UI schema can pick with `"ui:options": { "rules": "<name>" }` on a dateRange field. */
export const DATE_RANGE_RULES: Record<string, DateRangeRules> = {
  none: NO_RANGE_RULES,
  limited: LIMITED_RANGE_RULES,
  jobPerformance: JOB_PERFORMANCE_RULES,
};

export function rulesOf(options: Record<string, unknown> | undefined): DateRangeRules {
  const name = typeof options?.['rules'] === 'string' ? options['rules'] : 'none';
  return DATE_RANGE_RULES[name] ?? NO_RANGE_RULES;
}

interface ErrorNode {
  __errors: string[];
  addError: (message: string) => void;
  [key: string]: unknown;
}

/** rjsf builds error nodes only for keys present in formData; a range never typed into has none yet. */
function childNode(parent: Record<string, unknown>, key: string): ErrorNode {
  const existing = parent[key] as ErrorNode | undefined;
  if (existing?.addError) return existing;
  const node: ErrorNode = {
    __errors: [],
    addError(message: string) {
      this.__errors.push(message);
    },
  };
  parent[key] = node;
  return node;
}

/** Adds src/lib/dates.ts's errors for every top-level property rendered with `"ui:field": "dateRange"`. */
export function addDateRangeErrors<T>(
  formData: T | undefined,
  errors: FormValidation<T>,
  uiSchema: UiSchema | undefined,
  today: Date,
): FormValidation<T> {
  if (!uiSchema) return errors;
  const data = (formData ?? {}) as Record<string, DateRangeText | undefined>;
  for (const [name, fieldUi] of Object.entries(uiSchema)) {
    if (name.startsWith('ui:') || typeof fieldUi !== 'object' || fieldUi === null) continue;
    const field = fieldUi as UiSchema;
    if (field['ui:field'] !== 'dateRange') continue;
    const found = dateRangeErrors(data[name] ?? {}, rulesOf(field['ui:options'] as Record<string, unknown>), today);
    const node = childNode(errors, name);
    for (const key of found.from) childNode(node, 'from').addError(key);
    for (const key of found.to) childNode(node, 'to').addError(key);
  }
  return errors;
}
