import { afterEach } from 'vitest';
import { onMissingTranslation } from '@/lib/missing-translations';

/*
 * A Vitest setup file: a test that looks up a text no locale file of the active language has (the user
 * would read the key) fails, naming it. A lookup with its own defaultValue is optional and passes.
 */
const met: string[] = [];
onMissingTranslation((missing) => met.push(missing));

/** Throws for the missing texts met since the last call, and forgets them. */
export function assertNoMissingTranslations(): void {
  const missing = [...new Set(met.splice(0))];
  if (missing.length > 0) {
    throw new Error(`Texts missing from src/locales (the screen showed their keys): ${missing.join(', ')}`);
  }
}

afterEach(assertNoMissingTranslations);
