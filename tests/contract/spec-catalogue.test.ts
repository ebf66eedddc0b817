import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NAMESPACE } from '@/lib/locale-resources';

/**
 * Spec section 8, the error catalogue and the other texts it lists, as data: each text with the situation
 * it belongs to and the locale namespace of the screen where that situation occurs. For every text the
 * test asks: (a) is it, verbatim, a value of locales/en/<namespace>.json ({n} matches i18next's {{n}};
 * plural `_one`/`_other` keys count)? (b) does a source file under src/ refer to that key, as 'ns:key'
 * or as 'key' in a file that reads the namespace (useTranslation('ns'), or { ns: 'ns' })? (c) has
 * locales/es the same key, translated, with the same placeholders? A text that fails any of the three is
 * one no screen can show, and the test lists it.
 */

interface CatalogueEntry {
  /** The spec's situation (the row of the section 8 table, or the screen). */
  situation: string;
  /** The locale namespace of the screen where the situation occurs. */
  namespace: string;
  /** The spec's text, verbatim; {name} stands for a value filled in. */
  text: string;
}

const ERROR_TOASTS: CatalogueEntry[] = [
  { situation: 'Orders load', namespace: 'billing', text: 'Error occurred while trying to load orders.' },
  { situation: 'Calendar id', namespace: 'abi', text: 'Error occurred while trying to retrieve calendar id.' },
  { situation: 'Observance', namespace: 'abi', text: 'Error occurred while trying to retrieve observance.' },
  {
    situation: 'Observances (also when a file download fails)',
    namespace: 'abi',
    text: 'Error occurred while trying to retrieve observances.',
  },
  {
    situation: 'Tags (also on unsave failure)',
    namespace: 'abi',
    text: 'Error occurred while trying to retrieve list of tags.',
  },
  {
    situation: 'Default company',
    namespace: 'navigation',
    text: 'Error occurred while setting the default company.',
  },
  {
    situation: 'Preferences',
    namespace: 'notifications',
    text: 'Error occurred while trying to retrieve notifications preferences.',
  },
  {
    situation: 'Unread notifications',
    namespace: 'notifications',
    text: 'Error occurred while trying to retrieve unread notifications.',
  },
  {
    situation: 'All notifications',
    namespace: 'notifications',
    text: 'Error occurred while trying to retrieve all notifications.',
  },
  {
    situation: 'Mark read',
    namespace: 'notifications',
    text: 'Error occurred while trying to set notifications as read.',
  },
  {
    situation: 'Company info load',
    namespace: 'company-info',
    text: 'Error occurred while trying to load company information',
  },
  { situation: 'Standardize', namespace: 'company-info', text: 'Error occurred while standardizing address' },
  {
    situation: 'Company update',
    namespace: 'company-info',
    text: 'Error occurred while updating company information',
  },
  { situation: 'Add user', namespace: 'users', text: 'Error occurred while adding new user' },
  { situation: 'Company user', namespace: 'users', text: 'Error occurred while retrieving company user' },
  { situation: 'Permissions', namespace: 'users', text: 'Error occurred while retrieving user permissions' },
  {
    situation: 'Authorized users (also email lookup failure)',
    namespace: 'users',
    text: 'Error occurred while retrieving authorized users',
  },
  {
    situation: 'Update user from company',
    namespace: 'users',
    text: 'Error occurred while updating user from company',
  },
  { situation: 'Status', namespace: 'users', text: 'Error occurred while updating user status' },
  { situation: 'Update user', namespace: 'users', text: 'Error occurred while updating user' },
  {
    situation: 'Password',
    namespace: 'users',
    text: 'Unable to update Password - please verify that Password meets requirements',
  },
  {
    situation: 'Screenshots',
    namespace: 'document-center',
    text: 'Error occurred while trying to retrieve screenshots.',
  },
  { situation: 'Show screenshot', namespace: 'document-center', text: 'Error occurred while trying show screenshot.' },
  { situation: 'Documents', namespace: 'document-center', text: 'Error occurred while trying to retrieve documents.' },
  {
    situation: 'Show report card',
    namespace: 'document-center',
    text: 'Error occurred while trying show Report Card.',
  },
  {
    situation: 'Crosspost export',
    namespace: 'esds-report',
    text: 'Error occurred while trying to retrieve crosspost data.',
  },
  { situation: 'Redirect', namespace: 'common', text: 'Error Occurred Trying To Redirect' },
];

