import { describe, expect, it } from 'vitest';
import { repositoryInput } from './check-i18n';
import { checkTranslations, type Catalogues } from './lib/i18n-check';

const catalogues = (en: Record<string, unknown>, es: Record<string, unknown>): Catalogues =>
  new Map([
    ['en', new Map(Object.entries(en))],
    ['es', new Map(Object.entries(es))],
  ]);

const BOTH = catalogues(
  {
    common: { save: 'Save', found: '{{n}} found.', user: { name: 'Name' } },
    users: { title: 'Users', roles: { admin: 'Admin', viewer: 'Viewer' } },
  },
  {
    common: {
      save: 'Guardar',
      found_one: '{{n}} encontrado.',
      found_other: '{{n}} encontrados.',
      user: { name: 'Nombre' },
    },
    users: { title: 'Usuarios', roles: { admin: 'Administrador', viewer: 'Lector' } },
  },
);

/** The problems of one component file over BOTH. */
function problemsOf(text: string, path = 'src/features/users/components/page.tsx'): string[] {
  return checkTranslations({ catalogues: BOTH, sources: [{ path, text }] }).problems;
}

describe('the locale files', () => {
  it('agree when every key is in both languages, whatever each language’s plural forms', () => {
    expect(checkTranslations({ catalogues: BOTH, sources: [] }).problems).toEqual([]);
  });

  it('fail when a key is missing from one language, either way round', () => {
    const { problems } = checkTranslations({
      catalogues: catalogues(
        { common: { save: 'Save', close: 'Close' } },
        { common: { save: 'Guardar', extra: 'Extra' } },
      ),
      sources: [],
    });
    expect(problems).toEqual(['en:common:extra is missing (es has it)', 'es:common:close is missing (en has it)']);
  });

  it('fail when a namespace is missing from one language', () => {
    const { problems } = checkTranslations({
      catalogues: catalogues({ common: { save: 'Save' }, users: { title: 'Users' } }, { common: { save: 'Guardar' } }),
      sources: [],
    });
    expect(problems).toEqual(['es: no users.json (the other languages have one)']);
  });

  it('fail when a plural lacks a form its language uses, or has one it never uses', () => {
    const { problems } = checkTranslations({
      catalogues: catalogues(
        { common: { days_one: '{{count}} day', days_few: '{{count}} days' } },
        { common: { days_other: '{{count}} días' } },
      ),
      sources: [],
    });
    expect(problems).toEqual([
      'en:common:days_few: en has no "few" form',
      'en:common:days_other is missing (plural form)',
      'es:common:days_one is missing (plural form)',
    ]);
  });

  it('pass a Spanish plural without "many": i18next falls back to "other", and "many" is for millions', () => {
    const { problems } = checkTranslations({
      catalogues: catalogues(
        { common: { days_one: '{{count}} day', days_other: '{{count}} days' } },
        { common: { days_one: '{{count}} día', days_other: '{{count}} días' } },
      ),
      sources: [],
    });
    expect(problems).toEqual([]);
  });

  it('fail when the languages’ placeholders differ, or a text is empty', () => {
    const { problems } = checkTranslations({
      catalogues: catalogues(
        { common: { found: '{{n}} found in <b>{{place}}</b>.', note: 'Note' } },
        { common: { found: '{{count}} encontrados en <b>{{place}}</b>.', note: ' ' } },
      ),
      sources: [],
    });
    expect(problems).toEqual([
      'es:common:note is empty (i18next shows the key)',
      'common:found has different placeholders: en "<b> {{n}} {{place}}", es "<b> {{count}} {{place}}"',
    ]);
  });
});

