import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview } from 'vite';

/**
 * `vite preview` of the bench's build over HTTPS, which Vite serves as HTTP/2 (with HTTP/1.1 allowed), as
 * production is served behind TLS: `BENCH_HTTP2=1 npm run bench` starts it instead of the plain preview.
 * The certificate is made for 127.0.0.1 for this run only; the bench's Chromium ignores certificate errors.
 */
const [outDir = '.bench-dist', port = '4180'] = process.argv.slice(2);
const folder = mkdtempSync(join(tmpdir(), 'bench-tls-'));
const key = join(folder, 'key.pem');
const cert = join(folder, 'cert.pem');
execFileSync(
  'openssl',
  [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
    '-keyout',
    key,
    '-out',
    cert,
  ],
  { stdio: 'ignore' },
);

await preview({
  configFile: join(import.meta.dirname, '../../vite.config.ts'),
  build: { outDir },
  preview: {
    host: '127.0.0.1',
    port: Number(port),
    strictPort: true,
    https: { key: readFileSync(key), cert: readFileSync(cert) },
  },
});
