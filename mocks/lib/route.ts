import { http, type HttpHandler } from 'msw';
import { config, type z } from 'zod/mini';
import { en } from 'zod/locales';
import * as contractZod from '../../src/generated/zod/index.zod';
import { verifyApiToken, verifyOutreachToken, type ApiPrincipal, type OutreachPrincipal } from '../auth';
import { forbiddenUnlessRequirementsMet } from './access';
import { contractOperations, maxRequestBodyBytes, type ContractOperation, type ContractParameter } from './contract';
import { problem } from './problem';

// The generated schemas use zod's small build, which carries no messages: the demo backend's 400s speak English.
config(en());

type ZodIndex = typeof contractZod;

/** Every operationId of the contract, derived from the generated `<Operation>Response` schemas. */
export type OperationId = {
  [K in keyof ZodIndex]: K extends `${infer Name}Response` ? Uncapitalize<Name> : never;
}[keyof ZodIndex];

type SchemaOf<Op extends string, Part extends string> = `${Capitalize<Op>}${Part}` extends keyof ZodIndex
  ? ZodIndex[`${Capitalize<Op>}${Part}`]
  : undefined;
type Parsed<T> = T extends z.ZodMiniType ? z.output<T> : undefined;

export type RouteQuery<Op extends OperationId> = Parsed<SchemaOf<Op, 'QueryParams'>>;
export type RouteParams<Op extends OperationId> = Parsed<SchemaOf<Op, 'Params'>>;
export type RouteBody<Op extends OperationId> = Parsed<SchemaOf<Op, 'Body'>>;
export type RouteResult<Op extends OperationId> = Parsed<SchemaOf<Op, 'Response'>>;

export interface RouteContext<Op extends OperationId> {
  request: Request;
  params: RouteParams<Op>;
  query: RouteQuery<Op>;
  body: RouteBody<Op>;
  /** The signed-in user (operations secured by the API bearer token). */
  user: ApiPrincipal;
  /** The company of the outreach service token (gateway operations). */
  outreach: OutreachPrincipal;
}

export type RouteResolver<Op extends OperationId> = (context: RouteContext<Op>) => Response | Promise<Response>;

function schemaFor(operationId: string, part: string): z.ZodMiniType | undefined {
  const name = `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}${part}`;
  return (contractZod as unknown as Record<string, z.ZodMiniType | undefined>)[name];
}

/** Strings from the URL become the types the contract declares before zod sees them. */
function coerce(kind: ContractParameter['kind'], values: string[]): unknown {
  const scalar = (value: string): unknown => {
    if (kind.startsWith('integer') || kind === 'number') return value.trim() === '' ? value : Number(value);
    if (kind === 'boolean') return value === 'true' ? true : value === 'false' ? false : value;
    return value;
  };
  if (kind.endsWith('[]')) return values.flatMap((value) => value.split(',')).map(scalar);
  return values.length === 0 ? undefined : scalar(values[0] as string);
}

function zodErrors(location: string, error: z.core.$ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [location, ...issue.path.map(String)].join('.');
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

type Parse = { ok: true; value: unknown } | { ok: false; errors: Record<string, string[]> };

function parsePart(schema: z.ZodMiniType | undefined, location: string, input: unknown): Parse {
  if (!schema) return { ok: true, value: undefined };
  const result = schema.safeParse(input);
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: zodErrors(location, result.error) };
}

/**
 * The body as text, or null when it is larger than `limit` bytes. A declared Content-Length over the limit
 * is refused before anything is read; otherwise reading stops at the first byte past the limit, so a body
 * that lies about its length, or sends none, never costs more than the limit.
 */
