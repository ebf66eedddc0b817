import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONTRACT_PATH, contractDocument, deref as follow } from '../../mocks/lib/contract-document';

/**
 * One source for limits and enums (docs/forms.md, "Take a limit from the contract"): a field of a form
 * schema names the contract schema it edits with `"x-contract"`, and the compile step copies that schema's
 * limits and enums into the form. A limit a form needs and the contract lacks is written in the form and
 * named in `"x-form-only"` with the reason, or, when several forms share it, written once in
 * schemas/form-rules.json and named with `"x-form-rule"`. Anything else is refused, so a form never restates
 * the contract or another form.
 */
/** Names the contract schema a form field takes its limits from (see `contractSchemaAt`). */
export const CONTRACT_MARKER = 'x-contract';
/** Keyword → why the form needs a rule the contract does not have. */
export const FORM_ONLY_MARKER = 'x-form-only';
/**
 * Names a form-only rule of `schemas/form-rules.json` that several forms share (the email pattern): its
 * limits, each with its reason, are written once there and copied into every field that names it.
 */
export const FORM_RULE_MARKER = 'x-form-rule';
export const FORM_RULES_FILE = join(import.meta.dirname, '..', '..', 'schemas', 'form-rules.json');

/** Rule name → its limits and their `"x-form-only"` reasons. */
export type FormRules = Record<string, JsonSchema>;

export function loadFormRules(file = FORM_RULES_FILE): FormRules {
  return JSON.parse(readFileSync(file, 'utf8')) as FormRules;
}

/**
 * The keywords that limit a value: copied from the contract, or declared form-only. `format` is not among
 * them: the precompiled validators cannot check formats (docs/forms.md), so a form writes a `pattern`.
 * `type` stays the form's (a form may hold a string where the wire allows null); it must be one the
 * contract allows.
 */
export const LIMIT_KEYWORDS = [
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'uniqueItems',
] as const;

export type JsonSchema = Record<string, unknown>;

interface Operation {
  operationId?: string;
  parameters?: JsonSchema[];
}

export interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; parameters?: Record<string, JsonSchema> };
}

export function loadContract(file = CONTRACT_PATH): Contract {
  return contractDocument<Contract>(file);
}

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema or parameter a node is, or names with a local `$ref`. */
function deref(contract: Contract, node: unknown): JsonSchema {
  const target = follow(contract, node);
  if (!isObject(target)) throw new Error(`not a schema: ${JSON.stringify(target)}`);
  return target;
}

/** A property of an object schema, looked up through `$ref` and `allOf`. */
function propertyOf(contract: Contract, schema: JsonSchema, name: string): JsonSchema | undefined {
  const resolved = deref(contract, schema);
  const properties = resolved['properties'];
  if (isObject(properties) && name in properties) return deref(contract, properties[name]);
  const parts = Array.isArray(resolved['allOf']) ? resolved['allOf'] : [];
  for (const part of parts) {
    const found = propertyOf(contract, deref(contract, part), name);
    if (found) return found;
  }
  return undefined;
}

/**
 * The contract schema a marker names:
 * - `Schema` — a component schema (`#/components/schemas/Schema`);
 * - `Schema.property` (more dots for nested objects) — a property of one, through `$ref` and `allOf`;
 * - `operationId?name` — the schema of the operation's parameter `name` (usually a query parameter).
 */
export function contractSchemaAt(contract: Contract, ref: string): JsonSchema {
  const query = /^(\w+)\?(\w+)$/.exec(ref);
  if (query) {
    const [, operationId, name] = query;
    const operation = Object.values(contract.paths)
      .flatMap((item) => Object.values(item))
      .find((candidate) => isObject(candidate) && candidate.operationId === operationId);
    if (!operation) throw new Error(`the contract has no operation ${operationId}`);
    const parameter = (operation.parameters ?? [])
      .map((candidate) => deref(contract, candidate))
      .find((candidate) => candidate['name'] === name);
    if (!parameter) throw new Error(`${operationId} has no parameter ${name}`);
    return deref(contract, parameter['schema']);
  }
  const [schemaName = '', ...path] = ref.split('.');
  const schema = contract.components.schemas[schemaName];
  if (!schema) throw new Error(`the contract has no schema ${schemaName}`);
  return path.reduce(
    (at, name) => {
      const property = propertyOf(contract, at, name);
      if (!property) throw new Error(`the contract's ${ref} does not exist (no property ${name})`);
      return property;
    },
    deref(contract, schema),
  );
}

/** Limits an enum already implies: the contract states them for its linter, a form would only repeat the enum's error. */
const IMPLIED_BY_ENUM = new Set(['minimum', 'maximum']);

/** The limits of a contract schema, as a form field takes them; `items` holds those of its items. */
export function contractLimits(contract: Contract, schema: JsonSchema): JsonSchema {
  const limits: JsonSchema = {};
  for (const keyword of LIMIT_KEYWORDS) {
    if (keyword in schema && !('enum' in schema && IMPLIED_BY_ENUM.has(keyword))) limits[keyword] = schema[keyword];
  }
  if (isObject(schema['items'])) {
    const items = contractLimits(contract, deref(contract, schema['items']));
    if (Object.keys(items).length > 0) limits['items'] = items;
  }
  return limits;
}

/** The types a contract schema allows (`type: [string, 'null']` allows both); undefined when it says none. */
export function contractTypes(schema: JsonSchema): string[] | undefined {
  const type = schema['type'];
  return typeof type === 'string' ? [type] : Array.isArray(type) ? (type as string[]) : undefined;
}

class FormSchemaError extends Error {}