const SCREEN_MESSAGES: CatalogueEntry[] = [
  {
    situation: 'Add user failure in the stepper (with a Close button)',
    namespace: 'users',
    text: 'Error occurred while adding user. Please contact Customer Service at {email}',
  },
  {
    situation: 'Applicant demographics: 401',
    namespace: 'applicant-demographics',
    text: 'Unable to authenticate user',
  },
  {
    situation: 'Applicant demographics: any other failure',
    namespace: 'applicant-demographics',
    text: 'Something went wrong',
  },
  { situation: 'Dashboard: load failure', namespace: 'outreach-dashboard', text: 'Failed to load' },
  { situation: 'Dashboard: 401', namespace: 'outreach-dashboard', text: 'Unable to authenticate user' },
  {
    situation: 'Dashboard: engagement summary',
    namespace: 'outreach-dashboard',
    text: 'Something went wrong trying to retrieve Organization Engagement Summary data',
  },
  {
    situation: 'Dashboard: breakdown',
    namespace: 'outreach-dashboard',
    text: 'Something went wrong attempting to retrieve Community and Diversity Outreach Breakdown data',
  },
];

const SUCCESS_MESSAGES: CatalogueEntry[] = [
  { situation: 'Observance saved', namespace: 'observances', text: 'Saved observance.' },
  { situation: 'Observance unsaved', namespace: 'observances', text: 'Unsaved observance.' },
  { situation: 'Company info updated', namespace: 'company-info', text: 'Company Information updated successfully!' },
  { situation: 'User added', namespace: 'users', text: 'New user added successfully!' },
  { situation: 'User updated', namespace: 'users', text: 'User updated successfully!' },
  { situation: 'Report cards found', namespace: 'document-center', text: '{n} documents found.' },
  { situation: 'ESDS report found', namespace: 'esds-report', text: '{n} documents found.' },
  { situation: 'Screenshots found', namespace: 'document-center', text: '{n} screenshots found.' },
  { situation: 'Observances found', namespace: 'observances', text: '{n} observances found.' },
  { situation: 'Job performance found', namespace: 'job-performance', text: '{n} jobs found.' },
  { situation: 'Clipboard snackbar', namespace: 'common', text: 'Text copied to clipboard!' },
];

const PAYMENT_NOTICES: CatalogueEntry[] = [
  {
    situation: 'Payment page: past invoices',
    namespace: 'billing',
    text: 'To view or pay previous invoices, please contact your account manager or email {email}.',
  },
  {
    situation: 'Payment page: payment information',
    namespace: 'billing',
    text: 'Please contact your account manager at {phone} for payment information.',
  },
];

const SPEC_CATALOGUE: readonly CatalogueEntry[] = [
  ...ERROR_TOASTS,
  ...SCREEN_MESSAGES,
  ...SUCCESS_MESSAGES,
  ...PAYMENT_NOTICES,
];

// ── The three checks ─────────────────────────────────────────────────────────────────────────────────

/** One language's locale files: namespace → leaf key path ('errors.addUser', 'found_other') → text. */
type Locale = Map<string, Map<string, string>>;

/**
 * What one source file can show: its string literals, its keys built from one value (`errors.${kind}`) and
 * the namespaces its `t` reads without a prefix.
 */
interface SourceFacts {
  file: string;
  literals: ReadonlySet<string>;
  templates: readonly { head: string; tail: string }[];
  namespaces: ReadonlySet<string>;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

function leaves(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
  }
  return into;
}

