import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleSources, demoBackendModules } from './lib/bundle-sources';

function distWith(sources: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(folder, 'index.js.map'), JSON.stringify({ version: 3, sources, mappings: '' }));
  return folder;
}

describe('the production-bundle check', () => {
  it('passes a build of app code and its libraries', () => {
    const sources = bundleSources(distWith(['../src/main.tsx', '../node_modules/react-dom/index.js']));
    expect(sources).toHaveLength(2);
    expect(demoBackendModules(sources)).toEqual([]);
  });

  it('finds every kind of demo-backend module', () => {
    const leaked = [
      '../mocks/db.ts',
      '../node_modules/msw/lib/core/index.mjs',
      '../node_modules/@mswjs/data/lib/index.js',
      '../node_modules/@faker-js/faker/dist/index.js',
      '../node_modules/oidc-provider/lib/index.js',
      '../src/generated/api/users/users.msw.ts',
    ];
    expect(demoBackendModules(bundleSources(distWith([...leaked, '../src/main.tsx'])))).toEqual(leaked);
  });
});
