import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDocument, deref, refTarget } from './contract-document';

const document = {
  components: {
    parameters: {
      companyId: { name: 'companyId', in: 'query', schema: { $ref: '#/components/schemas/Id' } },
      alias: { $ref: '#/components/parameters/companyId' },
    },
    schemas: {
      Id: { type: 'integer', format: 'int32' },
      'a/b~c': { type: 'string' },
      Person: { type: 'object', properties: { friend: { $ref: '#/components/schemas/Person' } } },
      Loop: { $ref: '#/components/schemas/Back' },
      Back: { $ref: '#/components/schemas/Loop' },
      Self: { $ref: '#/components/schemas/Self' },
      Broken: { $ref: '#/components/schemas/Nowhere' },
    },
  },
};
const { parameters, schemas } = document.components;

describe('deref', () => {
  it('returns a node without $ref as it is, and follows a $ref through a chain to what it names', () => {
    expect(deref(document, schemas.Id)).toBe(schemas.Id);
    expect(deref(document, undefined)).toBeUndefined();
    expect(deref(document, { $ref: '#/components/schemas/Id' })).toBe(schemas.Id);
    expect(deref(document, parameters.alias)).toBe(parameters.companyId);
    expect(deref(document, deref<typeof parameters.companyId>(document, parameters.alias).schema)).toBe(schemas.Id);
  });

  it('reads JSON pointer escapes (~1 is /, ~0 is ~)', () => {
    expect(deref(document, { $ref: '#/components/schemas/a~1b~0c' })).toBe(schemas['a/b~c']);
  });

  it('throws naming the pointer when a $ref names nothing', () => {
    expect(() => deref(document, schemas.Broken)).toThrow('the contract has no #/components/schemas/Nowhere');
    expect(() => deref(document, { $ref: '#/components/schemas/constructor' })).toThrow(
      'the contract has no #/components/schemas/constructor',
    );
    expect(() => deref(document, { $ref: 'other.yaml#/components/schemas/Id' })).toThrow(
      'only local $refs (#/…) are followed, not other.yaml#/components/schemas/Id',
    );
  });

  it('throws naming the chain when $refs come back to themselves', () => {
    expect(() => deref(document, schemas.Loop)).toThrow(
      'circular $ref #/components/schemas/Back → #/components/schemas/Loop → #/components/schemas/Back',
    );
    expect(() => deref(document, schemas.Self)).toThrow(
      'circular $ref #/components/schemas/Self → #/components/schemas/Self',
    );
  });

  it('follows a recursive schema one step at a time', () => {
    const friend = deref<typeof schemas.Person>(document, schemas.Person.properties.friend);
    expect(friend).toBe(schemas.Person);
    expect(deref(document, friend.properties.friend)).toBe(schemas.Person);
  });
});

describe('refTarget', () => {
  it('takes # for the whole document and indexes arrays', () => {
    expect(refTarget(document, '#')).toBe(document);
    expect(refTarget({ list: ['a', 'b'] }, '#/list/1')).toBe('b');
  });
});

describe('contractDocument', () => {
  it('parses a file once and hands every reader the same frozen document', () => {
    const folder = mkdtempSync(join(tmpdir(), 'contract-document-'));
    try {
      const file = join(folder, 'contract.yaml');
      writeFileSync(file, 'paths:\n  /a:\n    get: { operationId: getA, parameters: [{ name: q }] }\n');
      const first = contractDocument<{ paths: Record<string, { get: { parameters: object[] } }> }>(file);

      expect(contractDocument(file)).toBe(first);
      expect(Object.isFrozen(first.paths['/a']?.get.parameters[0])).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('reads openapi/portal.yaml by default, its extensions as written', () => {
    const contract = contractDocument<{ 'x-every-operation': { parameters: object[] } }>();
    const [shared] = contract['x-every-operation'].parameters;
    expect(shared).toEqual({ $ref: '#/components/parameters/previewFeatures' });
    expect(deref(contract, shared)).toMatchObject({ name: 'previewFeatures', in: 'query' });
  });
});
