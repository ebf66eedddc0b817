import { loadContract, type ContractOperation } from '../../mocks/lib/contract';
import { CONTRACT_PATH, contractDocument, deref, type Reference } from '../../mocks/lib/contract-document';

/** A contract operation with what the conformance check needs beyond `loadContract()`. */
export interface CheckedOperation extends ContractOperation {
  /** Every GET, and the POSTs marked `x-read-only: true`. */
  readOnly: boolean;
  /** `gateway` when the operation names a server other than the document's first (the API). */
  target: 'api' | 'gateway';
  /** Media types declared per status code; an empty list means a response without content. */
  responses: Record<string, string[]>;
}

type Method = ContractOperation['method'];

interface RawServer {
  url: string;
}
interface RawResponse {
  content?: Record<string, unknown>;
}
interface RawOperation {
  'x-read-only'?: boolean;
  servers?: RawServer[];
  responses?: Record<string, RawResponse | Reference>;
}
type RawPathItem = Partial<Record<Method, RawOperation>> & { servers?: RawServer[] };
interface RawDocument {
  servers?: RawServer[];
  paths: Record<string, RawPathItem>;
}

function mediaTypes(document: RawDocument, raw: RawOperation): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(raw.responses ?? {}).map(([status, response]) => [
      status,
      Object.keys(deref(document, response).content ?? {}),
    ]),
  );
}

function targetOf(document: RawDocument, item: RawPathItem, raw: RawOperation): CheckedOperation['target'] {
  const api = document.servers?.[0]?.url;
  const own = (raw.servers ?? item.servers)?.[0]?.url;
  return own === undefined || own === api ? 'api' : 'gateway';
}

/** Every operation of the contract, in contract order, with read-only flag, server and media types. */
export function loadCheckedOperations(path = CONTRACT_PATH): CheckedOperation[] {
  const document = contractDocument<RawDocument>(path);
  return loadContract(path).map((operation) => {
    const item = document.paths[operation.path] ?? {};
    const raw = item[operation.method] ?? {};
    return {
      ...operation,
      readOnly: operation.method === 'get' || raw['x-read-only'] === true,
      target: targetOf(document, item, raw),
      responses: mediaTypes(document, raw),
    };
  });
}
