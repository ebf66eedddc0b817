import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bundleSources, demoBackendModules } from './lib/bundle-sources';
import { CHUNK_PLAN } from './lib/chunk-plan';
import { bundleSizes, plannedFileProblems } from './lib/bundle-sizes';

/**
 * Fails when the production build (dist/) contains any demo-backend module (docs/budgets.md: 0 bytes), or
 * when its initial JS, the portal's first load or the CSS loaded before it has grown past its recorded ceiling (scripts/bundle-ceiling.json).
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

const ceiling = JSON.parse(readFileSync(join(import.meta.dirname, 'bundle-ceiling.json'), 'utf8')) as {
  initialJsGzipKb: number;
  portalJsGzipKb: number;
  initialCssGzipKb: number;
};
const { initialJsKb, portalJsKb, initialCssKb } = bundleSizes(dist);
const measured = [
  { name: 'The initial JS (what index.html loads)', kb: initialJsKb, ceiling: ceiling.initialJsGzipKb },
  {
    name: "The portal's first load (src/app/start.tsx's chunk and its static imports)",
    kb: portalJsKb,
    ceiling: ceiling.portalJsGzipKb,
  },
  {
    name: 'The CSS loaded before the portal renders (what index.html links and the entry asks for with the portal)',
    kb: initialCssKb,
    ceiling: ceiling.initialCssGzipKb,
  },
];
if (portalJsKb === 0) {
  console.error("No chunk holds src/app/start.tsx: the portal's first load cannot be measured.");
  process.exit(1);
}
// Each planned file (scripts/lib/chunk-plan.ts) is one file: its modules' chunks and what they import
// statically, less what the entry, the way to sign in and earlier planned files hold.
const problems = plannedFileProblems(dist);
for (const problem of problems) console.error(problem);
if (problems.length > 0) process.exit(1);
const over = measured.filter((figure) => figure.kb > figure.ceiling);
for (const figure of over) {
  console.error(
    `${figure.name} is ${figure.kb.toFixed(1)} kB gzip, over its ceiling of ${figure.ceiling} kB (scripts/bundle-ceiling.json): ` +
      'load the new code lazily (a route module, React.lazy, a dynamic import).',
  );
}
if (over.length > 0) process.exit(1);
for (const figure of measured)
  console.info(`${figure.name}: ${figure.kb.toFixed(1)} kB gzip (ceiling ${figure.ceiling} kB).`);
console.info(`Each planned file is one file: ${CHUNK_PLAN.map((plan) => plan.name).join(', ')}.`);