function localeFrom(files: Record<string, unknown>): Locale {
  return new Map(Object.entries(files).map(([namespace, content]) => [namespace, leaves(content)]));
}

/** The spec's text as a pattern over i18next values: '{n}' matches '{{n}}' (and '{{n, number}}'). */
function patternOf(text: string): RegExp {
  const parts = text.split(/(\{\w+\})/).map((part) => {
    const placeholder = /^\{(\w+)\}$/.exec(part);
    return placeholder
      ? `\\{\\{\\s*${placeholder[1]}\\s*(?:,[^}]*)?\\}\\}`
      : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}$`);
}

const placeholdersOf = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();

/** The key a screen passes to `t`: the leaf path without its plural suffix. */
const keyOf = (leaf: string) => leaf.replace(PLURAL_SUFFIX, '');

/**
 * A key built from one value, `errors.${kind}`, names 'errors.failed' only when 'failed' is a string the
 * code has (the value's type, a returned constant); the rest of the key must match exactly.
 */
function builtBy(template: { head: string; tail: string }, key: string, values: ReadonlySet<string>): boolean {
  if (!key.startsWith(template.head) || !key.endsWith(template.tail)) return false;
  const value = key.slice(template.head.length, key.length - template.tail.length);
  return /^[\w-]+$/.test(value) && values.has(value);
}

function referencedBy(sources: readonly SourceFacts[], namespace: string, key: string): string | undefined {
  const values = new Set(sources.flatMap((source) => [...source.literals]));
  return sources.find((source) => {
    const own = source.namespaces.has(namespace);
    if (source.literals.has(`${namespace}:${key}`) || (own && source.literals.has(key))) return true;
    return source.templates.some(
      (template) =>
        builtBy(template, `${namespace}:${key}`, values) ||
        (own && !template.head.includes(':') && builtBy(template, key, values)),
    );
  })?.file;
}

/** Every catalogue text that no screen can show, with why; empty when the whole catalogue is shown. */
function catalogueOffenders(
  catalogue: readonly CatalogueEntry[],
  { en, es, sources }: { en: Locale; es: Locale; sources: readonly SourceFacts[] },
): string[] {
  return catalogue.flatMap(({ situation, namespace, text }) => {
    const where = `${situation}: '${text}'`;
    const english = en.get(namespace);
    if (!english) return [`${where}: there is no locales/en/${namespace}.json`];
    const pattern = patternOf(text);
    const matches = [...english].filter(([, value]) => pattern.test(value)).map(([leaf]) => leaf);
    if (matches.length === 0) return [`${where}: not a text of locales/en/${namespace}.json`];
    const referenced = matches.filter((leaf) => referencedBy(sources, namespace, keyOf(leaf)) !== undefined);
    if (referenced.length === 0) {
      const keys = [...new Set(matches.map((leaf) => `'${namespace}:${keyOf(leaf)}'`))].join(', ');
      return [`${where}: ${keys} is referenced by no source file under src/`];
    }
    // The spec's text is what English shows for every count: no plural form of the key may read otherwise.
    const otherForms = [...english].filter(
      ([leaf, value]) => referenced.some((shown) => keyOf(shown) === keyOf(leaf)) && !pattern.test(value),
    );
    if (otherForms.length > 0) {
      return otherForms.map(
        ([leaf, value]) => `${where}: '${namespace}:${leaf}' reads '${value}', not the spec's text (for every count)`,
      );
    }
    const translated = referenced.filter((leaf) => {
      const original = english.get(leaf) ?? '';
      return [...(es.get(namespace) ?? [])].some(
        ([spanishLeaf, spanish]) =>
          keyOf(spanishLeaf) === keyOf(leaf) &&
          spanish.trim() !== '' &&
          spanish !== original &&
          placeholdersOf(spanish).join() === placeholdersOf(original).join(),
      );
    });
    if (translated.length === 0) {
      return [`${where}: no Spanish translation of '${namespace}:${referenced[0]}' in locales/es/${namespace}.json`];
    }
    return [];
  });
}

