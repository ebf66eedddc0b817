import { describe, expect, it } from 'vitest';
import { maxRequestBodyBytes } from '../../mocks/lib/contract';
import { contractDocument, deref } from '../../mocks/lib/contract-document';

/**
 * The limits of the contract hold together (docs/contract.md, "Limits"): an integer enum's minimum and
 * maximum, which the OWASP ruleset asks for, are the enum's extremes, and the body size limit leaves room
 * for every request body the schemas describe, each field at its longest.
 */
type Schema = Record<string, unknown>;

const contract = contractDocument<{
  paths: Record<string, Record<string, { operationId?: string; requestBody?: Schema }>>;
}>();

/** The properties of an object schema, through allOf. */
function propertiesOf(schema: Schema): Map<string, Schema> {
  const properties = new Map(Object.entries((schema['properties'] ?? {}) as Record<string, Schema>));
  for (const part of (schema['allOf'] ?? []) as Schema[]) {
    for (const [name, property] of propertiesOf(deref(contract, part))) properties.set(name, property);
  }
  return properties;
}

/**
 * The most bytes a value of the schema takes as JSON, every field present and at its limit. A character
 * counts 6 bytes (`\u0000`, the longest escape; no UTF-8 character is longer). Throws on an unbounded part.
 */
function worstBytes(raw: Schema, where: string): number {
  const schema = deref(contract, raw);
  const alternatives = [...((schema['oneOf'] ?? []) as Schema[]), ...((schema['anyOf'] ?? []) as Schema[])];
  if (alternatives.length > 0) return Math.max(...alternatives.map((part) => worstBytes(part, where)));
  if (Array.isArray(schema['enum'])) return Math.max(...schema['enum'].map((value) => JSON.stringify(value).length));
  const types = ([] as unknown[]).concat(schema['type'] ?? (schema['allOf'] ? 'object' : []));
  return Math.max(
    ...types.map((type) => {
      switch (type) {
        case 'null':
          return 4;
        case 'boolean':
          return 5;
        case 'integer': {
          const { minimum, maximum } = schema as { minimum?: number; maximum?: number };
          if (minimum === undefined || maximum === undefined) throw new Error(`${where}: an unbounded integer`);
          return Math.max(String(minimum).length, String(maximum).length);
        }
        case 'number':
          return 24; // -1.2345678901234567e-308
        case 'string': {
          const maxLength = schema['maxLength'];
          if (typeof maxLength !== 'number') throw new Error(`${where}: a string without maxLength`);
          return 2 + 6 * maxLength;
        }
        case 'array': {
          const maxItems = schema['maxItems'];
          if (typeof maxItems !== 'number') throw new Error(`${where}: an array without maxItems`);
          return 2 + maxItems * (worstBytes(schema['items'] as Schema, `${where}[]`) + 1);
        }
        case 'object':
          return [...propertiesOf(schema)].reduce(
            (total, [name, property]) =>
              total + JSON.stringify(name).length + 2 + worstBytes(property, `${where}.${name}`),
            2,
          );
        default:
          throw new Error(`${where}: type ${String(type)}`);
      }
    }),
  );
}

const bodies = Object.values(contract.paths).flatMap((item) =>
  Object.values(item).flatMap((operation) => {
    const schema = (operation.requestBody?.['content'] as Record<string, { schema: Schema }> | undefined)?.[
      'application/json'
    ]?.schema;
    return schema && operation.operationId ? [[operation.operationId, schema] as const] : [];
  }),
);

describe('the contract limits', () => {
  it('leave room in the body size limit for every request body at its longest', () => {
    expect(bodies.length).toBeGreaterThanOrEqual(15);
    const limit = maxRequestBodyBytes();
    const sizes = Object.fromEntries(
      bodies.map(([operationId, schema]) => [operationId, worstBytes(schema, operationId)]),
    );
    for (const [operationId, size] of Object.entries(sizes)) expect(size, operationId).toBeLessThanOrEqual(limit);
  });

  it('give every integer enum its extremes as minimum and maximum, and every integer a format', () => {
    const integers: [string, Schema][] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) node.forEach((child, index) => walk(child, `${where}/${index}`));
      else if (node && typeof node === 'object') {
        const schema = node as Schema;
        const type = schema['type'];
        if (type === 'integer' || (Array.isArray(type) && type.includes('integer'))) integers.push([where, schema]);
        for (const [key, child] of Object.entries(schema)) walk(child, `${where}/${key}`);
      }
    };
    walk(contract, '#');
    expect(integers.length).toBeGreaterThan(40);
    for (const [where, schema] of integers) {
      expect(schema['format'], where).toMatch(/^int(32|64)$/);
      const values = schema['enum'];
      if (!Array.isArray(values)) continue;
      expect(schema['minimum'], where).toBe(Math.min(...(values as number[])));
      expect(schema['maximum'], where).toBe(Math.max(...(values as number[])));
    }
  });
});
