import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  browserLanguages,
  DEFAULT_NAMESPACE,
  LANGUAGES,
  languageToStartIn,
  loadResources,
  type Language,
} from './locale-resources';
import { reportMissingTranslation } from './missing-translations';
import { writeLanguageChoice } from './browser-state/session-preferences';

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialised: Promise<i18n> | undefined;

/**
 * Starts i18next once, in the stored choice of the language switch or else the browser's language, with
 * every namespace of that language loaded.
 */
export function initI18n(preferred: readonly string[] = browserLanguages()): Promise<i18n> {
  initialised ??= (async () => {
    const language = languageToStartIn(preferred);
    const resources = await loadResources(language);
    i18next.on('languageChanged', syncDocumentLanguage);
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: Object.keys(resources),
      defaultNS: DEFAULT_NAMESPACE,
      resources: { [language]: resources },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      // A text not found is reported (once per lookup, not per plural form); a lookup with its own
      // defaultValue is optional. The handler also keeps i18next from adding the key to the texts.
      saveMissing: true,
      saveMissingPlurals: false,
      missingKeyHandler: (languages, namespace, key, _fallback, _update, options: { defaultValue?: unknown }) => {
        if (options.defaultValue === undefined) reportMissingTranslation(languages, namespace, key);
      },
    });
    syncDocumentLanguage(language);
    return i18next;
  })();
  return initialised;
}

/** Loads the language's namespaces first, so no screen renders keys while they download. */
export async function changeLanguage(language: Language): Promise<void> {
  const resources = await loadResources(language);
  for (const [namespace, bundle] of Object.entries(resources)) {
    i18next.addResourceBundle(language, namespace, bundle, true, true);
  }
  await i18next.changeLanguage(language);
}

/**
 * The language switch: changes the language without a reload (server data stays in the query cache,
 * `<html lang>` and every `t` follow) and remembers it for the next visit, in place of the browser's.
 */
export async function pickLanguage(language: Language): Promise<void> {
  await changeLanguage(language);
  writeLanguageChoice(language);
}
