import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

export default defineConfig(async ({ command }) => {
  const plugins: PluginOption[] = [react()];
  // The demo backend (mock API, outreach gateway, OpenID provider) joins the dev and preview servers
  // only; `vite build` never loads it, so none of it reaches the production bundle.
  if (command === 'serve') {
    const { demoBackend } = await import('./mocks/vite-plugin.ts');
    plugins.push(demoBackend());
  }
  return {
    plugins,
    // BUILD_OUT_DIR lets parallel checkouts of the e2e run build and preview without sharing dist/.
    build: { sourcemap: 'hidden' as const, outDir: process.env['BUILD_OUT_DIR'] ?? 'dist' },
    test: {
      projects: [
        {
          extends: false,
          test: {
            name: 'node',
            environment: 'node',
            include: [
              'mocks/**/*.test.ts',
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
