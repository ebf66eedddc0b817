import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { SchemaFormContext } from './form-context';

/** A form as data: its JSON Schema, its UI schema and the validators precompiled from that schema. */
export interface SchemaFormDefinition<T> {
  schema: RJSFSchema;
  uiSchema: UiSchema<T, RJSFSchema, SchemaFormContext>;
  validator: ValidatorType<T, RJSFSchema, SchemaFormContext>;
}

/**
 * Binds `schemas/<name>.schema.json`, `.ui.json` and `schemas/compiled/<name>.validators.js` together.
 * Call it once at module level; the validator never compiles code at runtime (CSP without unsafe-eval).
 */
export function defineSchemaForm<T>(
  schema: object,
  uiSchema: object,
  validators: ValidatorFunctions,
): SchemaFormDefinition<T> {
  const rootSchema = schema as RJSFSchema;
  return {
    schema: rootSchema,
    uiSchema: uiSchema as UiSchema<T, RJSFSchema, SchemaFormContext>,
    validator: createPrecompiledValidator<T, RJSFSchema, SchemaFormContext>(validators, rootSchema),
  };
}
