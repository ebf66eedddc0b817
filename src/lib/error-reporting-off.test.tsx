import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { logError } from './api-errors';
import { startErrorReporting } from './error-reporting';

/** Whether the reporting module (and with it Sentry's SDK) has been loaded. */
const sdk = vi.hoisted(() => ({ loaded: false }));
vi.mock('./error-reporting-sentry', () => {
  sdk.loaded = true;
  return { createSentryReporter: () => () => undefined };
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('error reporting without a DSN (the default)', () => {
  it('never loads the SDK, whatever fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The demo's and the tests' own setting: off.
    expect(env.errorReportingDsn).toBe('');
    const stop = startErrorReporting({ dsn: env.errorReportingDsn });
    // A message without its error object: Vitest would take the error itself for one of the test's own.
    window.dispatchEvent(new ErrorEvent('error', { message: 'uncaught' }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    logError('query failed', new Error('logged'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sdk.loaded).toBe(false);
    stop();
  });
});
