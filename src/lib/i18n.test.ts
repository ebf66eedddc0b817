// @vitest-environment jsdom
// (the stored language choice lives in localStorage, and <html lang> follows the language)
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { changeLanguage, initI18n, pickLanguage } from './i18n';
import { chooseLanguage, LANGUAGES, startingLanguage } from './locale-resources';
import { readLanguageChoice, writeLanguageChoice } from './browser-state/session-preferences';

const files = import.meta.glob<unknown>('../locales/*/*.json', { eager: true, import: 'default' });

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key as a dotted path; plural forms collapse because languages have different plural sets. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(PLURAL_SUFFIX, '')];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

function catalogue(language: string): Map<string, Set<string>> {
  const byNamespace = new Map<string, Set<string>>();
  for (const [path, content] of Object.entries(files)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (match?.[1] === language && match[2]) byNamespace.set(match[2], new Set(keysOf(content)));
  }
  return byNamespace;
}

describe('translations', () => {
  const [first, ...others] = LANGUAGES.map((language) => ({ language, namespaces: catalogue(language) }));

  it('exist for every language', () => {
    for (const { language, namespaces } of [first!, ...others]) {
      expect(namespaces.get('common')?.size, language).toBeGreaterThan(0);
    }
  });

  it('have the same namespaces and keys in every language', () => {
    for (const other of others) {
      expect([...other.namespaces.keys()].sort()).toEqual([...first!.namespaces.keys()].sort());
      for (const [namespace, keys] of first!.namespaces) {
        const otherKeys = other.namespaces.get(namespace) ?? new Set<string>();
        const missing = [...keys]
          .filter((key) => !otherKeys.has(key))
          .map((key) => `${other.language}:${namespace}:${key}`);
        const extra = [...otherKeys]
          .filter((key) => !keys.has(key))
          .map((key) => `${first!.language}:${namespace}:${key}`);
        expect([...missing, ...extra], 'keys missing from one language').toEqual([]);
      }
    }
  });
});

describe('chooseLanguage', () => {
  it('picks Spanish for any Spanish browser language', () => {
    expect(chooseLanguage(['es-MX', 'en-US'])).toBe('es');
    expect(chooseLanguage(['es'])).toBe('es');
    expect(chooseLanguage(['ES-es'])).toBe('es');
  });

  it('picks English otherwise', () => {
    expect(chooseLanguage(['en-US', 'es-MX'])).toBe('en');
    expect(chooseLanguage(['fr-FR'])).toBe('en');
    expect(chooseLanguage([])).toBe('en');
    expect(chooseLanguage(['estonian-ish'])).toBe('en');
  });
});

describe('startingLanguage', () => {
  it('prefers the language picked with the switch over the browser’s', () => {
    expect(startingLanguage('es', ['en-US'])).toBe('es');
    expect(startingLanguage('en', ['es-MX'])).toBe('en');
  });

  it('ignores a stored value it does not support, and falls back to the browser’s language', () => {
    expect(startingLanguage(null, ['es-MX'])).toBe('es');
    expect(startingLanguage('fr', ['es-MX'])).toBe('es');
    expect(startingLanguage('ES', ['en-US'])).toBe('en');
    expect(startingLanguage('', ['es'])).toBe('es');
    expect(startingLanguage('es-MX', [])).toBe('en');
  });
});

describe('initI18n', () => {
  it('starts in the stored choice, loading only that language; the switch loads the other one and remembers it', async () => {
    writeLanguageChoice('es');
    const instance = await initI18n(['en-US']);
    expect(instance.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(instance.t('redirecting')).toBe('Redirigiendo');
    expect(i18next.hasResourceBundle('en', 'common')).toBe(false);

    await changeLanguage('en');
    expect(instance.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(instance.t('redirecting')).toBe('Redirecting');
    for (const namespace of catalogue('en').keys()) {
      expect(i18next.hasResourceBundle('en', namespace), namespace).toBe(true);
    }
    expect(readLanguageChoice(), 'changeLanguage alone is not a choice').toBe('es');

    await pickLanguage('es');
    expect(document.documentElement.lang).toBe('es');
    expect(readLanguageChoice()).toBe('es');
    await pickLanguage('en');
    expect(instance.t('redirecting')).toBe('Redirecting');
    expect(readLanguageChoice()).toBe('en');
  });
});