describe('the keys the code names', () => {
  it('pass when they exist in the namespace of their useTranslation, in every language', () => {
    const text = `
      export function Page() {
        const { t } = useTranslation('users');
        const { t: tCommon } = useTranslation();
        return <p title={t('title')}>{t('roles.admin')} {tCommon('save')} {tCommon('found', { count: 2, n: '2' })} {t('common:user.name')}</p>;
      }`;
    expect(problemsOf(text)).toEqual([]);
  });

  it('fail for a key missing in one language or in both, or naming a group of texts', () => {
    const en = { common: { save: 'Save', enOnly: 'English' } };
    const es = { common: { save: 'Guardar' } };
    const text = `
      function Page() {
        const { t } = useTranslation();
        return <p>{t('enOnly')}{t('nowhere')}</p>;
      }
      const Other = () => { const { t } = useTranslation('users'); return <p>{t('roles')}</p>; };`;
    const { problems } = checkTranslations({
      catalogues: catalogues(
        { ...en, users: BOTH.get('en')!.get('users') },
        { ...es, users: BOTH.get('es')!.get('users') },
      ),
      sources: [{ path: 'src/app/page.tsx', text }],
    });
    expect(problems).toEqual([
      'es:common:enOnly is missing (en has it)',
      'src/app/page.tsx:4: es:common:enOnly is missing',
      'src/app/page.tsx:4: en:common:nowhere is missing',
      'src/app/page.tsx:4: es:common:nowhere is missing',
      'src/app/page.tsx:6: en:users:roles is a group of texts, not a text',
      'src/app/page.tsx:6: es:users:roles is a group of texts, not a text',
    ]);
  });

  it('checks each t against its own hook, a TFunction parameter, i18next.t, <Trans> and ns:key strings', () => {
    const text = `
      import type { TFunction } from 'i18next';
      export const toast = { errorToast: 'users:missing.toast' };
      export function texts(t: TFunction<'users'>) { return t('save'); }
      export const copied = () => i18next.t('title');
      function A() { const { t } = useTranslation('common'); return <Trans t={t} i18nKey="title" />; }
      function B() { const { t } = useTranslation('users'); return <p>{t('title')}</p>; }`;
    expect(problemsOf(text, 'src/lib/texts.tsx')).toEqual([
      'src/lib/texts.tsx:3: en:users:missing.toast is missing',
      'src/lib/texts.tsx:3: es:users:missing.toast is missing',
      'src/lib/texts.tsx:4: en:users:save is missing',
      'src/lib/texts.tsx:4: es:users:save is missing',
      'src/lib/texts.tsx:5: en:common:title is missing',
      'src/lib/texts.tsx:5: es:common:title is missing',
      'src/lib/texts.tsx:6: en:common:title is missing',
      'src/lib/texts.tsx:6: es:common:title is missing',
    ]);
  });

  it('fail for a template key no key fits, and leave keys from variables and with a defaultValue alone', () => {
    const text = `
      function Page({ role, key }: Props) {
        const { t } = useTranslation('users');
        return <p>{t(\`roles.\${role}\`)}{t(\`levels.\${role}\`)}{t(key)}{t(\`labels.\${role}\`, { defaultValue: role })}</p>;
      }`;
    const result = checkTranslations({ catalogues: BOTH, sources: [{ path: 'src/app/page.tsx', text }] });
    expect(result.problems).toEqual([
      'src/app/page.tsx:4: no key of en:users fits levels.${…}',
      'src/app/page.tsx:4: no key of es:users fits levels.${…}',
    ]);
    expect(result.counts).toEqual({ keys: 0, patterns: 2, dynamic: 1 });
  });

  it('finds the keys a form schema names', () => {
    const { problems } = checkTranslations({
      catalogues: BOTH,
      sources: [],
      jsonFiles: [
        { path: 'schemas/x.ui.json', json: { name: { 'ui:title': 'users:fields.name' }, other: 'users:title' } },
      ],
    });
    expect(problems).toEqual([
      'schemas/x.ui.json name.ui:title: en:users:fields.name is missing',
      'schemas/x.ui.json name.ui:title: es:users:fields.name is missing',
    ]);
  });
});

describe('the texts of the screens', () => {
  it('fail when a component writes a text instead of naming a key', () => {
    const text = `
      export function Page({ busy }: { busy: boolean }) {
        const { t } = useTranslation('users');
        return (
          <section aria-label="Users">
            <h1>{t('title')}</h1>
            Add a user
            <input placeholder={busy ? t('title') : 'Searching'} />
            <img alt={\`Chart of \${t('title')}\`} src="/a.png" data-testid="chart" />
            <p>{busy && 'Loading'} – 100%&nbsp;{'/'}</p>
          </section>
        );
      }`;
    expect(problemsOf(text)).toEqual([
      'src/features/users/components/page.tsx:5: "Users" is written in the code; use a key of src/locales',
      'src/features/users/components/page.tsx:7: "Add a user" is written in the code; use a key of src/locales',
      'src/features/users/components/page.tsx:8: "Searching" is written in the code; use a key of src/locales',
      'src/features/users/components/page.tsx:9: "Chart of" is written in the code; use a key of src/locales',
      'src/features/users/components/page.tsx:10: "Loading" is written in the code; use a key of src/locales',
    ]);
  });

  it('leave texts outside the screens alone (lib, tests)', () => {
    expect(problemsOf('export const A = () => <p aria-label="Users">Hello</p>;', 'src/lib/a.tsx')).toEqual([]);
  });
});

describe('the repository', () => {
  it('has no translation problems', () => {
    const { problems, counts } = checkTranslations(repositoryInput());
    expect(problems).toEqual([]);
    expect(counts.keys).toBeGreaterThan(500);
  });
});
