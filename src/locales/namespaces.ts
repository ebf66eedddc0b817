import type { ResourceKey } from 'i18next';

const NAMESPACE = /\/([^/]+)\.json$/;

/**
 * A language's translation files as i18next's resources (namespace → JSON). Each language is one module and
 * one chunk (src/locales/en.ts, es.ts): every namespace is needed at start, so one request per language
 * instead of one per file, and a new namespace adds nothing to the portal's first load.
 */
export function namespaces(files: Record<string, ResourceKey>): Record<string, ResourceKey> {
  return Object.fromEntries(
    Object.entries(files).flatMap(([path, json]) => {
      const name = NAMESPACE.exec(path)?.[1];
      return name ? [[name, json] as const] : [];
    }),
  );
}
