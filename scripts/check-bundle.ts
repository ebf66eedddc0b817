import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSources, demoBackendModules } from './lib/bundle-sources';
import { bundleSizes } from './lib/bundle-sizes';

/**
 * Fails when the production build (dist/) contains any demo-backend module (docs/budgets.md: 0 bytes), or
 * when its initial JS has grown past the recorded ceiling (scripts/bundle-ceiling.json).
 */
const dist = join(import.meta.dirname, '..', process.env['BUILD_OUT_DIR'] ?? 'dist');
const sources = bundleSources(dist);
if (sources.length === 0) {
  console.error('No source maps in dist/: run `vite build` first (build.sourcemap must stay on).');
  process.exit(1);
}
const leaked = demoBackendModules(sources);
if (leaked.length > 0) {
  console.error('The production build contains demo-backend code:');
  for (const source of leaked) console.error(`  ${source}`);
  process.exit(1);
}
console.info(`dist/ holds ${sources.length} modules and no demo-backend code.`);

const ceiling = (
  JSON.parse(readFileSync(join(import.meta.dirname, 'bundle-ceiling.json'), 'utf8')) as {
    initialJsGzipKb: number;
  }
).initialJsGzipKb;
const { initialJsKb } = bundleSizes(dist);
if (initialJsKb > ceiling) {
  console.error(
    `The initial JS is ${initialJsKb.toFixed(1)} kB gzip, over its ceiling of ${ceiling} kB (scripts/bundle-ceiling.json): ` +
      'load the new code lazily (a route module, React.lazy, a dynamic import).',
  );
  process.exit(1);
}
console.info(`Initial JS: ${initialJsKb.toFixed(1)} kB gzip (ceiling ${ceiling} kB).`);
