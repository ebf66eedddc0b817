import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { CONTRACT_PATH, contractDocument } from '../mocks/lib/contract-document';

/**
 * Lists every part of the contract marked `x-assumed: true` as a Markdown table, for docs/contract.md.
 * `npx tsx scripts/list-assumptions.ts` prints it; `--write` puts it between the markers of the doc.
 */
export const DOC_PATH = fileURLToPath(new URL('../docs/contract.md', import.meta.url));
export const START_MARKER = '<!-- assumptions:start -->';
export const END_MARKER = '<!-- assumptions:end -->';

export interface Assumption {
  part: 'operation' | 'parameter' | 'response' | 'schema' | 'property';
  where: string;
  assumed: string;
}

interface RawParameter {
  $ref?: string;
  name?: string;
  in?: string;
  description?: string;
  'x-assumed'?: boolean;
}
interface RawSchema {
  description?: string;
  'x-assumed'?: boolean;
  maxItems?: number;
  maxLength?: number;
  properties?: Record<string, RawSchema>;
  items?: RawSchema;
  additionalProperties?: RawSchema | boolean;
  allOf?: RawSchema[];
  oneOf?: RawSchema[];
  anyOf?: RawSchema[];
}
interface RawMedia {
  schema?: RawSchema;
}
interface RawResponse {
  $ref?: string;
  headers?: Record<string, { schema?: RawSchema }>;
  content?: Record<string, RawMedia>;
}
interface RawOperation {
  operationId: string;
  description?: string;
  summary?: string;
  parameters?: RawParameter[];
  responses?: Record<string, RawResponse>;
  'x-assumed'?: boolean;
}
interface RawDocument {
  paths: Record<string, Record<string, RawOperation | unknown>>;
  /** Parameters every operation accepts besides its own, listed once (openapi/portal.yaml). */
  'x-every-operation'?: { parameters?: RawParameter[] };
  components?: { parameters?: Record<string, RawParameter>; schemas?: Record<string, RawSchema> };
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

/** The paragraph every company-scoped operation ends with (its x-requires in words): no assumption. */
const REQUIREMENTS = /Requires \(`x-requires`\):[^]*?Otherwise 403\./g;

function sentences(text: string): string[] {
  return text
    .replace(REQUIREMENTS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=\.)\s+(?=[A-Z`(])/);
}

const SHORT = 160;
const MENTIONS_ASSUMPTION = /assum|confirm/i;

/**
 * What was assumed, in the contract's own words: the first description that mentions the assumption
 * (whole when short, else only the sentences that mention it), or the first description at all.
 */
export function assumptionNote(...descriptions: (string | undefined)[]): string {
  const texts = descriptions.map((text) => sentences(text ?? '').join(' ')).filter((text) => text !== '');
  const telling = texts.find((text) => MENTIONS_ASSUMPTION.test(text));
  if (!telling) return texts[0] ?? '(no description)';
  return telling.length <= SHORT
    ? telling
    : sentences(telling)
        .filter((sentence) => MENTIONS_ASSUMPTION.test(sentence))
        .join(' ');
}

const code = (text: string): string => `\`${text}\``;

function operationsOf(document: RawDocument): { method: string; path: string; operation: RawOperation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method] !== undefined).map((method) => ({
      method,
      path,
      operation: item[method] as RawOperation,
    })),
  );
}

function operationAssumptions(document: RawDocument): Assumption[] {
  return operationsOf(document).flatMap(({ method, path, operation }) => {
    const own: Assumption[] = operation['x-assumed']
      ? [
          {
            part: 'operation',
            where: `${code(operation.operationId)} (${code(`${method.toUpperCase()} ${path}`)})`,
            assumed: assumptionNote(operation.description, operation.summary),
          },
        ]
      : [];
    const parameters = (operation.parameters ?? [])
      .filter((parameter) => !parameter.$ref && parameter['x-assumed'])
      .map((parameter): Assumption => ({
        part: 'parameter',
        where: `${code(operation.operationId)}: ${parameter.in} ${code(parameter.name ?? '?')}`,
        assumed: assumptionNote(parameter.description, operation.description),
      }));
    return [...own, ...parameters, ...responseAssumptions(operation)];
  });
}

const number = (value: number): string => value.toLocaleString('en-US');

/** What a response schema's assumed bound is, from the bound itself (an inline schema rarely has a description). */
export function boundsNote(schema: RawSchema): string | undefined {
  const bounds = [
    schema.maxItems === undefined ? undefined : `at most ${number(schema.maxItems)} items`,
    schema.maxLength === undefined ? undefined : `at most ${number(schema.maxLength)} characters`,
  ].filter((bound) => bound !== undefined);
  if (bounds.length === 0) return undefined;
  const text = bounds.join(', ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)} (limit assumed).`;
}

/** The `x-assumed` schemas of an operation's own responses: their headers and bodies. */
function responseAssumptions(operation: RawOperation): Assumption[] {
  return Object.entries(operation.responses ?? {}).flatMap(([status, response]) => {
    if (response.$ref) return [];
    const parts = [
      ...Object.entries(response.headers ?? {}).map(([name, header]) => ({
        at: `header ${name}`,
        schema: header.schema,
      })),
      ...Object.entries(response.content ?? {}).map(([media, body]) => ({ at: media, schema: body.schema })),
    ];
    return parts
      .filter((part) => part.schema?.['x-assumed'])
      .map(({ at, schema }): Assumption => ({
        part: 'response',
        where: `${code(operation.operationId)} ${status} ${code(at)}`,
        assumed: MENTIONS_ASSUMPTION.test(schema?.description ?? '')
          ? assumptionNote(schema?.description)
          : (boundsNote(schema ?? {}) ?? assumptionNote(schema?.description)),
      }));
  });
}

function sharedParameterAssumptions(document: RawDocument): Assumption[] {
  return Object.entries(document.components?.parameters ?? {})
    .filter(([, parameter]) => parameter['x-assumed'])
    .map(([key, parameter]) => {
      const reference = `#/components/parameters/${key}`;
      const refersToIt = (parameters: RawParameter[] | undefined) =>
        (parameters ?? []).some((candidate) => candidate.$ref === reference);
      const users = refersToIt(document['x-every-operation']?.parameters)
        ? ['every operation']
        : operationsOf(document)
            .filter(({ operation }) => refersToIt(operation.parameters))
            .map(({ operation }) => code(operation.operationId));
      return {
        part: 'parameter',
        where: `${parameter.in} ${code(parameter.name ?? key)} of ${users.join(', ') || '(no operation)'}`,
        assumed: assumptionNote(parameter.description),
      };
    });
}

function schemaAssumptions(name: string, schema: RawSchema, part: Assumption['part']): Assumption[] {
  const own: Assumption[] = schema['x-assumed']
    ? [{ part, where: code(name), assumed: assumptionNote(schema.description) }]
    : [];
  const properties = Object.entries(schema.properties ?? {}).flatMap(([property, child]) =>
    schemaAssumptions(`${name}.${property}`, child, 'property'),
  );
  const members = [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].flatMap((member) =>
    schemaAssumptions(name, member, part),
  );
  const items = schema.items ? schemaAssumptions(`${name}[]`, schema.items, 'property') : [];
  const additional =
    typeof schema.additionalProperties === 'object'
      ? schemaAssumptions(`${name}.*`, schema.additionalProperties, 'property')
      : [];
  return [...own, ...properties, ...members, ...items, ...additional];
}

/**
 * Every `x-assumed` part: operations, their parameters and their responses' schemas, shared parameters,
 * schemas and properties.
 */
export function listAssumptions(contractPath = CONTRACT_PATH): Assumption[] {
  // As written: a shared parameter or response, named by `$ref`, is listed once, where it is defined.
  const document = contractDocument<RawDocument>(contractPath);
  return [
    ...operationAssumptions(document),
    ...sharedParameterAssumptions(document),
    ...Object.entries(document.components?.schemas ?? {}).flatMap(([name, schema]) =>
      schemaAssumptions(name, schema, 'schema'),
    ),
  ];
}

const cell = (text: string): string => text.replaceAll('|', '\\|');

/** A Markdown table, formatted by Prettier with the project's settings so the doc stays lint-clean. */
export async function formatAssumptions(assumptions: readonly Assumption[]): Promise<string> {
  const rows = assumptions.map((a) => `| ${a.part} | ${cell(a.where)} | ${cell(a.assumed)} |`);
  const table = ['| part | where | what we assumed |', '| --- | --- | --- |', ...rows].join('\n');
  const options = (await resolveConfig(DOC_PATH)) ?? {};
  return (await format(table, { ...options, parser: 'markdown' })).trim();
}

/** The text between the markers of the doc, or null when a marker is missing. */
export function assumptionsSection(doc: string): string | null {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start < 0 || end < start) return null;
  return doc.slice(start + START_MARKER.length, end).trim();
}

export function withAssumptions(doc: string, table: string): string {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`${DOC_PATH} lacks ${START_MARKER} … ${END_MARKER}`);
  return `${doc.slice(0, start + START_MARKER.length)}\n\n${table}\n\n${doc.slice(end)}`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const table = await formatAssumptions(listAssumptions());
  if (process.argv.includes('--write')) {
    writeFileSync(DOC_PATH, withAssumptions(readFileSync(DOC_PATH, 'utf8'), table));
    console.info(`Wrote ${table.split('\n').length - 2} assumptions into ${DOC_PATH}.`);
  } else {
    console.info(table);
  }
}
