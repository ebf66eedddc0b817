/**
 * Writes the production nginx server config (deploy/nginx.ts) for the VITE_* settings of the build:
 * the Docker build runs it next to `vite build`, with the same settings.
 *
 *   npx tsx deploy/render-nginx.ts --out default.conf [--port 8080] [--root /usr/share/nginx/html]
 *
 * Settings come from the environment and the .env files of production mode, as `vite build` reads them.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { renderNginxConfig } from './nginx.ts';

const { values } = parseArgs({
  options: {
    out: { type: 'string' },
    port: { type: 'string', default: '8080' },
    root: { type: 'string', default: '/usr/share/nginx/html' },
  },
});

const settings = { ...loadEnv('production', process.cwd(), 'VITE_'), ...process.env };
try {
  const config = renderNginxConfig({ settings, port: Number(values.port), root: values.root });
  if (values.out) {
    writeFileSync(values.out, config);
    console.info(`nginx config written to ${values.out}`);
  } else {
    process.stdout.write(config);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
