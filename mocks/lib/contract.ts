import { CONTRACT_PATH, contractDocument, deref, type Reference } from './contract-document';
import { parseRequirements, type Requirements } from './requirements';

export type ParamKind = 'integer' | 'number' | 'boolean' | 'string' | 'integer[]' | 'string[]';
export type SecurityKind = 'none' | 'bearer' | 'outreachToken';

export interface ContractParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  kind: ParamKind;
}

export interface ContractOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** The path as the contract writes it, e.g. /api/abi/observances/{id}. */
  path: string;
  /** The same path for msw: any origin, `:name` parameters. */
  mswPath: string;
  security: SecurityKind;
  parameters: ContractParameter[];
  hasBody: boolean;
  /** Marked x-assumed on the operation itself. */
  assumed: boolean;
  /** Status codes the contract declares. */
  statuses: string[];
  /** Its `x-requires`: what a company-scoped operation needs beyond a valid token (none when absent). */
  requires?: Requirements;
}

interface RawSchema {
  type?: string | string[];
  items?: RawSchema | Reference;
  enum?: unknown[];
}
interface RawParameter {
  name: string;
  in: ContractParameter['in'];
  required?: boolean;
  schema?: RawSchema | Reference;
}
interface RawOperation {
  operationId: string;
  parameters?: (RawParameter | Reference)[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  'x-assumed'?: boolean;
  'x-requires'?: unknown;
  responses: Record<string, unknown>;
}
interface RawDocument {
  info: { 'x-max-request-body-bytes'?: unknown };
  paths: Record<string, Record<string, RawOperation>>;
  security?: Record<string, string[]>[];
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

function kindOf(document: RawDocument, raw: RawSchema | Reference | undefined): ParamKind {
  const schema: RawSchema = raw ? deref(document, raw) : {};
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'array') return kindOf(document, schema.items) === 'integer' ? 'integer[]' : 'string[]';
  if (type === 'integer' || type === 'number' || type === 'boolean') return type;
  return 'string';
}

function securityOf(operation: RawOperation, document: RawDocument): SecurityKind {
  const requirements = operation.security ?? document.security ?? [];
  if (requirements.length === 0) return 'none';
  return Object.keys(requirements[0] ?? {})[0] === 'outreachToken' ? 'outreachToken' : 'bearer';
}

export function loadContract(path = CONTRACT_PATH): ContractOperation[] {
  const document = contractDocument<RawDocument>(path);
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        mswPath: `*${path.replace(/\{(\w+)\}/g, ':$1')}`,
        security: securityOf(operation, document),
        parameters: (operation.parameters ?? []).map((raw) => {
          const parameter = deref(document, raw);
          return {
            name: parameter.name,
            in: parameter.in,
            required: parameter.required ?? false,
            kind: kindOf(document, parameter.schema),
          };
        }),
        hasBody: operation.requestBody !== undefined,
        assumed: operation['x-assumed'] === true,
        statuses: Object.keys(operation.responses),
        ...(operation['x-requires'] === undefined
          ? {}
          : { requires: parseRequirements(operation['x-requires'], operation.operationId) }),
      });
    }
  }
  return operations;
}

let cached: Map<string, ContractOperation> | undefined;

/** The operations of the contract by operationId (read once per process). */
export function contractOperations(): Map<string, ContractOperation> {
  cached ??= new Map(loadContract().map((operation) => [operation.operationId, operation]));
  return cached;
}

/**
 * The largest request body the contract allows, in bytes (`info.x-max-request-body-bytes`): the demo
 * backend answers a larger one 413 before reading it (docs/contract.md, "Limits").
 */
export function maxRequestBodyBytes(path = CONTRACT_PATH): number {
  const limit = contractDocument<RawDocument>(path).info['x-max-request-body-bytes'];
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit <= 0) {
    throw new Error(`${path}: info.x-max-request-body-bytes must be a positive integer, got ${String(limit)}`);
  }
  return limit;
}
