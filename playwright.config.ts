import { defineConfig, devices } from '@playwright/test';
import { format } from 'date-fns/format';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium';
import { E2E_BASE_PORT, E2E_NO_REVOCATION_PORT, E2E_WORKERS } from './tests/support/e2e-servers';
import { TEST_TIME_ZONE } from './tests/support/time-zone';

// The browser (timezoneId below), the demo servers and the test workers share one time zone, so the demo's
// today below is the portal's today in the browser too.
process.env['TZ'] = TEST_TIME_ZONE;

/**
 * The demo seed is anchored to DEMO_TODAY, the machine's local date when the run starts unless given; tests
 * read it. The demo backend's clock (its time utility, the portal's today) is the real one (DEMO_CLOCK=real):
 * a run that passes midnight then has the server and the browser on the same day, whichever the portal
 * counts with (tests/e2e/support/demo-today.ts).
 */
process.env['DEMO_TODAY'] ??= format(new Date(), 'yyyy-MM-dd');

/** Playwright's trace modes E2E_TRACE may name (default off, below). */
const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'retain-on-first-failure'] as const;

function traceMode(value = 'off'): (typeof TRACE_MODES)[number] {
  const mode = TRACE_MODES.find((known) => known === value);
  if (!mode) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}; got ${value}`);
  return mode;
}

const serverUrl = (index: number) => `http://127.0.0.1:${E2E_BASE_PORT + index}`;

function previewServer(port: number, env: Record<string, string> = {}) {
  return {
    command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/oidc/.well-known/openid-configuration`,
    reuseExistingServer: !process.env['CI'],
    timeout: 90_000,
    env: { DEMO_TODAY: process.env['DEMO_TODAY'] ?? '', DEMO_CLOCK: 'real', ...env },
  };
}

/**
 * End-to-end tests in Debian's Chromium against the production build, served by `vite preview`
 * with the demo backend on the same origin. `npm run test:e2e` builds first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/ensure-chromium.ts',
  // Files run in parallel, one worker per demo backend (tests/e2e/support/test.ts picks the worker's
  // server); tests inside a file run in order, as they share their server's data.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  reporter: [
    ['list'],
    ['./tests/support/slowest-playwright-reporter.ts'],
    ...(process.env['CI'] ? [] : [['html', { open: 'never' }] as const]),
  ],
  // Generous: two workers share two cores with their browsers and servers, on machines whose speed varies
  // from day to day. In a full run on 2026-11-29 a screen's first data took up to 10 s after its address
  // was opened, and a long test went past 60 s; a slow step is not a failure (docs/decisions/0011-where-a-test-lives-and-playwright.md).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: serverUrl(0),
    timezoneId: TEST_TIME_ZONE,
    // Recording a trace (a DOM snapshot per action and a screencast) doubled the tests' CPU time on two
    // cores: 315 s of worker time against 162 s for the same 13 tests (2026-11-30). A failure still leaves
    // its screenshot and error context; E2E_TRACE=retain-on-failure records traces when one is needed.
    trace: traceMode(process.env['E2E_TRACE']),
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
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, index) => previewServer(E2E_BASE_PORT + index)),
    // A provider without a revocation endpoint, as Microsoft Entra ID publishes none (log-out.spec.ts).
    previewServer(E2E_NO_REVOCATION_PORT, { DEMO_OIDC_REVOCATION: 'off' }),
  ],
});
