import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { assertFrameSettings } from './deploy/headers.ts';
import { servedHeaders } from './deploy/vite-plugin.ts';
import { parseEnv } from './src/config/env-schema.ts';
import { CHUNK_PLAN, LOADED_WITHOUT } from './scripts/lib/chunk-plan.ts';
import { isAnalysisPass, plannedChunkOf } from './scripts/lib/planned-chunks.ts';
import { themeGlobalCssPlugin } from './scripts/lib/theme-global-css.ts';
import { isolatedNodeTestFiles, NODE_TEST_FILES } from './tests/support/node-test-isolation.ts';
import { TEST_TIME_ZONE } from './tests/support/time-zone.ts';

/**
 * Vitest workers, set per project (a project with `extends: false` does not take the root's): one more than
 * the cores, as screen tests spend part of their time waiting (Testing Library's polling, timers). Vitest's
 * default, one fewer than the cores, ran the whole suite in one worker on CI's two cores. Measured on 2
 * cores: 204 s with one worker, 135 s with 3, 144 s with 4.
 */
const testWorkers = availableParallelism() + 1;

/**
 * `@/…` is `src/…`, `@schemas/…` the form schemas and `@tests/…` the test support (the `paths` of
 * tsconfig.base.json), for the app, the build and both Vitest projects,
 * which do not inherit it (`extends: false`). Vite's config loader does not apply it, so the files this
 * config loads (deploy/, mocks/, src/config/env-schema.ts and what they import) keep relative imports.
 */
