import type { ResourceKey } from 'i18next';
import { readLanguageChoice } from './session/session-preferences';

/*
 * The languages and their translation files, without i18next: the entry starts downloading the starting
 * language's translations beside the portal's own modules (src/main.tsx), and i18n.ts initialises from the
 * same loads.
 */

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

export async function loadResources(language: Language): Promise<Record<string, ResourceKey>> {
  const files = localeFiles().filter((file) => file.language === language);
  const loaded = await Promise.all(files.map(async (file) => [file.namespace, await file.load()] as const));
  return Object.fromEntries(loaded);
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The language this page starts in: the stored choice of the language switch, else the browser's. */
export function languageToStartIn(preferred: readonly string[] = browserLanguages()): Language {
  return startingLanguage(readLanguageChoice(), preferred);
}