// ── Reading the code base ────────────────────────────────────────────────────────────────────────────

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = path.join(ROOT, 'src');
const LOCALES = path.join(SRC, 'locales');

function stringsOf(node: ts.Node): string[] {
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(stringsOf);
  return [];
}

const calleeName = (call: ts.CallExpression) =>
  ts.isIdentifier(call.expression)
    ? call.expression.text
    : ts.isPropertyAccessExpression(call.expression)
      ? call.expression.name.text
      : '';

/**
 * The string literals of a module (comments do not count), its template literals of one value, and the
 * namespaces its unprefixed keys are read from: useTranslation's argument (none: the default namespace), an `ns` option, and the default
 * namespace for i18next's own `t`.
 */
function sourceFacts(file: string, text: string): SourceFacts {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const literals = new Set<string>();
  const templates: { head: string; tail: string }[] = [];
  const namespaces = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteralLike(node)) literals.add(node.text);
    const [span, ...more] = ts.isTemplateExpression(node) ? node.templateSpans : [];
    if (ts.isTemplateExpression(node) && span && more.length === 0) {
      templates.push({ head: node.head.text, tail: span.literal.text });
    }
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const [first] = node.arguments;
      if (name === 'useTranslation') {
        const named = first ? stringsOf(first) : [];
        for (const namespace of named.length > 0 ? named : [DEFAULT_NAMESPACE]) namespaces.add(namespace);
      }
      if (name === 't' && ts.isPropertyAccessExpression(node.expression)) namespaces.add(DEFAULT_NAMESPACE);
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'ns') {
      for (const namespace of stringsOf(node.initializer)) namespaces.add(namespace);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { file, literals, templates, namespaces };
}

/** The app's modules: src/ without the locales, the generated client and the tests. */
function appSources(directory = SRC): SourceFacts[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return full === LOCALES || entry.name === 'generated' ? [] : appSources(full);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) return [];
    return [sourceFacts(path.relative(ROOT, full), readFileSync(full, 'utf8'))];
  });
}

function readLocale(language: string): Locale {
  const directory = path.join(LOCALES, language);
  const files = Object.fromEntries(
    readdirSync(directory)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(path.join(directory, name), 'utf8'))]),
  );
  return localeFrom(files);
}

// ── The tests ────────────────────────────────────────────────────────────────────────────────────────

describe('the spec catalogue (section 8)', () => {
  it('every text is in the English locale, shown by a screen, and translated into Spanish', () => {
    expect(existsSync(path.join(LOCALES, 'en'))).toBe(true);
    const offenders = catalogueOffenders(SPEC_CATALOGUE, {
      en: readLocale('en'),
      es: readLocale('es'),
      sources: appSources(),
    });
    expect(offenders, 'catalogue texts no screen can show').toEqual([]);
  });

  it('lists the whole section: 27 error toasts, 7 screen messages, 11 success texts, 2 payment notices', () => {
    expect([ERROR_TOASTS, SCREEN_MESSAGES, SUCCESS_MESSAGES, PAYMENT_NOTICES].map((list) => list.length)).toEqual([
      27, 7, 11, 2,
    ]);
    const distinct = new Set(SPEC_CATALOGUE.map((entry) => `${entry.namespace}|${entry.text}`));
    expect(distinct.size).toBe(SPEC_CATALOGUE.length);
  });
});

