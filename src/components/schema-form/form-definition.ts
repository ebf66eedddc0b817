import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import type { SchemaFormContext } from './form-context';

/** A form as data: its JSON Schema, its UI schema and the validators precompiled from that schema. */
export interface SchemaFormDefinition<T> {
  schema: RJSFSchema;
  uiSchema: UiSchema<T, RJSFSchema, SchemaFormContext>;
  validator: ValidatorType<T, RJSFSchema, SchemaFormContext>;
}

function hasCompileMarkers(node: unknown): boolean {
  if (typeof node !== 'object' || node === null) return false;
  if (!Array.isArray(node) && ('x-contract' in node || 'x-form-only' in node)) return true;
  return Object.values(node).some(hasCompileMarkers);
}

/**
 * Binds a form's compiled schema, UI schema and precompiled validators; call once at module level.
 * The validator never compiles code at runtime (CSP without unsafe-eval).
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
