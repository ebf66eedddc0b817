import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Fails when src/generated is not what `npm run generate` makes from openapi/portal.yaml and
 * orval.config.ts now: regenerates in place and compares file by file. After a failure the folder holds
 * the fresh output, ready to review and commit.
 */
const root = join(import.meta.dirname, '..');
const folder = join(root, 'src/generated');

function snapshot(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(folder, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(folder);
  return files;
}

const before = snapshot();
execFileSync('npx', ['orval', '--config', 'orval.config.ts'], { cwd: root, stdio: 'pipe' });
const after = snapshot();

const changed = [...new Set([...before.keys(), ...after.keys()])]
  .filter((file) => before.get(file) !== after.get(file))
  .sort();

if (changed.length > 0) {
  console.error('src/generated is stale: it differs from what openapi/portal.yaml generates.');
  for (const file of changed) {
    const state = !before.has(file) ? 'missing' : !after.has(file) ? 'no longer generated' : 'differs';
    console.error(`  ${state}: src/generated/${file}`);
  }
  console.error('Run `npm run generate` and commit src/generated together with the contract change.');
  process.exit(1);
}
console.info(`src/generated is up to date (${after.size} files).`);

// The response-schema registry of the API client (src/lib/api-response-schemas.ts) must be current too.
try {
  execFileSync('npx', ['tsx', 'scripts/generate-response-schemas.ts', '--check'], { cwd: root, stdio: 'inherit' });
} catch {
  process.exit(1);
}

// The form validators precompiled from schemas/*.schema.json (docs/forms.md) must be current too.
try {
  execFileSync('npx', ['tsx', 'scripts/compile-schemas.ts', '--check'], { cwd: root, stdio: 'inherit' });
} catch {
  process.exit(1);
}