describe('the catalogue check', () => {
  const ENTRY: CatalogueEntry = { situation: 'Found', namespace: 'reports', text: '{n} rows found.' };
  const en = localeFrom({ reports: { found: '{{n}} rows found.' } });
  const es = localeFrom({ reports: { found_one: '{{n}} fila encontrada.', found_other: '{{n}} filas encontradas.' } });
  const screen = (text: string) => [sourceFacts('src/screen.tsx', text)];
  const offenders = (sources: SourceFacts[], locales = { en, es }) =>
    catalogueOffenders([ENTRY], { ...locales, sources });

  it('accepts a plural key read through useTranslation, or a prefixed key anywhere', () => {
    expect(offenders(screen("const { t } = useTranslation('reports'); t('found', { count: 2, n: 2 });"))).toEqual([]);
    expect(offenders(screen("useQuery({ meta: { errorToast: 'reports:found' } });"))).toEqual([]);
    expect(offenders(screen("const { t } = useTranslation(['other', 'reports']); t('found');"))).toEqual([]);
  });

  it('accepts a key built from one value only when the code has that value', () => {
    const kinds = sourceFacts('src/kinds.ts', "type Kind = 'found' | 'failed';");
    const built = "const { t } = useTranslation('reports'); t(`${kind}`);";
    expect(offenders([...screen(built), kinds])).toEqual([]);
    expect(offenders([...screen('useQuery({ meta: { errorToast: (e) => `reports:${kindOf(e)}` } });'), kinds])).toEqual(
      [],
    );
    expect(offenders(screen(built))).toHaveLength(1);
    expect(offenders([...screen("useTranslation('reports'); t(`${kind}.title`);"), kinds])).toHaveLength(1);
  });

  it('names a text missing from the English locale, or in another namespace only', () => {
    const source = screen("useTranslation('reports'); t('found');");
    expect(offenders(source, { en: localeFrom({ reports: {} }), es })).toEqual([
      "Found: '{n} rows found.': not a text of locales/en/reports.json",
    ]);
    expect(offenders(source, { en: localeFrom({ other: { found: '{{n}} rows found.' } }), es })).toEqual([
      "Found: '{n} rows found.': there is no locales/en/reports.json",
    ]);
    expect(offenders(source, { en: localeFrom({ reports: { found: '{{count}} rows found.' } }), es })).toHaveLength(1);
  });

  it("names an English plural form that is not the spec's text: the spec's text holds for every count", () => {
    const source = screen("useTranslation('reports'); t('found', { count: 1, n: 1 });");
    const plural = localeFrom({ reports: { found_one: '{{n}} row found.', found_other: '{{n}} rows found.' } });
    expect(offenders(source, { en: plural, es })).toEqual([
      "Found: '{n} rows found.': 'reports:found_one' reads '{{n}} row found.', not the spec's text (for every count)",
    ]);
    const same = localeFrom({ reports: { found_one: '{{n}} rows found.', found_other: '{{n}} rows found.' } });
    expect(offenders(source, { en: same, es })).toEqual([]);
  });

  it('names a key no source file refers to: a comment, another namespace or an unrelated literal do not count', () => {
    const unreferenced = ["Found: '{n} rows found.': 'reports:found' is referenced by no source file under src/"];
    expect(offenders(screen("// t('reports:found')\n/* 'reports:found' */ useTranslation('reports');"))).toEqual(
      unreferenced,
    );
    expect(offenders(screen("const { t } = useTranslation('other'); t('found');"))).toEqual(unreferenced);
    expect(offenders(screen("useTranslation('reports'); t('foundAll');"))).toEqual(unreferenced);
  });

  it('names a text without a Spanish translation: missing, copied from English or with other placeholders', () => {
    const source = screen("useTranslation('reports'); t('found');");
    const missing = ["Found: '{n} rows found.': no Spanish translation of 'reports:found' in locales/es/reports.json"];
    expect(offenders(source, { en, es: localeFrom({ reports: {} }) })).toEqual(missing);
    expect(offenders(source, { en, es: localeFrom({ reports: { found_other: '{{n}} rows found.' } }) })).toEqual(
      missing,
    );
    expect(offenders(source, { en, es: localeFrom({ reports: { found_other: 'filas encontradas.' } }) })).toEqual(
      missing,
    );
  });
});
