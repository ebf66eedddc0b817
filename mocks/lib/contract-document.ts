import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/*
 * The one reader of openapi/portal.yaml in our code (orval and Spectral read it themselves): the demo
 * backend, the scripts and the contract tests take the parsed document from here and follow its `$ref`s
 * with `deref`. It lives in mocks/ because the demo backend may import only mocks/ and src/generated
 * (eslint.config.js); scripts/ and tests/ may import it.
 */

/**
 * Where the contract lives, relative to this file. (A path, not `new URL(…, import.meta.url)`: under
 * jsdom, URL is the DOM's, which node:url does not take, and the screen tests load these handlers.)
 */
export const CONTRACT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/portal.yaml');

type JsonObject = Record<string, unknown>;

/** A node that stands for another: `{ $ref: '#/components/parameters/companyIdQuery' }`. */
export interface Reference {
  $ref: string;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const documents = new Map<string, unknown>();

/**
 * The contract as written, `$ref`s and extensions in place, parsed once per file and process. Frozen,
 * since every reader shares it: copy it (`structuredClone`) to change it. `T` is the shape the caller
 * reads; nothing checks it.
 */
export function contractDocument<T = JsonObject>(file = CONTRACT_PATH): T {
  const key = path.resolve(file);
  let document = documents.get(key);
  if (document === undefined) {
    document = deepFreeze(parse(readFileSync(key, 'utf8')) as unknown);
    documents.set(key, document);
  }
  return document as T;
}

/** What a local `$ref` (`#/components/schemas/Company`, a JSON pointer) names in the document. */
export function refTarget(document: unknown, ref: string): unknown {
  if (ref !== '#' && !ref.startsWith('#/')) throw new Error(`only local $refs (#/…) are followed, not ${ref}`);
  const segments = ref === '#' ? [] : ref.slice(2).split('/');
  let at = document;
  for (const segment of segments) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    // Own keys only: `#/components/schemas/constructor` names nothing.
    if (typeof at !== 'object' || at === null || !Object.hasOwn(at, key)) throw new Error(`the contract has no ${ref}`);
    at = (at as JsonObject)[key];
  }
  return at;
}

/**
 * The dereferenced view of one node: the node itself, or, when it is a `{ $ref }`, what that names,
 * through chains of `$ref`s (a `$ref`'s sibling keywords are not merged in). Shallow: the nodes inside
 * keep their `$ref`s, so a recursive schema is followed one step at a time and never loops. Throws
 * naming the pointer when a `$ref` names nothing, and naming the chain when it comes back to itself.
 */
export function deref<T>(document: unknown, node: T | Reference): T {
  let at: unknown = node;
  const chain: string[] = [];
  while (isObject(at) && typeof at['$ref'] === 'string') {
    const ref = at['$ref'];
    if (chain.includes(ref)) throw new Error(`circular $ref ${[...chain, ref].join(' → ')}`);
    chain.push(ref);
    at = refTarget(document, ref);
  }
  return at as T;
}
