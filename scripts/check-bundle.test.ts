import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleSources, demoBackendModules } from './lib/bundle-sources';
import { bundleSizes } from './lib/bundle-sizes';

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

describe('bundleSizes', () => {
  it('counts as initial every script the entry HTML loads or preloads, and the rest as lazy', () => {
    const folder = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(folder, 'assets'));
    const entry = 'a'.repeat(4000);
    const preload = 'b'.repeat(2000);
    const lazy = Array.from({ length: 3000 }, (_, index) => String.fromCharCode(33 + ((index * 7919) % 90))).join('');
    writeFileSync(join(folder, 'assets/index.js'), entry);
    writeFileSync(join(folder, 'assets/vendor.js'), preload);
    writeFileSync(join(folder, 'assets/screen.js'), lazy);
    writeFileSync(
      join(folder, 'index.html'),
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/vendor.js">',
    );
    const sizes = bundleSizes(folder);
    const gz = (text: string) => gzipSync(text).length / 1024;
    expect(sizes.initialFiles).toEqual(['assets/index.js', 'assets/vendor.js']);
    expect(sizes.initialJsKb).toBeCloseTo(gz(entry) + gz(preload), 6);
    expect(sizes.largestLazyKb).toBeCloseTo(gz(lazy), 6);
  });
});
