/**
 * Texts looked up and not found in the active language (a screen then shows the key itself), reported by
 * i18next (src/lib/i18n.ts) as `language:namespace:key`. The app does not listen; the test setup
 * (tests/support/missing-translations.ts) fails the test that meets one. Kept apart from i18n.ts, so the
 * setup can listen without loading i18next into every test file.
 */
type Listener = (missing: string) => void;

const listeners = new Set<Listener>();

export function onMissingTranslation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportMissingTranslation(languages: readonly string[], namespace: string, key: string): void {
  for (const language of languages) {
    for (const listener of listeners) listener(`${language}:${namespace}:${key}`);
  }
}
