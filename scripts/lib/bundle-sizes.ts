import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHUNK_PLAN, LOADED_WITHOUT, PORTAL_START } from './chunk-plan';
import { reachable } from './reachable';

/** What a production build weighs, as the bench and the bundle check count it (gzip, kB). */
export interface BundleSizes {
  /** Every script the entry HTML loads or preloads. */
  initialJsKb: number;
  /**
   * The stylesheets loaded before the portal renders: those index.html links and those the entry's scripts
   * ask for with the modules they import (the theme's global CSS, with the portal's first load).
   */
  initialCssKb: number;
  /**
   * The largest JS chunk a screen loads on demand: outside the entry and the portal's first load, which
   * have ceilings of their own.
   */
  largestLazyKb: number;
  /** The entry's scripts (assets/…js), for reports. */
  initialFiles: string[];
  /**
   * What a visit with a session downloads before the portal can render: the chunk built from
   * src/app/start.tsx and every chunk it imports statically (the entry among them); 0 without one.
   */
  portalJsKb: number;
}

/** A source-map entry of the module at repository path `path`. */
const moduleAt = (path: string) => new RegExp(`(^|/)${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** The module src/main.tsx loads when there is a session: the portal (src/app/start.tsx). */
export const PORTAL_START_MODULE = moduleAt(PORTAL_START);

/** A chunk's static imports: its first statements, `import{…}from"./x.js";` or `import"./x.js";`. */
const STATIC_IMPORT = /(?:^|;)\s*import\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/gm;

/** `file` and every chunk it imports statically (`import … from "./x.js"`, not `import("./x.js")`). */
export function staticClosure(dist: string, file: string): string[] {
  const imports = (current: string) =>
    [...readFileSync(join(dist, current), 'utf8').matchAll(STATIC_IMPORT)].map(
      (match) => `assets/${match[1] as string}`,
    );
  return [...reachable(file, imports)];
}

/** The chunk whose source map lists a module matching `source`. */
export function chunkOf(dist: string, source: RegExp): string | undefined {
  return readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js') && existsSync(join(dist, 'assets', `${name}.map`)))
    .map((name) => `assets/${name}`)
    .find((file) => {
      const { sources = [] } = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')) as { sources?: string[] };
      return sources.some((module) => source.test(module));
    });
}

export function bundleSizes(dist: string): BundleSizes {
  const gzipKb = (file: string) => gzipSync(readFileSync(join(dist, file))).length / 1024;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initialFiles = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);
  const linked = [...html.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map((match) => match[1] as string);
  // Vite's preload list in the entry names each stylesheet a dynamic import brings ("assets/x.css").
  const askedFor = initialFiles.flatMap((file) =>
    [...readFileSync(join(dist, file), 'utf8').matchAll(/["'](assets\/[^"']+\.css)["']/g)].map(
      (match) => match[1] as string,
    ),
  );
  const css = [...new Set([...linked, ...askedFor])];
  const portal = chunkOf(dist, PORTAL_START_MODULE);
  const portalFiles = portal ? staticClosure(dist, portal) : [];
  const lazy = readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .filter((file) => !initialFiles.includes(file) && !portalFiles.includes(file));
  return {
    initialJsKb: sum(initialFiles.map(gzipKb)),
    portalJsKb: sum(portalFiles.map(gzipKb)),
    initialCssKb: sum(css.map(gzipKb)),
    largestLazyKb: Math.max(0, ...lazy.map(gzipKb)),
    initialFiles,
  };
}

/**
 * What is wrong with the planned files of a build (scripts/lib/chunk-plan.ts): each must be one file, named
 * after its plan, holding its modules and what they import statically beyond the entry's, sign-in's and
 * earlier planned files. Without the plan the bundler splits each into about 20 files.
 */
export function plannedFileProblems(dist: string): string[] {
  const closureOf = (module: string) => {
    const chunk = chunkOf(dist, moduleAt(module));
    return chunk ? staticClosure(dist, chunk) : [`(no chunk holds ${module})`];
  };
  const taken = new Set(LOADED_WITHOUT.flatMap(closureOf));
  const problems: string[] = [];
  for (const plan of CHUNK_PLAN) {
    const files = [...new Set(plan.from.flatMap(closureOf))].filter((file) => !taken.has(file));
    for (const file of files) taken.add(file);
    if (files.length !== 1 || !files[0]?.startsWith(`assets/${plan.name}-`)) {
      problems.push(
        `The planned file ${plan.name} is ${files.length} files: ${files.join(', ')} (scripts/lib/chunk-plan.ts).`,
      );
    }
  }
  return problems;
}
