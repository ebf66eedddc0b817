import ts from 'typescript';

/**
 * The static translation check of `npm run lint:i18n` (scripts/check-i18n.ts), over files given as text so
 * its tests can feed it small fixtures: (1) the locale files agree across languages, (2) every key the
 * code names exists in every language, (3) no interface text is written in a component instead of a
 * locale file. A key built at run time from a variable cannot be checked here; a missing one fails the
 * Vitest test that renders it (tests/support/missing-translations.ts).
 */

/** language → namespace → the JSON of src/locales/<language>/<namespace>.json */
export type Catalogues = ReadonlyMap<string, ReadonlyMap<string, unknown>>;

export interface SourceFile {
  /** Relative to the repository, with forward slashes. */
  path: string;
  text: string;
}

export interface CheckResult {
  problems: string[];
  counts: {
    /** Keys written out in full (`t('a.b')`, `'ns:a.b'`) and found. */
    keys: number;
    /** Template keys (`t(`a.${kind}.b`)`): at least one key fits them in every language. */
    patterns: number;
    /** `t(variable)`: checked only when a test renders them. */
    dynamic: number;
  };
}

/** useTranslation() without a namespace, and i18next.t (src/lib/locale-resources.ts). */
const DEFAULT_NAMESPACE = 'common';
const PLURAL_CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_SUFFIX = new RegExp(`_(${PLURAL_CATEGORIES.join('|')})$`);

/** Where an interface text may appear only through `t`. */
const INTERFACE_FOLDERS = /^src\/(app|features|components)\/.*\.tsx$/;
/** The props a user reads or hears. */
const VISIBLE_PROPS = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'label',
  'placeholder',
  'title',
]);

/**
 * Texts the same in every language, so they stay in the code; each with its reason. Only texts with a
 * letter are checked at all ('/', '–', '%' pass).
 */
const ROOT_ERROR = 'both languages at once: the root error boundary shows it when the translations may be what failed';
export const UNTRANSLATED_TEXTS: ReadonlyMap<string, string> = new Map<string, string>([
  ['Something went wrong · Algo salió mal', ROOT_ERROR],
  ['The page could not be shown. · No se pudo mostrar la página.', ROOT_ERROR],
  ['Reload · Recargar', ROOT_ERROR],
]);

/** Strings shaped like `ns:key` that are not keys, each with what it is. */
const NOT_KEYS: ReadonlyMap<string, string> = new Map([
  ['esds-report:rows', "a User Timing mark (esds-sort.ts's ROWS_MARK, which scripts/bench.ts reads)"],
]);

/** `t('ns:key')`, a schema's `"title": "ns:key"`, a route's `errorToast: 'ns:key'`. */
const NAMESPACED_KEY = /^([a-z][a-z0-9-]*):([A-Za-z0-9_.-]+)$/;
const NAMESPACED_PREFIX = /^([a-z][a-z0-9-]*):[A-Za-z0-9_.-]*$/;

// ---------------------------------------------------------------------------------------------- catalogue

interface Texts {
  /** Leaf key → text, as in the file (plural forms keep their suffix). */
  leaves: Map<string, unknown>;
  /** Leaf keys with plural suffixes removed: what the code names. */
  keys: Set<string>;
}

function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
}

function textsOf(json: unknown): Texts {
  const leaves = new Map<string, unknown>();
  flatten(json, '', leaves);
  return { leaves, keys: new Set([...leaves.keys()].map((key) => key.replace(PLURAL_SUFFIX, ''))) };
}

/**
 * The plural forms a language needs: those Intl gives the counts a screen shows (0 to 999 rows, users,
 * days). i18next falls back to `_other` for a form that is missing, which covers Spanish `_many` (for
 * exact millions).
 */
function requiredPluralForms(language: string): Set<string> {
  const rules = new Intl.PluralRules(language);
  return new Set(Array.from({ length: 1000 }, (_, n) => rules.select(n)));
}

/** `{{n}}`, `{{count, number}}` → n, count; `<b>`/`<help>` of <Trans> → <b>, <help>. */
function placeholdersOf(text: string): string[] {
  const variables = [...text.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => `{{${match[1]}}}`);
  const tags = [...text.matchAll(/<\/?([A-Za-z0-9]+)\s*\/?>/g)].map((match) => `<${match[1]}>`);
  return [...variables, ...tags];
}

