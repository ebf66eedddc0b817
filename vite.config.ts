import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type PluginOption } from 'vite';
import { assertFrameSettings } from './deploy/headers.ts';
import { servedHeaders } from './deploy/vite-plugin.ts';
import { parseEnv } from './src/config/env-schema.ts';

export default defineConfig(async ({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  // A production build never frames a page from the portal's own origin (deploy/headers.ts).
  if (command === 'build') assertFrameSettings(env);
  const plugins: PluginOption[] = [react()];
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
  return {
    plugins,
    define,
    // BUILD_OUT_DIR lets parallel checkouts of the e2e run build and preview without sharing dist/.
    build: { sourcemap: 'hidden' as const, outDir: process.env['BUILD_OUT_DIR'] ?? 'dist' },
    test: {
      // The slowest files and tests are printed after every run (tests/support/slowest-vitest-reporter.ts).
      reporters: ['default', './tests/support/slowest-vitest-reporter.ts'],
      projects: [
        {
          extends: false,
          define,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'mocks/**/*.test.ts',
              'deploy/**/*.test.ts',
              'scripts/**/*.test.ts',
              'tests/contract/**/*.test.ts',
              'src/lib/**/*.test.ts',
              'src/config/**/*.test.ts',
              'src/components/**/*.test.ts',
              'src/features/**/*.test.ts',
            ],
            setupFiles: ['tests/support/demo-env.ts'],
            testTimeout: 20_000,
            hookTimeout: 60_000,
          },
        },
        {
          extends: false,
          define,
          test: {
            name: 'dom',
            environment: 'jsdom',
            include: ['src/**/*.test.tsx'],
            setupFiles: ['tests/support/demo-env.ts'],
            testTimeout: 20_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
