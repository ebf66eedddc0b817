import type { BrowserOptions } from '@sentry/browser';
import { describeError, onLoggedError } from './api-errors';

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
  /** The signed-in person's name and email, cut from every report (error-report-scrubber.ts). */
  personalData: () => readonly string[] | Promise<readonly string[]>;
}

export interface StartOptions extends Omit<ReporterOptions, 'personalData'> {
  personalData?: ReporterOptions['personalData'];
}

/** Errors held while the SDK downloads; past this, the first ones are kept (the cause comes first). */
export const MAX_QUEUED_REPORTS = 20;

let stopRunning: (() => void) | undefined;

/**
 * Sends the portal's errors to the operator's Sentry: uncaught errors and rejections of the window, and what
 * the one error path logs (`logError`: render errors caught by the boundaries, failed API calls through the
 * query client, the auth layer). The app's start calls it once. An empty DSN (the default) is off: nothing
 * listens and the SDK is never downloaded. Otherwise the SDK loads now, out of the first load; errors raised
 * meanwhile wait in a bounded queue. Sentry sends each error object once, however often it is logged.
 * Returns the way to stop (tests).
 */
export function startErrorReporting({ dsn, transport, personalData = () => [] }: StartOptions): () => void {
  stopRunning?.();
  if (dsn === '') return () => undefined;

  const queue: ErrorReport[] = [];
  let send: ((report: ErrorReport) => void) | undefined;
  let stopped = false;

  const deliver = (report: ErrorReport) => {
    try {
      send?.(report);
    } catch (error) {
      // Not logError: that would report the reporter's own failure, and again.
      console.error('[employer-portal] an error report could not be sent', describeError(error));
    }
  };
  const report = (error: unknown, context: string, source: ErrorSource) => {
    if (send) deliver({ error, context, source });
    else if (queue.length < MAX_QUEUED_REPORTS) queue.push({ error, context, source });
  };

  const onError = (event: ErrorEvent) => report(event.error ?? event.message, 'uncaught error', 'uncaught');
  const onRejection = (event: PromiseRejectionEvent) =>
    report(event.reason, 'unhandled rejection', 'unhandled-rejection');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const stopHearingLogs = onLoggedError((context, error) => report(error, context, 'logged'));

  import('./error-reporting-sentry')
    .then(({ createSentryReporter }) => {
      if (stopped) return;
      send = createSentryReporter({ dsn, transport, personalData });
      for (const queued of queue.splice(0)) deliver(queued);
    })
    .catch((error: unknown) => {
      console.error('[employer-portal] error reporting could not start', describeError(error));
    });

  const stop = () => {
    stopped = true;
    send = undefined;
    queue.length = 0;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    stopHearingLogs();
    if (stopRunning === stop) stopRunning = undefined;
  };
  stopRunning = stop;
  return stop;
}
