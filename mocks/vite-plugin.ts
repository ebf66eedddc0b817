import type { AddressInfo } from 'node:net';
import type { Connect, HttpServer, Plugin } from 'vite';
import type * as middlewareModule from './middleware';
import type { DemoMiddleware } from './middleware';

type MiddlewareModule = typeof middlewareModule;

interface Listening {
  httpServer: HttpServer | null;
  host: string | boolean | undefined;
  port: number | undefined;
  /** Served over TLS (the bench's HTTP/2 preview): the provider's issuer is https then. */
  https: boolean;
}

/**
 * Vite bundles its config file with everything it imports statically. The demo backend is loaded at
 * run time with tsx instead, so it stays out of that bundle (and out of its native-loader warnings)
 * and Vitest, which reads the same config, never loads it.
 */
async function loadMiddlewareModule(): Promise<MiddlewareModule> {
  const { tsImport } = await import('tsx/esm/api');
  const loaded: unknown = await tsImport('./middleware.ts', import.meta.url);
  return loaded as MiddlewareModule;
}

function originOf({ httpServer, host, port, https }: Listening): string {
  const address = httpServer?.address();
  const bound: AddressInfo | undefined = address && typeof address === 'object' ? address : undefined;
  const configured = typeof host === 'string' && host !== '' ? host : undefined;
  const name = bound?.address ?? configured ?? 'localhost';
  const hostname =
    name === '0.0.0.0' || name === '::' || name === '' ? 'localhost' : name.includes(':') ? `[${name}]` : name;
  return `${https ? 'https' : 'http'}://${hostname}:${bound?.port ?? port ?? 5173}`;
}

/**
 * The demo middleware is made once the server listens: its issuer must name the port actually bound
 * (Vite moves to the next free port when the configured one is taken).
 */
function mount(middlewares: Connect.Server, listening: Listening): void {
  let demo: Promise<DemoMiddleware> | undefined;
  const ensure = (): Promise<DemoMiddleware> =>
    (demo ??= loadMiddlewareModule().then(({ createDemoMiddleware }) =>
      createDemoMiddleware({ origin: originOf(listening) }),
    ));
  const warmUp = (): void => {
    ensure().catch((error: unknown) => console.error('[demo backend] failed to start:', error));
  };
  if (listening.httpServer?.listening) warmUp();
  else listening.httpServer?.once('listening', warmUp);

  middlewares.use((req, res, next) => {
    ensure().then(
      (middleware) => middleware(req, res, next),
      (error: unknown) => next(error),
    );
  });
}

/** Serves the demo backend (mock API, outreach gateway, OpenID provider) on the dev and preview servers. */
export function demoBackend(): Plugin {
  return {
    name: 'demo-backend',
    configureServer(server) {
      mount(server.middlewares, {
        httpServer: server.httpServer,
        host: server.config.server.host,
        port: server.config.server.port,
        https: Boolean(server.config.server.https),
      });
    },
    configurePreviewServer(server) {
      mount(server.middlewares, {
        httpServer: server.httpServer,
        host: server.config.preview.host,
        port: server.config.preview.port,
        https: Boolean(server.config.preview.https),
      });
    },
  };
}
