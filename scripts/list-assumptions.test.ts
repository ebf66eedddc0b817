import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT_PATH } from '../mocks/lib/contract-document';
import { assumptionNote, assumptionsSection, DOC_PATH, formatAssumptions, listAssumptions } from './list-assumptions';

const FIXTURE = `
openapi: 3.1.0
info: { title: t, version: '1' }
paths:
  /api/things:
    get:
      operationId: getThings
      description: Lists things. The path is assumed.
      x-assumed: true
      parameters:
        - name: kind
          in: query
          description: Kind of thing (encoding assumed).
          x-assumed: true
          schema: { type: string }
        - $ref: '#/components/parameters/sort'
      responses:
        '200':
          description: ok
          headers:
            Content-Disposition: { schema: { type: string, maxLength: 1000, x-assumed: true } }
          content:
            application/json: { schema: { type: array, maxItems: 5000, x-assumed: true, items: { type: string } } }
        '400': { $ref: '#/components/responses/BadRequest' }
components:
  parameters:
    sort:
      name: sort
      in: query
      description: Sort order (assumed).
      x-assumed: true
      schema: { type: string }
  schemas:
    Thing:
      description: A thing (shape assumed).
      x-assumed: true
      allOf:
        - type: object
          properties:
            size:
              type: array
              items:
                type: object
                properties:
                  unit: { type: string, description: Unit (assumed)., x-assumed: true }
            labels:
              type: object
              additionalProperties: { type: string, description: A label (length assumed)., x-assumed: true }
`;

describe('docs/contract.md', () => {
  it('lists exactly the x-assumed parts the contract has now', async () => {
    const section = assumptionsSection(readFileSync(DOC_PATH, 'utf8'));

    expect(section, 'docs/contract.md lacks the assumptions:start/end markers').not.toBeNull();
    const expected = await formatAssumptions(listAssumptions());
    expect(section?.split('\n'), 'the list is stale: run `npx tsx scripts/list-assumptions.ts --write`').toEqual(
      expected.split('\n'),
    );
  });
});

describe('listAssumptions', () => {
  it('finds every x-assumed mark of the contract', () => {
    const marks = readFileSync(CONTRACT_PATH, 'utf8')
      .split('\n')
      .filter((line) => /^\s*x-assumed: true\s*$/.test(line));

    expect(listAssumptions()).toHaveLength(marks.length);
  });

  it('names operations, their parameters and responses, shared parameters, schemas and nested properties', () => {
    const folder = mkdtempSync(join(tmpdir(), 'assumptions-'));
    try {
      const path = join(folder, 'contract.yaml');
      writeFileSync(path, FIXTURE);

      expect(listAssumptions(path)).toEqual([
        { part: 'operation', where: '`getThings` (`GET /api/things`)', assumed: 'Lists things. The path is assumed.' },
        { part: 'parameter', where: '`getThings`: query `kind`', assumed: 'Kind of thing (encoding assumed).' },
        {
          part: 'response',
          where: '`getThings` 200 `header Content-Disposition`',
          assumed: 'At most 1,000 characters (limit assumed).',
        },
        {
          part: 'response',
          where: '`getThings` 200 `application/json`',
          assumed: 'At most 5,000 items (limit assumed).',
        },
        { part: 'parameter', where: 'query `sort` of `getThings`', assumed: 'Sort order (assumed).' },
        { part: 'schema', where: '`Thing`', assumed: 'A thing (shape assumed).' },
        { part: 'property', where: '`Thing.size[].unit`', assumed: 'Unit (assumed).' },
        { part: 'property', where: '`Thing.labels.*`', assumed: 'A label (length assumed).' },
      ]);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('assumptionNote', () => {
  it('keeps a short description whole', () => {
    expect(assumptionNote('For the period of the body. Response shape assumed.')).toBe(
      'For the period of the body. Response shape assumed.',
    );
  });

  it('keeps only the sentences that mention the assumption from a long description', () => {
    const long = `${'Background that says nothing about the decision. '.repeat(4)}The path is assumed.`;
    expect(assumptionNote(long)).toBe('The path is assumed.');
  });

  it("falls back to the next description, then to the first one's text", () => {
    expect(assumptionNote('The observance to unsave.', 'It travels in the query (assumed).')).toBe(
      'It travels in the query (assumed).',
    );
    expect(assumptionNote('A row field.', undefined)).toBe('A row field.');
  });
});
