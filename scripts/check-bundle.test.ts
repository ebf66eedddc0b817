import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { bundleSources, demoBackendModules } from './lib/bundle-sources';
import { bundleSizes, plannedFileProblems, staticClosure } from './lib/bundle-sizes';
import { CHUNK_PLAN } from './lib/chunk-plan';

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

  it('counts as initial CSS the stylesheets index.html links and those the entry asks for with the portal', () => {
    const folder = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(folder, 'assets'));
    const linked = 'a{color:red}'.repeat(50);
    const theme = ':root{--x:1}'.repeat(80);
    writeFileSync(join(folder, 'assets/site.css'), linked);
    writeFileSync(join(folder, 'assets/first-load.css'), theme);
    writeFileSync(join(folder, 'assets/screen.css'), 'b{color:blue}');
    // Vite's preload list: the portal's chunk and its stylesheet.
    writeFileSync(
      join(folder, 'assets/index.js'),
      'const d=["assets/first-load.js","assets/first-load.css"];const go=()=>import("./first-load.js");',
    );
    writeFileSync(
      join(folder, 'index.html'),
      '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/site.css">',
    );
    const gz = (text: string) => gzipSync(text).length / 1024;
    expect(bundleSizes(folder).initialCssKb).toBeCloseTo(gz(linked) + gz(theme), 6);
  });

  it("counts as the portal's first load the chunk of src/app/start.tsx and what it imports statically, not import(), and as lazy only what is outside it", () => {
    const folder = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(folder, 'assets'));
    const write = (name: string, code: string, sources?: string[]) => {
      writeFileSync(join(folder, 'assets', name), code);
      if (sources)
        writeFileSync(join(folder, 'assets', `${name}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
    };
    write('index.js', 'import"./paths.js";const go=()=>import("./start.js");', ['../src/main.tsx']);
    write('paths.js', 'export const p=1;');
    write('start.js', 'import{a}from"./vendor.js";import"./paths.js";const s=()=>import("./screen.js");', [
      '../src/app/start.tsx',
    ]);
    // Larger gzipped than the screen's chunk: the largest lazy chunk is still the screen's.
    write(
      'vendor.js',
      Array.from({ length: 5000 }, (_, index) => String.fromCharCode(33 + ((index * 7919) % 90))).join(''),
    );
    write('screen.js', 'd'.repeat(9000));
    writeFileSync(join(folder, 'index.html'), '<script type="module" src="/assets/index.js"></script>');
    expect(staticClosure(folder, 'assets/start.js').sort()).toEqual([
      'assets/paths.js',
      'assets/start.js',
      'assets/vendor.js',
    ]);
    const gz = (name: string) => gzipSync(readFileSync(join(folder, 'assets', name))).length / 1024;
    const sizes = bundleSizes(folder);
    expect(sizes.portalJsKb).toBeCloseTo(gz('start.js') + gz('vendor.js') + gz('paths.js'), 6);
    expect(gz('vendor.js')).toBeGreaterThan(gz('screen.js'));
    expect(sizes.largestLazyKb).toBeCloseTo(gz('screen.js'), 6);
  });

  it('passes planned files that are one file each, and names the pieces of one that is not', () => {
    const folder = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(folder, 'assets'));
    const write = (name: string, code: string, sources: string[]) => {
      writeFileSync(join(folder, 'assets', name), code);
      writeFileSync(join(folder, 'assets', `${name}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
    };
    const [firstLoad, ...later] = CHUNK_PLAN;
    const afterPaint = later.find((plan) => plan.name === 'shell-after-paint');
    if (!afterPaint) throw new Error('the chunk plan has no shell-after-paint file');
    write('index-a.js', 'import"./paths-a.js";', ['../../src/main.tsx']);
    write('paths-a.js', 'export const p=1;', ['../../src/config/paths.ts']);
    write('user-manager-a.js', 'import"./paths-a.js";', ['../../src/lib/auth/user-manager.ts']);
    write('first-load-a.js', 'import"./paths-a.js";import"./user-manager-a.js";', [
      ...firstLoad.from.map((module) => `../../${module}`),
    ]);
    // Every other planned file, one file each, importing only the first load.
    for (const plan of later) {
      write(
        `${plan.name}-a.js`,
        'import"./first-load-a.js";',
        plan.from.map((module) => `../../${module}`),
      );
    }
    expect(plannedFileProblems(folder)).toEqual([]);
    // The shell's menu split off on its own, as the bundler would without the plan.
    write('shell-after-paint-a.js', 'import"./first-load-a.js";import"./menu-a.js";', [
      ...afterPaint.from.map((module) => `../../${module}`),
    ]);
    write('menu-a.js', 'import"./first-load-a.js";', ['../../node_modules/@ark-ui/react/menu.js']);
    expect(plannedFileProblems(folder)).toEqual([
      'The planned file shell-after-paint is 2 files: assets/shell-after-paint-a.js, assets/menu-a.js (scripts/lib/chunk-plan.ts).',
    ]);
  });
});
