import { join } from 'node:path';
import { bundleSources, demoBackendModules } from './lib/bundle-sources';

/** Fails when the production build (dist/) contains any demo-backend module (docs/budgets.md: 0 bytes). */
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
