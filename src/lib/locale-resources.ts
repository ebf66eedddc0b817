import type { ResourceKey } from 'i18next';
import { readLanguageChoice } from './browser-state/session-preferences';

/*
 * The languages and their translation files, without i18next: the entry starts downloading the starting
 * language's translations beside the portal's own modules (src/main.tsx), and i18n.ts initialises from the
 * same loads.
 */

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_NAMESPACE = 'common';

/** Each language's translations, one chunk per language (src/locales/namespaces.ts). */
const languageLoaders: Record<Language, () => Promise<{ default: Record<string, ResourceKey> }>> = {
  en: () => import('../locales/en'),
  es: () => import('../locales/es'),
};

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
  return (await languageLoaders[language]()).default;
}

export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** The language this page starts in: the stored choice of the language switch, else the browser's. */
export function languageToStartIn(preferred: readonly string[] = browserLanguages()): Language {
  return startingLanguage(readLanguageChoice(), preferred);
}
