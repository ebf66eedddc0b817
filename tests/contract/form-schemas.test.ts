import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import companyInfoValidators from '@schemas/compiled/company-info.validators.js';
import { COMPILED_DIR, compiledSchema, SCHEMAS_DIR, schemaNames } from '../../scripts/compile-schemas';
import {
  CONTRACT_MARKER,
  contractLimits,
  contractSchemaAt,
  FORM_ONLY_MARKER,
  LIMIT_KEYWORDS,
  loadContract,
  loadFormRules,
  resolveFormSchema,
  type JsonSchema,
} from '../../scripts/lib/form-contract';
import { defineSchemaForm } from '@/components/schema-form/form-definition';

/**
 * One source for limits and enums (docs/forms.md): the form schemas take them from openapi/portal.yaml.
 * These tests read the contract and the compiled form schemas the portal imports, and fail when a form's
 * limit or enum differs from the contract's.
 */
const contract = loadContract();
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as JsonSchema;
const written = (name: string) => read(join(SCHEMAS_DIR, `${name}.schema.json`));
const compiled = (name: string) => read(join(COMPILED_DIR, `${name}.schema.json`));

interface Field {
  path: string;
  written: JsonSchema;
  compiled: JsonSchema;
}

/** Every field of every form (nested properties and items too), as written and as compiled. */
function fieldsOf(name: string): Field[] {
  const fields: Field[] = [];
  const walk = (source: JsonSchema, built: JsonSchema, path: string) => {
    fields.push({ path, written: source, compiled: built });
    const properties = (source['properties'] ?? {}) as Record<string, JsonSchema>;
    const builtProperties = (built['properties'] ?? {}) as Record<string, JsonSchema>;
    for (const [key, child] of Object.entries(properties)) {
      walk(child, builtProperties[key] ?? {}, `${path}.${key}`);
    }
    if (source['items']) walk(source['items'] as JsonSchema, (built['items'] ?? {}) as JsonSchema, `${path}[]`);
  };
  walk(written(name), compiled(name), name);
  return fields;
}

const FORMS = schemaNames();
const FIELDS = FORMS.flatMap(fieldsOf);
const LINKED = FIELDS.filter((field) => typeof field.written[CONTRACT_MARKER] === 'string');

/** Whether a number is one the contract schema allows (its enum and bounds). */
function allowedByContract(value: unknown, schema: JsonSchema): boolean {
  const { enum: values, minimum, maximum } = schema as { enum?: unknown[]; minimum?: number; maximum?: number };
  if (values && !values.includes(value)) return false;
  if (typeof value !== 'number') return minimum === undefined && maximum === undefined;
  return (minimum === undefined || value >= minimum) && (maximum === undefined || value <= maximum);
}

describe('form schemas take their limits and enums from the contract', () => {
  it('link the fields the contract defines', () => {
    expect(LINKED.map((field) => `${field.path} → ${String(field.written[CONTRACT_MARKER])}`)).toEqual(
      expect.arrayContaining([
        'company-info.companySizeId → CompanyInfo.companySizeId',
        'add-user-details.userRole → NewUser.userRole',
        'user-edit.userRole → CompanyUserUpdate.userRole',
        'esds-filter.title → getEsdsReport?title',
      ]),
    );
    expect(LINKED.length).toBeGreaterThanOrEqual(25);
  });

  it.each(LINKED.map((field) => [field.path, field] as const))(
    '%s has exactly the limits and enum of its contract schema',
    (_, field) => {
      const schema = contractSchemaAt(contract, String(field.written[CONTRACT_MARKER]));
      for (const keyword of LIMIT_KEYWORDS) {
        if (!(keyword in schema)) continue;
        if (Array.isArray(schema['enum']) && (keyword === 'minimum' || keyword === 'maximum')) {
          // Stated for the linter (OWASP integer-limit): the enum's extremes, which the form's enum enforces.
          const values = schema['enum'] as number[];
          expect(schema[keyword], keyword).toBe(keyword === 'minimum' ? Math.min(...values) : Math.max(...values));
          expect(field.compiled, `${keyword} beside the enum`).not.toHaveProperty(keyword);
          continue;
        }
        expect(field.compiled[keyword], keyword).toEqual(schema[keyword]);
      }
      const itemLimits = contractLimits(contract, schema)['items'] as JsonSchema | undefined;
      for (const [keyword, value] of Object.entries(itemLimits ?? {})) {
        expect((field.compiled['items'] as JsonSchema | undefined)?.[keyword], `items.${keyword}`).toEqual(value);
      }
      const types = typeof schema['type'] === 'string' ? [schema['type']] : (schema['type'] as string[] | undefined);
      if (types) expect(types).toContain(field.compiled['type']);
    },
  );

  it('restate no limit of the contract in the written form, and declare every other limit with its reason', () => {
    for (const field of FIELDS) {
      const formOnly = (field.written[FORM_ONLY_MARKER] ?? {}) as Record<string, unknown>;
      const ref = field.written[CONTRACT_MARKER];
      const fromContract = typeof ref === 'string' ? contractSchemaAt(contract, ref) : {};
      for (const keyword of LIMIT_KEYWORDS) {
        if (!(keyword in field.written)) continue;
        expect(fromContract, `${field.path} restates the contract's ${keyword}`).not.toHaveProperty(keyword);
        expect(formOnly[keyword], `${field.path}: ${keyword} without a reason in ${FORM_ONLY_MARKER}`).toEqual(
          expect.stringMatching(/\S/),
        );
      }
    }
  });

  it('keep form-only enums inside what the contract allows', () => {
    for (const field of LINKED.filter((candidate) => 'enum' in candidate.written)) {
      const schema = contractSchemaAt(contract, String(field.written[CONTRACT_MARKER]));
      for (const value of field.compiled['enum'] as unknown[]) {
        expect(allowedByContract(value, schema), `${field.path}: ${String(value)}`).toBe(true);
      }
    }
  });

  it('reach the portal compiled: defineSchemaForm refuses a written schema, which lacks the contract limits', () => {
    expect(() => defineSchemaForm(written('company-info'), {}, companyInfoValidators)).toThrow(/schemas\/compiled/);
    expect(() => defineSchemaForm(compiled('company-info'), {}, companyInfoValidators)).not.toThrow();
  });

  it.each(FORMS)('schemas/compiled/%s.schema.json is what the written schema and the contract compile to', (name) => {
    expect(compiled(name), 'run `npm run generate:validators`').toEqual(compiledSchema(name, contract));
  });
});

