import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
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

const allowed = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.bench-dist',
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
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': ['src/**/*', 'mocks/**/*', 'schemas/**/*'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
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
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