const resolve = {
  alias: [
    { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    { find: /^@schemas\//, replacement: fileURLToPath(new URL('./schemas/', import.meta.url)) },
    { find: /^@tests\//, replacement: fileURLToPath(new URL('./tests/', import.meta.url)) },
    // rjsf's markdown renderer (31 kB gzip) for markdown no form here enables: src/components/schema-form/plain-markdown.tsx.
    {
      find: /^markdown-to-jsx\/react$/,
      replacement: fileURLToPath(new URL('./src/components/schema-form/plain-markdown.tsx', import.meta.url)),
    },
  ],
};

/** Each project's workers start in the tests' time zone (a worker reads TZ once, when it starts). */
const testEnv = { TZ: TEST_TIME_ZONE };

const repoFile = (path: string) => fileURLToPath(new URL(`./${path}`, import.meta.url));

/**
 * What the dom project takes pre-bundled (Vitest's dependency optimizer): React and every library of
 * package.json that renders with it, each loaded once per test file as one bundle instead of module by
 * module (Chakra alone is about 1,500 files: 1.2 s of each file's imports). All of React's users or none:
 * a library left outside would load a second React, and its hooks and portals would fail (menus never
 * opened when only Chakra was bundled). What the dom project inlines stays outside: Vite transforms it.
 */
const packageJsonOf = (path: string) =>
  JSON.parse(readFileSync(repoFile(path), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
  };
const { dependencies = {}, devDependencies = {} } = packageJsonOf('package.json');
const usesReact = (name: string) => {
  const manifest = packageJsonOf(`node_modules/${name}/package.json`);
  return Boolean(manifest.peerDependencies?.['react'] ?? manifest.dependencies?.['react']);
};
/** Through Vite like the build, so rjsf gets the markdown alias above in tests too. */
const inlinedForTests = ['@rjsf/core'];
const preBundledForTests = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/client',
  ...Object.keys({ ...dependencies, ...devDependencies }).filter(
    (name) => !inlinedForTests.includes(name) && usesReact(name),
  ),
  // Chakra's recipes (src/app/theme.ts).
  '@chakra-ui/react/theme',
  // With Testing Library's React renderer, the one @testing-library/dom it configures (act around every
  // event and wait, the timeouts of dom-setup.ts): user-event outside would have its own, without act.
  '@testing-library/dom',
  '@testing-library/user-event',
];

const LOCALE_FILE = /\/src\/locales\/([a-z]{2})\/[^/]+\.json$/;
const localeChunk = (id: string) => {
  const language = LOCALE_FILE.exec(id)?.[1];
  return language ? `locale-${language}` : null;
};

export default defineConfig(async ({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // A production build never frames a page from the portal's own origin (deploy/headers.ts).
  if (command === 'build') assertFrameSettings(env);
  const plugins: PluginOption[] = [react(), themeGlobalCssPlugin()];
  // The demo backend (mock API, outreach gateway, OpenID provider) joins the dev and preview servers
  // only; `vite build` never loads it, so none of it reaches the production bundle.
  if (command === 'serve') {
    const { demoBackend } = await import('./mocks/vite-plugin.ts');
    plugins.push(demoBackend());
  }
  // After the demo backend: the security headers and caching rules of production (deploy/headers.ts,
  // the source nginx is rendered from) go on the app's own responses; the CSP is a response header,
  // not a <meta> tag, so frame-ancestors and reporting work.
  plugins.push(servedHeaders(env));
  // The settings are validated here, once (a bad one stops the build, the dev server and Vitest), and
  // reach the app as values: no schema and no zod in the first chunk (src/config/env.ts).
  const define = { __PORTAL_ENV__: JSON.stringify(parseEnv(env)) };
  // The planned files (scripts/lib/chunk-plan.ts): one each instead of about 20 (scripts/lib/planned-chunks.ts).
  const planned =
    command === 'build' && !isAnalysisPass()
      ? await plannedChunkOf({
          configFile: fileURLToPath(import.meta.url),
          mode,
          chunks: CHUNK_PLAN.map(({ name, from }) => ({ name, from: from.map(repoFile) })),
          loadedWithout: LOADED_WITHOUT.map(repoFile),
        })
      : undefined;
  const plannedChunk = (id: string) => planned?.get(id) ?? null;
  const isolatedNodeTests = mode === 'test' ? isolatedNodeTestFiles(repoFile('.')) : [];
  /**
   * One Vitest project: what every project shares (settings, aliases, time zone, workers, timeouts, the demo
   * settings first and the missing-translation guard last), and `test`'s own environment, files and setup.
   */
  const testProject = (
    name: string,
    { setupFiles = [], ...test }: NonNullable<TestProjectInlineConfiguration['test']>,
  ): TestProjectInlineConfiguration => ({
    extends: false,
    define,
    resolve,
    test: {
      name,
      ...test,
      setupFiles: ['tests/support/demo-env.ts', ...[setupFiles].flat(), 'tests/support/missing-translations.ts'],
      env: testEnv,
      maxWorkers: testWorkers,
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  });
  return {
    plugins,
    define,
    resolve,
    // BUILD_OUT_DIR lets parallel checkouts of the e2e run build and preview without sharing dist/.
    build: {
      sourcemap: 'hidden' as const,
      outDir: process.env['BUILD_OUT_DIR'] ?? 'dist',
      // The portal's first load is one file of about 640 kB (200 kB gzip); npm test holds its size
      // (scripts/bundle-ceiling.json), so Vite's 500 kB warning says nothing new.
      chunkSizeWarningLimit: 800,
      // One chunk per language for its translations (src/lib/i18n.ts loads a language's files at once):
      // one request at start instead of one per namespace. The planned files' sets are closed under static
      // imports, so their group does not pull in dependencies (those are the entry's, sign-in's or an
      // earlier file's).
      rolldownOptions: {
        output: {
          // The first load carries the name of every file a screen may preload (Vite's dependency map, 78
          // names): 7 base-64 characters, the fewest rolldown accepts for this many files, cut one
          // character of random text from each.
          chunkFileNames: 'assets/[name]-[hash:7].js',
          entryFileNames: 'assets/[name]-[hash:7].js',
          codeSplitting: {
            groups: [{ name: localeChunk }, { name: plannedChunk, includeDependenciesRecursively: false }],
          },
        },
      },
    },
    test: {
      // The slowest files and tests are printed after every run (tests/support/slowest-vitest-reporter.ts).
      reporters: ['default', './tests/support/slowest-vitest-reporter.ts'],
      projects: [
        // Most node test files share their worker's modules (docs/decisions/0096-node-tests-share-modules.md);
        // the ones that replace modules or lint run isolated (tests/support/node-test-isolation.ts).
        testProject('node', {
          environment: 'node',
          include: NODE_TEST_FILES,
          exclude: isolatedNodeTests,
          isolate: false,
        }),
        testProject('node-isolated', { environment: 'node', include: isolatedNodeTests, isolate: true }),
        testProject('dom', {
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          server: { deps: { inline: inlinedForTests } },
          deps: { optimizer: { client: { enabled: true, include: preBundledForTests } } },
          setupFiles: ['tests/support/dom-setup.ts'],
        }),
      ],
    },
  };
});
