import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, isPassthroughResponse, type RequestHandler } from 'msw';
import { handlers as demoHandlers } from './handlers';
import { problem } from './lib/problem';
import { createDemoProvider, handleInteraction, INTERACTION_PATH, type DemoProvider } from './oidc';
import { seedDatabase } from './seed';
import { legacySitePage } from './stand-ins/legacy-site';
import { LEGACY_PREFIX } from './stand-ins/origins';
import { OUTREACH_APP_PREFIX, outreachAppPage } from './stand-ins/outreach-app';

/**
 * The demo backend as one Connect-style middleware: the OpenID provider under `/oidc`, and the msw
 * handlers (mock API, outreach gateway, demo files) under `/api/`, `/r/` and `/demo-files/`, and the
 * stand-ins of the embedded legacy site and outreach app under `/legacy` and `/outreach-app`. The Vite
 * dev and preview servers and the standalone `npm run mock-server` all mount it; anything else goes
 * to `next()`.
 */
export const OIDC_PREFIX = '/oidc';
export const MOCK_PREFIXES = ['/api/', '/r/', '/demo-files/'] as const;

export type NextFunction = (error?: unknown) => void;
export type DemoMiddleware = (req: IncomingMessage, res: ServerResponse, next: NextFunction) => void;

export interface DemoMiddlewareOptions {
  /** The origin the server answers on, e.g. http://127.0.0.1:5173; the issuer is `${origin}/oidc`. */
  origin: string;
  /** The msw handlers to answer with; the one handler list of `mocks/handlers` unless a test narrows it. */
  handlers?: RequestHandler[];
  /** Whether the provider publishes a revocation endpoint; DEMO_OIDC_REVOCATION=off hides it. */
  revocation?: boolean;
}

/** The demo provider's revocation endpoint, unless DEMO_OIDC_REVOCATION=off (a provider without one). */
export const demoRevocation = (value = process.env['DEMO_OIDC_REVOCATION']): boolean => value !== 'off';

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost'];

/** The server's own origin first, then the same port under both loopback names (browsers treat them apart). */
export function demoRedirectOrigins(origin: string): string[] {
  const own = new URL(origin);
  const variants = LOOPBACK_NAMES.map((hostname) => {
    const url = new URL(own.origin);
    url.hostname = hostname;
    return url.origin;
  });
  return [...new Set([own.origin, ...variants])];
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

function bodyStream(req: IncomingMessage): ReadableStream<Uint8Array> {
  const chunks = req[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = (await chunks.next()) as IteratorResult<unknown>;
      if (done) controller.close();
      else controller.enqueue(Buffer.isBuffer(value) ? new Uint8Array(value) : new TextEncoder().encode(String(value)));
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}

function toFetchRequest(req: IncomingMessage, url: URL): Request {
  const method = (req.method ?? 'GET').toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers: requestHeaders(req),
    ...(hasBody ? { body: bodyStream(req), duplex: 'half' } : {}),
  };
  return new Request(url, init);
}

async function writeResponse(res: ServerResponse, response: Response, headOnly: boolean): Promise<void> {
  const body = headOnly || !response.body ? null : Buffer.from(await response.arrayBuffer());
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  if (body) res.setHeader('Content-Length', String(body.length));
  res.end(body ?? undefined);
}

function fail(res: ServerResponse, error: unknown, instance: string): void {
  console.error(`[demo backend] ${instance} failed:`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  void writeResponse(res, problem(500, { detail: 'The demo backend failed to answer.', instance }), false).catch(() =>
    res.destroy(),
  );
}

/** Creates the middleware and seeds the demo database once. */
export function createDemoMiddleware({
  origin,
  handlers = demoHandlers,
  revocation = demoRevocation(),
}: DemoMiddlewareOptions): DemoMiddleware {
  const base = new URL(origin).origin;
  seedDatabase();

  const providerReady: Promise<DemoProvider> = createDemoProvider({
    issuer: `${base}${OIDC_PREFIX}`,
    redirectOrigins: demoRedirectOrigins(base),
    revocation,
  });
  const callbackReady = providerReady.then((provider) => provider.callback());
  // Requests await these and report a failure themselves; this only keeps it from being unhandled.
  callbackReady.catch(() => undefined);

  async function serveOidc(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const provider = await providerReady;
    const interactionPrefix = `${OIDC_PREFIX}${INTERACTION_PATH}`;
    if (url.pathname.startsWith(interactionPrefix)) {
      const uid = decodeURIComponent(url.pathname.slice(interactionPrefix.length));
      if (uid !== '' && !uid.includes('/')) {
        await handleInteraction(provider, uid, req, res);
        return;
      }
    }
    // Mounted as Connect's `use('/oidc', …)` would: oidc-provider routes on the path below the mount
    // point and finds the mount point again from `originalUrl` when it writes its own URLs.
    const mounted = `${url.pathname.slice(OIDC_PREFIX.length) || '/'}${url.search}`;
    Object.assign(req, { originalUrl: `${OIDC_PREFIX}${mounted}` });
    req.url = mounted;
    const callback = await callbackReady;
    await callback(req, res);
  }

  async function serveMock(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const request = toFetchRequest(req, url);
    const response = await getResponse(handlers, request);
    const answer =
      response && !isPassthroughResponse(response)
        ? response
        : problem(404, {
            detail: `The demo backend has no ${request.method} ${url.pathname}.`,
            instance: url.pathname,
          });
    // An answer given before the body was read through (a 413) closes the connection: the rest of the body
    // is never read, so the socket cannot carry another request.
    if (!req.complete) res.setHeader('Connection', 'close');
    await writeResponse(res, answer, request.method === 'HEAD');
  }

  async function serveStandIn(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'HEAD') {
      const refused = problem(405, { detail: `The demo stand-in has no ${method}.`, instance: url.pathname });
      refused.headers.set('Allow', 'GET, HEAD');
      await writeResponse(res, refused, false);
      return;
    }
    const page = isUnder(url.pathname, LEGACY_PREFIX) ? legacySitePage(url) : outreachAppPage(url);
    await writeResponse(res, page, method === 'HEAD');
  }

  return (req, res, next) => {
    const raw = req.url ?? '/';
    let url: URL;
    try {
      url = raw.startsWith('/') ? new URL(`${base}${raw}`) : new URL(raw);
    } catch {
      next();
      return;
    }
    const serve = isUnder(url.pathname, OIDC_PREFIX)
      ? serveOidc
      : MOCK_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))
        ? serveMock
        : isUnder(url.pathname, LEGACY_PREFIX) || isUnder(url.pathname, OUTREACH_APP_PREFIX)
          ? serveStandIn
          : undefined;
    if (!serve) {
      next();
      return;
    }
    serve(req, res, url).catch((error: unknown) => fail(res, error, url.pathname));
  };
}
