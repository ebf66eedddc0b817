import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type PluginOption } from 'vite';

/** The origin of an absolute http(s) URL; relative settings point at this origin, covered by 'self'. */
function originOf(value: string | undefined): string[] {
  if (!value || !/^https?:\/\//i.test(value)) return [];
  return [new URL(value).origin];
}

/**
 * ARCHITECTURE.md: the production build ships a Content-Security-Policy without 'unsafe-eval' (form
 * validators are precompiled, docs/forms.md). Calls and frames may reach only this origin and the
 * configured VITE_* origins; 'unsafe-inline' styles stay because emotion (Chakra) injects <style> tags.
 */
export function contentSecurityPolicy(env: Record<string, string | undefined>): string {
  const unique = (values: string[]) => [...new Set(values)].join(' ');
  const api = [
    ...originOf(env['VITE_API_BASE_URL']),
    ...originOf(env['VITE_GATEWAY_BASE_URL']),
    ...originOf(env['VITE_OIDC_AUTHORITY']),
  ];
  const frames = [...originOf(env['VITE_OUTREACH_APP_ORIGIN']), ...originOf(env['VITE_LEGACY_SITE_BASE_URL'])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", ...api])}`,
    `frame-src ${unique(["'self'", ...frames])}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${unique(["'self'", ...originOf(env['VITE_OIDC_AUTHORITY'])])}`,
  ].join('; ');
}

/** Build only: the dev server keeps Vite's inline HMR client, which a strict policy would block. */
function contentSecurityPolicyPlugin(env: Record<string, string | undefined>): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env) },
        injectTo: 'head-prepend',
      },
    ],
  };
}

export default defineConfig(async ({ command, mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const plugins: PluginOption[] = [react(), contentSecurityPolicyPlugin(env)];
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