describe('the compile step', () => {
  const form = (field: JsonSchema) => ({ type: 'object', properties: { field } });

  it('follows a change of the contract into the form', () => {
    const changed = structuredClone(contract);
    changed.components.schemas['FirstName'] = { ...changed.components.schemas['FirstName'], maxLength: 41 };
    changed.components.schemas['NewUserRole'] = { ...changed.components.schemas['NewUserRole'], enum: [3] };
    const details = resolveFormSchema('add-user-details', written('add-user-details'), changed);
    const properties = details['properties'] as Record<string, JsonSchema>;
    expect(properties['firstName']?.['maxLength']).toBe(41);
    expect(properties['userRole']?.['enum']).toEqual([3]);
  });

  it('refuses a form that restates a contract limit', () => {
    expect(() =>
      resolveFormSchema('probe', form({ type: 'string', 'x-contract': 'FirstName', maxLength: 40 }), contract),
    ).toThrow(/schemas\/probe\.schema\.json\.properties\.field: restates maxLength/);
  });

  it('refuses a limit that is neither the contract’s nor declared form-only with a reason', () => {
    expect(() => resolveFormSchema('probe', form({ type: 'string', maxLength: 40 }), contract)).toThrow(
      /maxLength is neither taken from the contract/,
    );
    expect(() =>
      resolveFormSchema('probe', form({ type: 'string', maxLength: 40, 'x-form-only': { maxLength: ' ' } }), contract),
    ).toThrow(/needs a reason/);
    expect(
      resolveFormSchema(
        'probe',
        form({ type: 'string', maxLength: 40, 'x-form-only': { maxLength: 'why' } }),
        contract,
      ),
    ).toEqual(form({ type: 'string', maxLength: 40 }));
  });

  it('refuses a contract part that does not exist and a type the contract does not allow', () => {
    expect(() => resolveFormSchema('probe', form({ type: 'string', 'x-contract': 'NoSuchSchema' }), contract)).toThrow(
      /no schema NoSuchSchema/,
    );
    expect(() => resolveFormSchema('probe', form({ type: 'string', 'x-contract': 'NewUser.nope' }), contract)).toThrow(
      /no property nope/,
    );
    expect(() =>
      resolveFormSchema('probe', form({ type: 'string', 'x-contract': 'getEsdsReport?nope' }), contract),
    ).toThrow(/getEsdsReport has no parameter nope/);
    expect(() => resolveFormSchema('probe', form({ type: 'string', 'x-contract': 'UserRole' }), contract)).toThrow(
      /is a string, but the contract's UserRole is integer/,
    );
  });

  it('writes a shared form rule (schemas/form-rules.json) into every field that names it', () => {
    const rules = { email: { pattern: '^a$', 'x-form-only': { pattern: 'why' } } };
    const named = resolveFormSchema('probe', form({ type: 'string', 'x-form-rule': 'email' }), contract, rules);
    expect(named).toEqual(form({ type: 'string', pattern: '^a$' }));
    expect(() =>
      resolveFormSchema(
        'probe',
        form({ type: 'string', 'x-form-rule': 'email', pattern: '^b$', 'x-form-only': { pattern: 'mine' } }),
        contract,
        rules,
      ),
    ).toThrow(/restates pattern, which the form rule "email" gives/);
    expect(() => resolveFormSchema('probe', form({ type: 'string', 'x-form-rule': 'nope' }), contract, rules)).toThrow(
      /"nope" is not a rule of schemas\/form-rules\.json/,
    );
  });

  it('gives the Add User email step and the user edit form the one email rule', () => {
    const { email } = loadFormRules();
    for (const name of ['add-user-email', 'user-edit']) {
      expect(written(name)['properties']).toMatchObject({ email: { 'x-form-rule': 'email' } });
      expect((compiled(name)['properties'] as Record<string, JsonSchema>)['email']?.['pattern']).toBe(
        email?.['pattern'],
      );
    }
  });

  it('takes the limits of array items from the contract', () => {
    const tags = resolveFormSchema(
      'probe',
      form({ type: 'array', 'x-contract': 'getObservances?tags', items: { type: 'integer' } }),
      contract,
    );
    expect((tags['properties'] as Record<string, JsonSchema>)['field']).toEqual({
      type: 'array',
      maxItems: 100,
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
    });
  });
});