function fail(where: string, message: string): never {
  throw new FormSchemaError(`${where}: ${message}`);
}

/** The form-only rules of a node, each with its reason (validated). */
function formOnlyRules(node: JsonSchema, where: string): Map<string, string> {
  const declared = node[FORM_ONLY_MARKER];
  if (declared === undefined) return new Map();
  if (!isObject(declared)) fail(where, `"${FORM_ONLY_MARKER}" must map each keyword to the reason the form needs it`);
  const rules = new Map<string, string>();
  for (const [keyword, reason] of Object.entries(declared)) {
    if (!(LIMIT_KEYWORDS as readonly string[]).includes(keyword)) {
      fail(where, `"${FORM_ONLY_MARKER}" names ${keyword}, which is not a limit (${LIMIT_KEYWORDS.join(', ')})`);
    }
    if (typeof reason !== 'string' || reason.trim() === '') fail(where, `the form-only ${keyword} needs a reason`);
    if (!(keyword in node)) fail(where, `"${FORM_ONLY_MARKER}" names ${keyword}, which the field does not have`);
    rules.set(keyword, reason);
  }
  return rules;
}

/**
 * A node with the shared form rule it names written in: the rule's limits and their reasons, which the
 * node itself may not state again.
 */
function withFormRule(node: JsonSchema, rules: FormRules, where: string): JsonSchema {
  const name = node[FORM_RULE_MARKER];
  if (name === undefined) return node;
  if (typeof name !== 'string' || !Object.hasOwn(rules, name)) {
    fail(where, `"${FORM_RULE_MARKER}": ${JSON.stringify(name)} is not a rule of schemas/form-rules.json`);
  }
  const { [FORM_ONLY_MARKER]: reasons, ...limits } = rules[name] as JsonSchema;
  const { [FORM_RULE_MARKER]: _named, ...own } = node;
  for (const keyword of Object.keys(limits)) {
    if (keyword in own) fail(where, `restates ${keyword}, which the form rule "${name}" gives: remove it`);
  }
  const ownReasons = isObject(own[FORM_ONLY_MARKER]) ? own[FORM_ONLY_MARKER] : {};
  return { ...own, ...limits, [FORM_ONLY_MARKER]: { ...(isObject(reasons) ? reasons : {}), ...ownReasons } };
}

/**
 * One node of a form schema with its contract limits filled in. `taken` are limits the contract gives
 * this node (from the marker of the node itself or, for `items`, of its parent).
 */
function resolveNode(
  contract: Contract,
  rules: FormRules,
  written: JsonSchema,
  where: string,
  taken: JsonSchema = {},
): JsonSchema {
  const node = withFormRule(written, rules, where);
  const ref = node[CONTRACT_MARKER];
  let limits = taken;
  if (ref !== undefined) {
    if (typeof ref !== 'string') fail(where, `"${CONTRACT_MARKER}" must be a string`);
    if (Object.keys(taken).length > 0) fail(where, `takes its limits from its parent's "${CONTRACT_MARKER}" already`);
    let schema: JsonSchema;
    try {
      schema = contractSchemaAt(contract, ref);
    } catch (error) {
      fail(where, `"${CONTRACT_MARKER}": "${ref}": ${(error as Error).message}`);
    }
    const types = contractTypes(schema);
    const type = node['type'];
    if (types && typeof type === 'string' && !types.includes(type)) {
      fail(where, `is a ${type}, but the contract's ${ref} is ${types.join(' or ')}`);
    }
    limits = contractLimits(contract, schema);
  }

  const formOnly = formOnlyRules(node, where);
  const resolved: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === CONTRACT_MARKER || keyword === FORM_ONLY_MARKER) continue;
    if ((LIMIT_KEYWORDS as readonly string[]).includes(keyword)) {
      if (keyword in limits) {
        fail(where, `restates ${keyword}, which the contract gives (${JSON.stringify(limits[keyword])}): remove it`);
      }
      if (!formOnly.has(keyword)) {
        fail(
          where,
          `${keyword} is neither taken from the contract ("${CONTRACT_MARKER}") nor declared form-only ` +
            `("${FORM_ONLY_MARKER}": { "${keyword}": "why" })`,
        );
      }
    }
    resolved[keyword] = value;
  }
  for (const [keyword, value] of Object.entries(limits)) if (keyword !== 'items') resolved[keyword] = value;

  const properties = resolved['properties'];
  if (isObject(properties)) {
    resolved['properties'] = Object.fromEntries(
      Object.entries(properties).map(([name, child]) => {
        if (!isObject(child)) fail(`${where}.properties.${name}`, 'is not a schema');
        return [name, resolveNode(contract, rules, child, `${where}.properties.${name}`)];
      }),
    );
  }
  const itemLimits = isObject(limits['items']) ? limits['items'] : {};
  if (isObject(resolved['items']) || Object.keys(itemLimits).length > 0) {
    const items = isObject(resolved['items']) ? resolved['items'] : {};
    resolved['items'] = resolveNode(contract, rules, items, `${where}.items`, itemLimits);
  }
  return resolved;
}

/**
 * A form schema as the portal uses it: every `"x-contract"` field with the contract's limits and enums,
 * the markers removed. Throws (naming the file and field) when a form restates a contract limit, names
 * a contract part that does not exist, or has a limit that is neither the contract's nor declared
 * form-only with a reason.
 */
export function resolveFormSchema(
  name: string,
  schema: JsonSchema,
  contract: Contract,
  rules: FormRules = loadFormRules(),
): JsonSchema {
  return resolveNode(contract, rules, schema, `schemas/${name}.schema.json`);
}
