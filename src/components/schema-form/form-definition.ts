import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { SchemaFormContext } from './form-context';

/** A form as data: its JSON Schema, its UI schema and the validators precompiled from that schema. */
export interface SchemaFormDefinition<T> {
  schema: RJSFSchema;
  uiSchema: UiSchema<T, RJSFSchema, SchemaFormContext>;
  validator: ValidatorType<T, RJSFSchema, SchemaFormContext>;
}

/** Whether a schema still holds the compile step's markers (`x-contract`, `x-form-only`) anywhere. */
function hasCompileMarkers(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (!Array.isArray(node) && ('x-contract' in node || 'x-form-only' in node)) return true;
  return Object.values(node).some(hasCompileMarkers);
}

/**
 * Binds `schemas/compiled/<name>.schema.json` (the form schema with the contract's limits filled in),
 * `schemas/<name>.ui.json` and `schemas/compiled/<name>.validators.js` together. Call it once at module
 * level; the validator never compiles code at runtime (CSP without unsafe-eval).
 */
export function defineSchemaForm<T>(
  schema: object,
  uiSchema: object,
  validators: ValidatorFunctions,
): SchemaFormDefinition<T> {
  if (hasCompileMarkers(schema)) {
    // The written schema lacks the limits the compile step takes from the contract (docs/forms.md).
    throw new Error(
      'defineSchemaForm takes schemas/compiled/<name>.schema.json, not the written schemas/<name>.schema.json.',
    );
  }
  const rootSchema = schema as RJSFSchema;
  return {
    schema: rootSchema,
    uiSchema: uiSchema as UiSchema<T, RJSFSchema, SchemaFormContext>,
    validator: createPrecompiledValidator<T, RJSFSchema, SchemaFormContext>(validators, rootSchema),
  };
}