function checkCatalogues(catalogues: Catalogues): { problems: string[]; texts: Map<string, Map<string, Texts>> } {
  const problems: string[] = [];
  const texts = new Map<string, Map<string, Texts>>();
  for (const [language, namespaces] of catalogues) {
    const byNamespace = new Map<string, Texts>();
    for (const [namespace, json] of namespaces) byNamespace.set(namespace, textsOf(json));
    texts.set(language, byNamespace);
  }
  const languages = [...texts.keys()].sort();
  const namespaces = [...new Set(languages.flatMap((language) => [...texts.get(language)!.keys()]))].sort();

  for (const namespace of namespaces) {
    const keys = [...new Set(languages.flatMap((language) => [...(texts.get(language)!.get(namespace)?.keys ?? [])]))];
    for (const language of languages) {
      const own = texts.get(language)!.get(namespace);
      if (!own) {
        problems.push(`${language}: no ${namespace}.json (the other languages have one)`);
        continue;
      }
      for (const key of keys.filter((candidate) => !own.keys.has(candidate)).sort()) {
        const where = languages.filter((other) => texts.get(other)!.get(namespace)?.keys.has(key));
        problems.push(`${language}:${namespace}:${key} is missing (${where.join(', ')} has it)`);
      }
      problems.push(...pluralProblems(language, namespace, own));
      for (const [key, value] of own.leaves) {
        if (typeof value !== 'string') problems.push(`${language}:${namespace}:${key} is not a text`);
        else if (value.trim() === '') problems.push(`${language}:${namespace}:${key} is empty (i18next shows the key)`);
      }
    }
    for (const key of keys.sort()) {
      const byLanguage = languages.flatMap((language) => {
        const own = texts.get(language)!.get(namespace);
        if (!own?.keys.has(key)) return [];
        const forms = [...own.leaves].filter(([leaf]) => leaf === key || leaf.replace(PLURAL_SUFFIX, '') === key);
        const found = new Set(forms.flatMap(([, value]) => (typeof value === 'string' ? placeholdersOf(value) : [])));
        return [{ language, placeholders: [...found].sort().join(' ') }];
      });
      if (new Set(byLanguage.map((entry) => entry.placeholders)).size > 1) {
        const listed = byLanguage.map((entry) => `${entry.language} "${entry.placeholders}"`).join(', ');
        problems.push(`${namespace}:${key} has different placeholders: ${listed}`);
      }
    }
  }
  return { problems, texts };
}

