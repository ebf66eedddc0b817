import i18next, { type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLanguageChoice, writeLanguageChoice } from './session/session-preferences';

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_NAMESPACE = 'common';

interface LocaleFile {
  language: string;
  namespace: string;
  load: () => Promise<ResourceKey>;
}

// Lazy glob: each language's files become their own chunks, so only the active language is downloaded.
const localeLoaders = import.meta.glob<ResourceKey>('../locales/*/*.json', { import: 'default' });

const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

function localeFiles(): LocaleFile[] {
  return Object.entries(localeLoaders).flatMap(([path, load]) => {
    const match = LOCALE_PATH.exec(path);
    return match?.[1] && match[2] ? [{ language: match[1], namespace: match[2], load }] : [];
  });
}

/** Spanish when the browser's first supported preference is Spanish (es, es-MX, …); English otherwise. */
export function chooseLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary === 'es') return 'es';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to start in: the one the user picked with the language switch (stored), else the
 * browser's (chooseLanguage). A stored value this build does not support is ignored.
 */
export function startingLanguage(stored: string | null, preferred: readonly string[]): Language {
  return isLanguage(stored) ? stored : chooseLanguage(preferred);
}

async function loadResources(language: Language): Promise<Record<string, ResourceKey>> {
  const files = localeFiles().filter((file) => file.language === language);
  const loaded = await Promise.all(files.map(async (file) => [file.namespace, await file.load()] as const));
  return Object.fromEntries(loaded);
}

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
    const language = startingLanguage(readLanguageChoice(), preferred);
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

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}
