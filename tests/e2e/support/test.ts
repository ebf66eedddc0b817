import { test as base } from '@playwright/test';
import { E2E_BASE_PORT } from '@tests/support/e2e-servers';

export * from '@playwright/test';

/**
 * Playwright's `test` with one demo backend per parallel worker (playwright.config.ts starts one
 * `vite preview` per worker): tests that change demo data never race a test in another worker.
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://127.0.0.1:${E2E_BASE_PORT + testInfo.parallelIndex}`);
  },
});
