import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { serverToday } from '@/lib/dates';
import { addDateRangeErrors } from './date-range-rules';
import { toMessageKeys } from './error-messages';
import type { SchemaFormContext } from './form-context';
import type { SchemaFormDefinition } from './form-definition';

/** Cross-field rules; add errors as i18n keys: `errors.field.addError('namespace:key')`. */
export type SchemaFormValidate<T> = CustomValidator<T, RJSFSchema, SchemaFormContext>;

export function combinedValidate<T>(
  definition: SchemaFormDefinition<T>,
  today: Date,
  customValidate?: SchemaFormValidate<T>,
): SchemaFormValidate<T> {
  return (formData, errors, uiSchema, errorSchema) => {
    const withRanges = addDateRangeErrors(formData, errors, definition.uiSchema, today);
    return customValidate ? customValidate(formData, withRanges, uiSchema, errorSchema) : withRanges;
  };
}

/** Whether `formData` passes the schema, the date-range rules and `customValidate` (for a disabled submit). */
export function isSchemaFormValid<T>(
  definition: SchemaFormDefinition<T>,
  formData: T,
  { customValidate, today = serverToday() }: { customValidate?: SchemaFormValidate<T>; today?: Date } = {},
): boolean {
  const { errors } = definition.validator.validateFormData(
    formData,
    definition.schema,
    combinedValidate(definition, today, customValidate),
    toMessageKeys,
    definition.uiSchema,
  );
  return errors.length === 0;
}