export async function boundedText(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (declared > limit) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: msw hands the handler a tee'd branch, whose cancel settles only once the other
      // branch is cancelled too. The server discards what the client still sends.
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The contract's shared `previewFeatures` parameter: accepted only from an impersonating session. */
const PREVIEW_FEATURES = 'previewFeatures';

/**
 * Whether the request comes from an impersonating session: its API token (or the outreach token that
 * session was given) carries the impersonation claim. An operation without security has a session only
 * when the portal sent its token along.
 */
async function impersonating(
  principal: { user: ApiPrincipal | undefined; outreach: OutreachPrincipal | undefined },
  request: Request,
): Promise<boolean> {
  const token = bearerToken(request);
  const session = principal.user ?? principal.outreach ?? (token ? await verifyApiToken(token) : null);
  return session?.impersonation === true;
}

async function authenticate(operation: ContractOperation, request: Request) {
  if (operation.security === 'none') return { user: undefined, outreach: undefined };
  const token = bearerToken(request);
  if (!token) return null;
  if (operation.security === 'outreachToken') {
    const outreach = await verifyOutreachToken(token);
    return outreach ? { user: undefined, outreach } : null;
  }
  const user = await verifyApiToken(token);
  return user ? { user, outreach: undefined } : null;
}

/**
 * A demo-backend handler for one contract operation. It finds method and path in the contract,
 * rejects a missing or foreign token with 401, `previewFeatures` from a session that is not
 * impersonating with 403 (the contract's shared parameter), refuses a body over the contract's size limit
 * with 413 (unread), validates path, query and body with the generated zod schemas (400 problem with the
 * field errors), refuses with 403 what the operation's `x-requires` does not allow (mocks/lib/access.ts),
 * and turns any exception into a 500 problem: a bad request never crashes the server.
 */
export function route<Op extends OperationId>(operationId: Op, resolver: RouteResolver<Op>): HttpHandler {
  const operation = contractOperations().get(operationId);
  if (!operation) throw new Error(`Operation ${operationId} is not in the contract`);
  if (operation.requires && operation.security !== 'bearer') {
    throw new Error(`Operation ${operationId} has x-requires but no bearer token to know the caller by`);
  }

  return http[operation.method](operation.mswPath, async ({ request, params }) => {
    const instance = new URL(request.url).pathname;
    try {
      const principal = await authenticate(operation, request);
      if (!principal) return problem(401, { detail: 'A valid bearer token is required.', instance });

      const url = new URL(request.url);
      if (url.searchParams.has(PREVIEW_FEATURES) && !(await impersonating(principal, request))) {
        return problem(403, {
          detail: `${PREVIEW_FEATURES} is accepted only from an impersonating session.`,
          instance,
        });
      }
      const rawQuery: Record<string, unknown> = {};
      const rawPath: Record<string, unknown> = {};
      for (const parameter of operation.parameters) {
        if (parameter.in === 'query') {
          const value = coerce(parameter.kind, url.searchParams.getAll(parameter.name));
          if (value !== undefined) rawQuery[parameter.name] = value;
        } else if (parameter.in === 'path') {
          const value = params[parameter.name];
          rawPath[parameter.name] = coerce(parameter.kind, typeof value === 'string' ? [value] : []);
        }
      }

      let rawBody: unknown;
      if (operation.hasBody) {
        const limit = maxRequestBodyBytes();
        const text = await boundedText(request, limit);
        if (text === null) {
          return problem(413, {
            detail: `The request body is larger than the ${limit} bytes the contract allows.`,
            instance,
          });
        }
        try {
          rawBody = text === '' ? undefined : JSON.parse(text);
        } catch {
          return problem(400, { detail: 'The request body is not valid JSON.', instance });
        }
      }

      const parts = [
        parsePart(schemaFor(operationId, 'Params'), 'path', rawPath),
        parsePart(schemaFor(operationId, 'QueryParams'), 'query', rawQuery),
        parsePart(schemaFor(operationId, 'Body'), 'body', rawBody),
      ] as const;
      const errors = Object.assign({}, ...parts.map((part) => (part.ok ? {} : part.errors))) as Record<
        string,
        string[]
      >;
      if (Object.keys(errors).length > 0) {
        return problem(400, { detail: 'The request does not match the contract.', instance, errors });
      }
      const [path, query, body] = parts.map((part) => (part.ok ? part.value : undefined));

      // The contract's x-requires, judged in this one place (membership, product, feature, orders, role).
      if (operation.requires && principal.user) {
        const denied = forbiddenUnlessRequirementsMet(
          operation.requires,
          { path, query, body },
          principal.user.userId,
          request,
        );
        if (denied) return denied;
      }

      return await resolver({
        request,
        params: path as RouteParams<Op>,
        query: query as RouteQuery<Op>,
        body: body as RouteBody<Op>,
        user: principal.user as ApiPrincipal,
        outreach: principal.outreach as OutreachPrincipal,
      });
    } catch (error) {
      console.error(`[demo backend] ${operationId} failed:`, error);
      return problem(500, { detail: 'The demo backend failed to answer.', instance });
    }
  });
}