function pluralProblems(language: string, namespace: string, own: Texts): string[] {
  const problems: string[] = [];
  const allowed = new Set([...new Intl.PluralRules(language).resolvedOptions().pluralCategories, 'zero']);
  const required = requiredPluralForms(language);
  const forms = new Map<string, Set<string>>();
  for (const leaf of own.leaves.keys()) {
    const match = PLURAL_SUFFIX.exec(leaf);
    if (!match) continue;
    const base = leaf.slice(0, match.index);
    forms.set(base, (forms.get(base) ?? new Set()).add(match[1]!));
  }
  for (const [base, present] of forms) {
    for (const form of present) {
      if (!allowed.has(form))
        problems.push(`${language}:${namespace}:${base}_${form}: ${language} has no "${form}" form`);
    }
    for (const form of required) {
      if (!present.has(form)) problems.push(`${language}:${namespace}:${base}_${form} is missing (plural form)`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------- sources

/** A key as the code writes it: in full, or a template whose `${…}` parts are any text. */
type KeyUse =
  | { kind: 'key'; key: string; /** Names a group of texts (a select's `labelKeys`), not one text. */ group?: boolean }
  | { kind: 'pattern'; parts: readonly string[] };

/** What a `t` translates from: its namespaces (the first for keys without `ns:`), or unknown. */
type Translator = readonly string[] | 'unknown';

class SourceChecker {
  readonly problems: string[] = [];
  readonly counts = { keys: 0, patterns: 0, dynamic: 0 };

  private readonly texts: Map<string, Map<string, Texts>>;

  constructor(texts: Map<string, Map<string, Texts>>) {
    this.texts = texts;
  }

  private get languages(): string[] {
    return [...this.texts.keys()].sort();
  }

  private isNamespace(name: string): boolean {
    return this.languages.some((language) => this.texts.get(language)!.has(name));
  }

  /** Checks one key use in a namespace, unless the key names its own (`ns:key`). */
  checkUse(where: string, use: KeyUse, namespace: string): void {
    const parts = use.kind === 'key' ? [use.key] : [...use.parts];
    let ns = namespace;
    const prefixed = /^([a-z][a-z0-9-]*):/.exec(parts[0]!);
    if (prefixed && this.isNamespace(prefixed[1]!)) {
      ns = prefixed[1]!;
      parts[0] = parts[0]!.slice(prefixed[0].length);
    }
    if (use.kind === 'key') {
      this.counts.keys += 1;
      const key = parts[0]!;
      for (const language of this.languages) {
        const own = this.texts.get(language)!.get(ns);
        const group = own && [...own.keys].some((candidate) => candidate.startsWith(`${key}.`));
        if (use.group ? group : own?.keys.has(key)) continue;
        const problem = use.group
          ? 'is not a group of texts'
          : group
            ? 'is a group of texts, not a text'
            : 'is missing';
        this.problems.push(`${where}: ${language}:${ns}:${key} ${problem}`);
      }
      return;
    }
    this.counts.patterns += 1;
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pattern = new RegExp(`^${parts.map(escape).join('.+')}$`);
    for (const language of this.languages) {
      const own = this.texts.get(language)!.get(ns);
      if (own && [...own.keys].some((candidate) => pattern.test(candidate))) continue;
      this.problems.push(`${where}: no key of ${language}:${ns} fits ${parts.join('${…}')}`);
    }
  }

  checkSource(file: SourceFile): void {
    const kind = file.path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
    const interfaceFile = INTERFACE_FOLDERS.test(file.path);
    const where = (node: ts.Node) => {
      // A JSX text starts with the line break and indentation before its words.
      const start = ts.isJsxText(node) ? node.pos + node.text.search(/\S|$/) : node.getStart(source);
      return `${file.path}:${source.getLineAndCharacterOfPosition(start).line + 1}`;
    };

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) this.checkCall(node, where(node));
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) this.checkTrans(node, where(node));
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const match = NAMESPACED_KEY.exec(node.text);
        if (match && this.isNamespace(match[1]!) && !NOT_KEYS.has(node.text)) {
          this.checkUse(where(node), { kind: 'key', key: node.text }, '');
        }
      }
      if (ts.isTemplateExpression(node)) {
        const match = NAMESPACED_PREFIX.exec(node.head.text);
        if (match && this.isNamespace(match[1]!)) this.checkUse(where(node), patternOf(node), '');
      }
      if (interfaceFile) this.checkInterfaceText(node, where);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  private checkKeyArgument(
    where: string,
    argument: ts.Expression | undefined,
    options: ts.Expression | undefined,
    translator: Translator,
  ): void {
    const optionsObject = options && ts.isObjectLiteralExpression(options) ? options : undefined;
    const property = (name: string) =>
      optionsObject?.properties.find(
        (candidate): candidate is ts.PropertyAssignment =>
          ts.isPropertyAssignment(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === name,
      );
    // A key with its own defaultValue is optional (a server's name that may have no translation).
    if (property('defaultValue')) return;
    const nsOption = property('ns')?.initializer;
    const namespace =
      nsOption && ts.isStringLiteral(nsOption) ? nsOption.text : translator === 'unknown' ? undefined : translator[0];
    const uses = argument ? keyUsesOf(argument) : undefined;
    if (!uses) {
      this.counts.dynamic += 1;
      return;
    }
    for (const use of uses) {
      const named = use.kind === 'key' ? use.key : use.parts[0]!;
      const prefixed = /^([a-z][a-z0-9-]*):/.exec(named);
      if (namespace === undefined && !(prefixed && this.isNamespace(prefixed[1]!))) {
        this.problems.push(`${where}: cannot tell which namespace this t is from (type it TFunction<'namespace'>)`);
        continue;
      }
      // Namespaced literals are checked where every string is (checkSource).
      if (prefixed && this.isNamespace(prefixed[1]!)) continue;
      this.checkUse(where, use, namespace!);
    }
  }

  private checkCall(call: ts.CallExpression, where: string): void {
    const callee = call.expression;
    let translator: Translator | null = null;
    if (ts.isIdentifier(callee)) {
      translator = translatorNamed(callee.text, call);
    } else if (
      ts.isPropertyAccessExpression(callee) &&
      callee.name.text === 't' &&
      ts.isIdentifier(callee.expression) &&
      (callee.expression.text === 'i18next' || translatorNamed(callee.expression.text, call, 'i18n') !== null)
    ) {
      // i18next.t and i18n.t translate in the default namespace, whatever the hook's.
      translator = [DEFAULT_NAMESPACE];
    }
    if (translator === null) return;
    this.checkKeyArgument(where, call.arguments[0], call.arguments[1], translator);
  }

  private checkTrans(element: ts.JsxSelfClosingElement | ts.JsxOpeningElement, where: string): void {
    if (!ts.isIdentifier(element.tagName) || element.tagName.text !== 'Trans') return;
    const attribute = (name: string) =>
      element.attributes.properties.find(
        (candidate): candidate is ts.JsxAttribute =>
          ts.isJsxAttribute(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === name,
      )?.initializer;
    const expressionOf = (initializer: ts.JsxAttributeValue | undefined) =>
      initializer && ts.isJsxExpression(initializer) ? initializer.expression : initializer;
    const tProp = expressionOf(attribute('t'));
    const nsProp = expressionOf(attribute('ns'));
    let translator: Translator = [DEFAULT_NAMESPACE];
    if (tProp && ts.isIdentifier(tProp)) translator = translatorNamed(tProp.text, element) ?? 'unknown';
    if (nsProp && ts.isStringLiteral(nsProp)) translator = [nsProp.text];
    const key = expressionOf(attribute('i18nKey'));
    this.checkKeyArgument(where, key, undefined, translator);
  }

  private checkInterfaceText(node: ts.Node, where: (node: ts.Node) => string): void {
    const report = (at: ts.Node, text: string) => {
      const shown = decodeEntities(text).replace(/\s+/g, ' ').trim();
      if (!/\p{L}/u.test(shown) || UNTRANSLATED_TEXTS.has(shown)) return;
      // A key handed to a component that translates it (`placeholder="forms:dateFormatHint"`).
      const key = NAMESPACED_KEY.exec(shown);
      if (key && this.isNamespace(key[1]!)) return;
      this.problems.push(`${where(at)}: "${shown}" is written in the code; use a key of src/locales`);
    };
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && VISIBLE_PROPS.has(node.name.text)) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression) {
        for (const literal of literalsOf(value.expression)) report(literal, textOf(literal));
      }
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      for (const literal of literalsOf(node.expression)) report(literal, textOf(literal));
    }
  }
}

/** The string parts a JSX expression shows as they are: `{'x'}`, `{a ? 'x' : y}`, `{a ?? 'x'}`, `{`x ${a}`}`. */
function literalsOf(expression: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(expression)) return literalsOf(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression];
  if (ts.isTemplateExpression(expression))
    return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
  if (ts.isConditionalExpression(expression))
    return [...literalsOf(expression.whenTrue), ...literalsOf(expression.whenFalse)];
  if (ts.isBinaryExpression(expression)) {
    const operator = expression.operatorToken.kind;
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken ||
      operator === ts.SyntaxKind.AmpersandAmpersandToken
    ) {
      return [
        ...(operator === ts.SyntaxKind.AmpersandAmpersandToken ? [] : literalsOf(expression.left)),
        ...literalsOf(expression.right),
      ];
    }
  }
  return [];
}

