import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from '@tests/support/debian-package';

/** Debian's nginx, the one the served-build test runs the production config with. */
export const NGINX_PATH = process.env['NGINX_PATH'] ?? '/usr/sbin/nginx';
/** The MIME types of Debian's nginx package (the image's nginx.conf includes its own copy). */
const MIME_TYPES = '/etc/nginx/mime.types';

/** Makes sure nginx exists, as tests/support/ensure-chromium.ts does for the browser. */
export function ensureNginx(): void {
  ensureDebianPackage({ pkg: 'nginx', files: [NGINX_PATH, MIME_TYPES], setting: 'NGINX_PATH' });
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = address && typeof address === 'object' ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
}

/**
 * Runs nginx in the foreground with `serverConfig` (a `server { … }` block, as the image's
 * /etc/nginx/conf.d/default.conf) inside an http block like the image's stock nginx.conf. Everything it
 * writes (pid, temp files, error log) stays in a temp folder: no root-only paths.
 */
export async function startNginx(serverConfig: string, port: number): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-nginx-'));
  const temp = join(dir, 'temp');
  mkdirSync(temp);
  writeFileSync(join(dir, 'default.conf'), serverConfig);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 128; }
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${dir}/default.conf;
}
`,
  );
  let output = '';
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited (${child.exitCode}):\n${output}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${origin}/healthz:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
