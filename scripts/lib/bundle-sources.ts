import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Modules that belong to the demo backend and must never be in the browser bundle. */
export const DEMO_BACKEND_PATTERNS: readonly RegExp[] = [
  /(^|\/)mocks\//,
  /node_modules\/msw\//,
  /node_modules\/@mswjs\//,
  /node_modules\/@faker-js\//,
  /node_modules\/oidc-provider\//,
  /\.msw\.ts$/,
];

/** Every source module listed by the source maps of a build folder. */
export function bundleSources(distFolder: string): string[] {
  const sources: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js.map')) {
        const map = JSON.parse(readFileSync(path, 'utf8')) as { sources?: string[] };
        sources.push(...(map.sources ?? []));
      }
    }
  };
  walk(distFolder);
  return sources;
}

/** The demo-backend modules found in a build (empty when the build is clean). */
export function demoBackendModules(sources: readonly string[]): string[] {
  return sources.filter((source) => DEMO_BACKEND_PATTERNS.some((pattern) => pattern.test(source)));
}