function textOf(node: ts.Node): string {
  return ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)
    ? node.text
    : '';
}

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, ' ');
}

/** The keys an argument names: a literal, a template (as a pattern), either branch of `a ? 'x' : 'y'`. */
function keyUsesOf(expression: ts.Expression): KeyUse[] | undefined {
  if (ts.isParenthesizedExpression(expression)) return keyUsesOf(expression.expression);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [{ kind: 'key', key: expression.text }];
  }
  if (ts.isTemplateExpression(expression)) return [patternOf(expression)];
  if (ts.isConditionalExpression(expression)) {
    const whenTrue = keyUsesOf(expression.whenTrue);
    const whenFalse = keyUsesOf(expression.whenFalse);
    return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : undefined;
  }
  return undefined;
}

function patternOf(template: ts.TemplateExpression): KeyUse {
  return { kind: 'pattern', parts: [template.head.text, ...template.templateSpans.map((span) => span.literal.text)] };
}

/**
 * What the name `name` is at `from`, by the declarations around it: a `t` (or, with `property: 'i18n'`, an
 * `i18n`) of `useTranslation(…)` or a parameter typed `TFunction<…>`; null when it is something else.
 */
function translatorNamed(name: string, from: ts.Node, property = 't'): Translator | null {
  for (let scope: ts.Node | undefined = from.parent; scope; scope = scope.parent) {
    if (ts.isFunctionLike(scope)) {
      for (const parameter of scope.parameters) {
        if (!ts.isIdentifier(parameter.name) || parameter.name.text !== name) continue;
        return property === 't' ? namespacesOfType(parameter.type) : null;
      }
    }
    const statements = 'statements' in scope ? (scope.statements as ts.NodeArray<ts.Statement>) : undefined;
    if (!statements || !Array.isArray(statements)) continue;
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const found = bindingOf(declaration, name, property);
        if (found !== undefined) return found;
      }
    }
  }
  return property === 't' && name === 't' ? 'unknown' : null;
}

