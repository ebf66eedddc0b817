import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';

const port = Number(process.env['E2E_PORT'] ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * End-to-end tests in Debian's Chromium against the production build, served by `vite preview`
 * with the demo backend on the same origin. `npm run test:e2e` builds first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/ensure-chromium.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env['CI'] ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `${baseURL}/oidc/.well-known/openid-configuration`,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
    env: { DEMO_TODAY: process.env['DEMO_TODAY'] ?? '2026-11-22' },
  },
});
