import path from 'node:path';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of docs/architecture.md: app → features → components/lib/config → generated.
 * A feature never imports another feature; src never imports the demo backend or msw handlers.
 */
const elements = [
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['area'] },
  { type: 'components', pattern: 'src/components' },
  { type: 'lib', pattern: 'src/lib' },
  { type: 'config', pattern: 'src/config' },
  { type: 'generated', pattern: 'src/generated' },
  { type: 'locales', pattern: 'src/locales' },
  { type: 'mocks', pattern: 'mocks' },
  // Form schemas and their precompiled validators (docs/forms.md).
  { type: 'schemas', pattern: 'schemas' },
];

const repoDir = import.meta.dirname;

/**
 * The folders an alias names (the `paths` of tsconfig.base.json and Vite's `resolve.alias`): `@/…` is src/,
 * `@schemas/…` the form schemas, `@tests/…` the tests and their support.
 */
const ALIASED = [
  { folder: 'src', alias: '@/' },
  { folder: 'schemas', alias: '@schemas/' },
  { folder: 'tests', alias: '@tests/' },
];

/**
 * An alias instead of `../../…` in src/ and tests/: a relative import that climbs two or more folders and
 * lands in an aliased folder must use the alias. Imports that land elsewhere (mocks/, deploy/, scripts/)
 * have no alias and stay relative (Vite's config loader, which loads mocks/ and deploy/, applies none);
 * `./x` and `../x` stay fine. Static imports, `import()` and `vi.mock()`-style paths alike.
 */
const noDeepRelativeImport = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    schema: [],
    messages: { alias: "Import '{{alias}}' instead of '{{source}}' (house style: an alias, not ../../)." },
  },
  create(context) {
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string' || !node.value.startsWith('../../')) return;
      const target = path.relative(repoDir, path.resolve(path.dirname(context.filename), node.value));
      const [folder, ...rest] = target.split(path.sep);
      const aliased = ALIASED.find((entry) => entry.folder === folder);
      if (!aliased || rest.length === 0) return;
      const alias = `${aliased.alias}${rest.join('/')}`;
      context.report({
        node,
        messageId: 'alias',
        data: { alias, source: node.value },
        fix: (fixer) => fixer.replaceText(node, `'${alias}'`),
      });
    };
    return {
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration, ImportExpression': (node) => check(node.source),
      'CallExpression[callee.object.name="vi"][callee.property.name=/^(mock|doMock|unmock|importActual|importMock)$/]':
        (node) => check(node.arguments[0]),
    };
  },
};

const allowed = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

/**
 * Which runtime's globals a file may use. The portal runs in the browser; scripts, the demo backend
 * (msw/node and Vite's dev server, never the browser), deploy/ and the tool configs run in Node; tests run in
 * Node with a DOM (jsdom), and the e2e specs and the benchmark hand callbacks to the page (`page.evaluate`). Both tsconfigs
 * list the DOM library, so tsc lets a script use `window`: no-undef, which typescript-eslint turns off for
 * TypeScript, is on again to check that.
 */