/** undefined: the declaration does not declare `name`. */
function bindingOf(declaration: ts.VariableDeclaration, name: string, property: string): Translator | null | undefined {
  if (ts.isIdentifier(declaration.name)) return declaration.name.text === name ? null : undefined;
  if (!ts.isObjectBindingPattern(declaration.name)) return undefined;
  for (const element of declaration.name.elements) {
    if (!ts.isIdentifier(element.name) || element.name.text !== name) continue;
    const from = element.propertyName && ts.isIdentifier(element.propertyName) ? element.propertyName.text : name;
    const init = declaration.initializer;
    const isHook =
      init &&
      ts.isCallExpression(init) &&
      ts.isIdentifier(init.expression) &&
      init.expression.text === 'useTranslation';
    if (!isHook || from !== property) return null;
    return namespacesOfArguments(init.arguments[0]);
  }
  return undefined;
}

function namespacesOfArguments(argument: ts.Expression | undefined): Translator {
  if (!argument) return [DEFAULT_NAMESPACE];
  if (ts.isStringLiteral(argument)) return [argument.text];
  if (ts.isArrayLiteralExpression(argument) && argument.elements.every(ts.isStringLiteral)) {
    return argument.elements.map((element) => (element as ts.StringLiteral).text);
  }
  return 'unknown';
}

function namespacesOfType(type: ts.TypeNode | undefined): Translator {
  if (!type || !ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeName.text !== 'TFunction') {
    return 'unknown';
  }
  const [argument] = type.typeArguments ?? [];
  if (!argument) return [DEFAULT_NAMESPACE];
  const literal = (node: ts.TypeNode) =>
    ts.isLiteralTypeNode(node) && ts.isStringLiteral(node.literal) ? node.literal.text : undefined;
  if (ts.isTupleTypeNode(argument)) {
    const names = argument.elements.map(literal);
    return names.every((name) => name !== undefined) ? names : 'unknown';
  }
  const single = literal(argument);
  return single ? [single] : 'unknown';
}

/** Strings of a JSON file (a form schema) that name a key as `ns:key`. */
function checkJson(checker: SourceChecker, path: string, json: unknown, isNamespace: (name: string) => boolean): void {
  const walk = (value: unknown, at: string): void => {
    if (typeof value === 'string') {
      const match = NAMESPACED_KEY.exec(value);
      const group = at.endsWith('.labelKeys');
      if (match && isNamespace(match[1]!)) checker.checkUse(`${path} ${at}`, { kind: 'key', key: value, group }, '');
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, child] of Object.entries(value)) walk(child, at ? `${at}.${key}` : key);
    }
  };
  walk(json, '');
}

export function checkTranslations(input: {
  catalogues: Catalogues;
  sources: readonly SourceFile[];
  /** Other files that name keys as `ns:key` strings (the form schemas), parsed. */
  jsonFiles?: readonly { path: string; json: unknown }[];
}): CheckResult {
  const { problems, texts } = checkCatalogues(input.catalogues);
  const checker = new SourceChecker(texts);
  for (const file of input.sources) checker.checkSource(file);
  const isNamespace = (name: string) => [...texts.values()].some((namespaces) => namespaces.has(name));
  for (const { path, json } of input.jsonFiles ?? []) checkJson(checker, path, json, isNamespace);
  return { problems: [...new Set([...problems, ...checker.problems])], counts: checker.counts };
}
