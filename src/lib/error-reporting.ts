import type { BrowserOptions } from '@sentry/browser';
import { onLoggedError } from './api-errors';

/** Where an error came from: the window's uncaught errors and rejections, or the app's one error path. */
export type ErrorSource = 'uncaught' | 'unhandled-rejection' | 'logged';

export interface ErrorReport {
  error: unknown;
  /** What the portal was doing (logError's context); never personal data. */
  context: string;
  source: ErrorSource;
}

export interface ReporterOptions {
  /** The Sentry DSN (VITE_ERROR_REPORTING_DSN). */
  dsn: string;
  /** How reports travel; Sentry's fetch transport unless a test passes its own. */
  transport?: BrowserOptions['transport'];
  /** Texts cut from every report; the signed-in person's name and email (from their ID token) by default. */
  personalData?: () => readonly string[] | Promise<readonly string[]>;
}

/** Errors held while the SDK downloads; past this, the first ones are kept (the cause comes first). */
export const MAX_QUEUED_REPORTS = 20;

/**
 * Sends the portal's errors to the operator's Sentry: uncaught errors and rejections of the window, and what
 * the one error path logs (`logError`: render errors caught by the boundaries, failed API calls through the
 * query client, the auth layer). The app's start calls it once. An empty DSN (the default) is off: nothing
 * listens and the SDK is never downloaded. Otherwise the SDK loads now, out of the first load; errors raised
 * meanwhile wait in a bounded queue (and stay there if it cannot load). Sentry sends each error object once,
 * however often it is logged. Returns the way to stop (tests). Small on purpose: it is in the first load.
 */
export function startErrorReporting({ dsn, ...options }: ReporterOptions): () => void {
  if (dsn === '') return () => undefined;
  const queue: ErrorReport[] = [];
  let send: (report: ErrorReport) => void = (report) => {
    if (queue.length < MAX_QUEUED_REPORTS) queue.push(report);
  };
  let stopped = false;
  const onError = (event: ErrorEvent) =>
    send({ error: event.error ?? event.message, context: 'uncaught error', source: 'uncaught' });
  const onRejection = (event: PromiseRejectionEvent) =>
    send({ error: event.reason, context: 'unhandled rejection', source: 'unhandled-rejection' });
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const stopHearingLogs = onLoggedError((context, error) => send({ error, context, source: 'logged' }));
  void import('./error-reporting-sentry').then(
    ({ createSentryReporter }) => {
      if (stopped) return;
      send = createSentryReporter({ dsn, ...options });
      queue.splice(0).forEach(send);
    },
    () => undefined,
  );
  return () => {
    stopped = true;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    stopHearingLogs();
  };
}