const runtimeGlobals = [
  { files: ['src/**'], languageOptions: { globals: globals.browser } },
  {
    files: ['{scripts,mocks,deploy,tests}/**', '*.{js,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/**/*.test.{ts,tsx}', 'tests/{e2e,support}/**', 'scripts/bench.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // The bench's reference page runs in the browser only.
  { files: ['scripts/bench-bare/**'], languageOptions: { globals: globals.browser } },
  { files: ['**/*.{ts,tsx}'], rules: { 'no-undef': 'error' } },
];

/**
 * Type-aware rules that find bugs: a promise nobody awaits or catches, a promise where a boolean or a void
 * callback is expected, an object that prints as `[object Object]`, a switch that misses a case.
 * typescript-eslint's project service gives each file the program of its tsconfig (tsconfig.app.json for
 * src, tsconfig.node.json for the rest). Tried on the whole code and left off (2026-11-29):
 * - no-unsafe-*: 36 findings, all `any` from rjsf's and nivo's props or react-router's location state;
 * - require-await: 52, async functions that fulfil an interface (oidc-provider's adapter, test mocks);
 * - no-unnecessary-condition: 36, defensive checks on indexed values; unbound-method: 4, all false alarms
 *   (libraries declare arrow functions as methods; `expect(mock.method)`);
 * - no-misused-spread: 11, string spreads that split by code point on purpose;
 * - no-deprecated: 13, TanStack Query's fetchQuery/prefetchQuery (a migration of its own);
 * - no-confusing-void-expression: 410, style only.
 */
const typeChecked = {
  files: ['**/*.{ts,tsx}'],
  languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: repoDir } },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
    '@typescript-eslint/await-thenable': 'error',
    '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    '@typescript-eslint/restrict-template-expressions': 'error',
    '@typescript-eslint/no-base-to-string': 'error',
    '@typescript-eslint/switch-exhaustiveness-check': 'error',
    '@typescript-eslint/only-throw-error': 'error',
    // Passing on what was caught (an interceptor's `unknown`) is a rethrow, as only-throw-error allows.
    '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.bench-dist',
      '.bench-bare-dist',
      '.dist-*',
      'dist-*',
      'coverage',
      'node_modules',
      'src/generated',
      'playwright-report',
      'test-results',
      'schemas/compiled',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023 },
    plugins: { 'import-x': importX },
    settings: {
      // What import-x/no-cycle follows: TypeScript files, resolved like tsc does (tsconfig.json, `@/`).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      // A cycle lets module order decide what is initialised (`import type` is exempt: it vanishes at build).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...runtimeGlobals,
  typeChecked,
  {
    // date-fns' index loads all of its 250 functions: in Vitest, where nothing is tree-shaken, that took
    // over a second of each test file that used a date (docs/decisions/0055-test-time.md). One function, one path.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value='date-fns'], ImportExpression[source.value='date-fns']",
          message: "Import each function from its own path ('date-fns/format'), not the 'date-fns' index.",
        },
      ],
    },
  },
  {
    files: ['{src,tests}/**/*.{ts,tsx}'],
    plugins: { house: { rules: { 'no-deep-relative-import': noDeepRelativeImport } } },
    rules: { 'house/no-deep-relative-import': 'error' },
  },
  {
    files: ['{src,tests,mocks,scripts,deploy}/**/*.{js,mjs,ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // `.test`, `.spec`, `.msw` and other middle extensions are kinds of file, not part of the name.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,mjs,ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{src,tests,mocks,scripts,deploy}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'mocks/**/*', 'schemas/**/*'],
      // The TypeScript resolver reads tsconfig.json, so `@/…` imports are classified like relative ones.
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'Imports flow app → features → components/lib/config → generated (docs/architecture.md)',
          policies: [
            allowed('app', ['app', 'feature', 'components', 'lib', 'config', 'generated', 'locales']),
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { area: '{{ from.element.captured.area }}' } },
                },
              },
            },
            allowed('feature', ['components', 'lib', 'config', 'generated', 'locales', 'schemas']),
            allowed('components', ['components', 'lib', 'config', 'generated', 'locales', 'schemas']),
            allowed('lib', ['lib', 'config', 'generated', 'locales']),
            allowed('config', ['config']),
            // The generated hooks call the one mutator in lib/api-client.ts.
            allowed('generated', ['generated', 'lib']),
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message:
                "zod's small build (zod/mini) only: the classic build would add about 14 kB gzip to the first API call (docs/decisions/0045-zod-mini.md).",
            },
          ],
          patterns: [
            { group: ['**/mocks/**', '**/mocks'], message: 'Production code must not know the demo backend.' },
            {
              group: ['**/*.msw', '**/*.msw.ts', 'msw', 'msw/*', '@mswjs/*', '@faker-js/*', 'oidc-provider'],
              message: 'The demo backend never reaches the production bundle.',
            },
          ],
        },
      ],
    },
  },
  {
    // The demo backend stands in for the server: of src/ it may import only the code generated from the
    // contract (src/generated), never the portal's own modules (docs/architecture.md).
    files: ['mocks/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'mocks/**/*', 'schemas/**/*'],
      'import/resolver': { typescript: { project: './tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'The demo backend (mocks/) imports only mocks/ and src/generated (docs/architecture.md)',
          policies: [allowed('mocks', ['mocks', 'generated'])],
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // The form widgets pass rjsf's `ui:autofocus` on to their control, as rjsf's own widgets do. The
    // schemas set it only on a dialog's first field (schemas/add-user-*.ui.json): focus moves into a
    // dialog as it opens and to the next step's first field (WAI-ARIA dialog pattern), which is not the
    // page-load autofocus the rule is about. Everywhere else in src the rule stands.
    files: ['src/components/schema-form/{widgets,templates}/*.tsx'],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...pluginQuery.configs['flat/recommended'][0],
  },
  {
    files: ['src/**/*.test.tsx'],
    ...testingLibrary.configs['flat/react'],
    // Tests render with Testing Library (screens through tests/support/render-app.tsx). Its guess that any
    // function named `render…` is Testing Library's ("aggressive reporting") misfires on local helpers, so
    // the rules apply to Testing Library's own imports.
    settings: {
      'testing-library/utils-module': 'off',
      'testing-library/custom-renders': 'off',
      'testing-library/custom-queries': 'off',
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
