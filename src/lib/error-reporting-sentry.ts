import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  Scope,
} from '@sentry/browser';
import { describeError } from './api-errors';
import { getUserManager } from './auth/user-manager';
import { personalValues, scrubBreadcrumb, scrubEvent } from './error-report-scrubber';
import type { ErrorReport, ReporterOptions } from './error-reporting';

type ClientOptions = ConstructorParameters<typeof BrowserClient>[0];

/** The signed-in person's name and email; none when the session cannot be read. */
async function signedInPersonalData(): Promise<string[]> {
  try {
    return personalValues((await getUserManager().getUser())?.profile);
  } catch {
    return [];
  }
}

/**
 * Sentry's browser SDK, loaded by error-reporting.ts only when a DSN is configured. A client of its own on a
 * scope of its own, not `Sentry.init`: no global handlers, no wrapped timers or fetch (error-reporting.ts
 * listens itself, from before this module loads), no session tracking, tracing, replay or breadcrumbs.
 */
export function createSentryReporter({
  dsn,
  transport,
  personalData = signedInPersonalData,
}: ReporterOptions): (report: ErrorReport) => void {
  const options: ClientOptions = {
    dsn,
    environment: import.meta.env.MODE,
    // Sentry 11's successor of `sendDefaultPii: false`, stricter: no user, cookies, headers, bodies, query
    // parameters or local variables, even those it would filter.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      stackFrameVariables: false,
      frameContextLines: 0,
    },
    maxBreadcrumbs: 0,
    stackParser: defaultStackParser,
    transport: transport ?? makeFetchTransport,
    // Causes (error.cause) go with their error; the same error twice in a row is sent once; the browser's
    // "Script error." (another origin's script, no detail to act on) is dropped.
    integrations: [linkedErrorsIntegration(), dedupeIntegration(), eventFiltersIntegration()],
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend: async (event) => scrubEvent(event, await personalData()),
  };
  const client = new BrowserClient(options);
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return ({ error, context, source }) => {
    const failure = describeError(error);
    scope.captureException(error, {
      captureContext: {
        tags: { source, kind: String(failure['kind']) },
        // describeError is already safe to log (method, path, status, kind); scrubEvent checks it again.
        contexts: { failure: { context, ...failure } },
      },
      mechanism: { type: source, handled: source === 'logged' },
    });
  };
}
