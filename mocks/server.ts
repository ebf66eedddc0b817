import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './identity';
import { problem } from './lib/problem';
import { createDemoMiddleware, type DemoMiddleware } from './middleware';

/**
 * The standalone demo backend: `npm run mock-server -- --port 4010 [--host 127.0.0.1]` serves the
 * mock API at /api, the outreach gateway at /r and the OpenID provider at /oidc, with nothing else.
 */
export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = '127.0.0.1';

export interface DemoServerOptions {
  /** 0 picks any free port. */
  port?: number;
  host?: string;
  /** Whether the provider publishes a revocation endpoint (default: DEMO_OIDC_REVOCATION, on). */
  revocation?: boolean;
}

export interface DemoServer {
  /** The base URL, e.g. http://127.0.0.1:4010 (the issuer is `${url}/oidc`). */
  url: string;
  close(): Promise<void>;
}

function urlHost(address: string): string {
  if (address === '0.0.0.0' || address === '::') return 'localhost';
  return address.includes(':') ? `[${address}]` : address;
}

function notFound(req: IncomingMessage, res: ServerResponse): void {
  const instance = (req.url ?? '/').split('?')[0] ?? '/';
  const answer = problem(404, { detail: 'The demo backend serves /api, /r, /demo-files and /oidc only.', instance });
  void answer.text().then((body) => {
    res.writeHead(404, { 'Content-Type': 'application/problem+json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  });
}

export function startDemoServer({
  port = 0,
  host = DEFAULT_HOST,
  revocation,
}: DemoServerOptions = {}): Promise<DemoServer> {
  let middleware: DemoMiddleware | undefined;
  const server = createServer((req, res) => {
    if (!middleware) {
      res.writeHead(503, { 'Retry-After': '1' }).end();
      return;
    }
    middleware(req, res, () => notFound(req, res));
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { address, port: boundPort } = server.address() as AddressInfo;
      // The issuer must carry the port actually bound, which is only known now.
      const url = `http://${urlHost(address)}:${boundPort}`;
      middleware = createDemoMiddleware({ origin: url, ...(revocation === undefined ? {} : { revocation }) });
      resolve({
        url,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            server.closeAllConnections();
          }),
      });
    });
  });
}

function parsePort(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`--port must be 0 to 65535, got ${value}`);
  return port;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: 'string', short: 'p' }, host: { type: 'string' } },
    strict: true,
  });
  const server = await startDemoServer({ port: parsePort(values.port), host: values.host ?? DEFAULT_HOST });
  const accounts = DEMO_ACCOUNTS.map(
    (account) => `    ${account.email.padEnd(18)} ${account.firstName} ${account.lastName}`,
  ).join('\n');
  console.info(`Demo backend listening on ${server.url}
  API             ${server.url}/api
  Gateway         ${server.url}/r
  OpenID provider ${server.url}/oidc  (discovery: ${server.url}/oidc/.well-known/openid-configuration)
  Demo accounts (password "${DEMO_PASSWORD}"):
${accounts}
Press Ctrl+C to stop.`);

  let stopping = false;
  const stop = (signal: 'SIGINT' | 'SIGTERM'): void => {
    if (stopping) return;
    stopping = true;
    console.info(`\n${signal}: stopping the demo backend.`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
