import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connect, HttpServer, Plugin } from 'vite';
import {
  cspReportPath,
  devServerHeaders,
  isSourceMap,
  responseHeaders,
  responseKind,
  securityHeaders,
  type Settings,
} from './headers.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

/** The origin the server is bound to (as mocks/vite-plugin.ts computes the demo issuer's). */
function boundOrigin(httpServer: HttpServer | null): string | undefined {
  const address = httpServer?.address();
  if (!address || typeof address !== 'object') return undefined;
  const { address: bound, port }: AddressInfo = address;
  const name = bound === '0.0.0.0' || bound === '::' || bound === '' ? 'localhost' : bound;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/**
 * The origin the browser asked for: the app frames the loopback alias of the origin it runs on, so a
 * page opened at localhost needs 127.0.0.1 in frame-src and the other way round. The Host header is
 * used only when it names a loopback host on the bound port; otherwise the bound origin.
 */
function documentOrigin(req: IncomingMessage, bound: string | undefined): string | undefined {
  if (!bound || !req.headers.host) return bound;
  try {
    const requested = new URL(`http://${req.headers.host}`);
    const own = new URL(bound);
    return LOOPBACK.has(requested.hostname) && requested.port === own.port ? requested.origin : bound;
  } catch {
    return bound;
  }
}

function pathnameOf(req: IncomingMessage): string {
  try {
    return new URL(req.url ?? '/', 'http://app.invalid').pathname;
  } catch {
    return '/';
  }
}

function setHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * `vite preview`: the headers production sends (deploy/headers.ts), source maps 404 and CSP reports
 * 204. Mounted after the demo backend, so it sees only what the static server and the SPA fallback
 * answer: the app's own responses, like nginx in production.
 */
function previewMiddleware(settings: Settings, origin: () => string | undefined): Connect.NextHandleFunction {
  const reportPath = cspReportPath(settings);
  return (req, res, next) => {
    const pathname = pathnameOf(req);
    const appOrigin = documentOrigin(req, origin());
    if (reportPath !== undefined && pathname === reportPath) {
      setHeaders(res, securityHeaders(settings, { appOrigin }));
      if (req.method !== 'POST') {
        res.statusCode = 405;
        res.setHeader('Allow', 'POST');
        res.end();
        return;
      }
      req.resume();
      req.on('end', () => {
        res.statusCode = 204;
        res.end();
      });
      return;
    }
    if (isSourceMap(pathname)) {
      setHeaders(res, securityHeaders(settings, { appOrigin }));
      res.statusCode = 404;
      res.end();
      return;
    }
    // Set before the static server answers: sirv and Vite's index.html middleware keep headers already
    // set (index.html's own 'no-cache' is the same rule).
    setHeaders(res, responseHeaders(settings, { appOrigin, kind: responseKind(pathname) }));
    next();
  };
}

/**
 * Sends the production response headers from deploy/headers.ts on `vite preview`, and the ones that
 * hold without a CSP on the dev server (see devServerHeaders). Add it after the demo backend.
 */
export function servedHeaders(settings: Settings): Plugin {
  return {
    name: 'served-headers',
    configureServer(server) {
      const origin = () => boundOrigin(server.httpServer);
      server.middlewares.use((req, res, next) => {
        setHeaders(res, devServerHeaders(settings, documentOrigin(req, origin())));
        next();
      });
    },
    configurePreviewServer(server) {
      server.middlewares.use(previewMiddleware(settings, () => boundOrigin(server.httpServer)));
    },
  };
}
