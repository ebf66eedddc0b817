import type { AxiosError } from 'axios';

/**
 * An error axios raised (it marks its errors so). The same test as axios's own `isAxiosError`, written here
 * so that reading an error does not load axios: axios loads with the first call (api-client.ts).
 */
export function isAxiosError(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * An answer that arrived but cannot be used: its body is not JSON although JSON was asked for, or it breaks
 * the contract's schema. It is an error, never data; retrying cannot fix it.
 */
export class InvalidResponseError extends Error {
  override readonly name = 'InvalidResponseError';
  constructor(
    readonly reason: 'malformed' | 'contract',
    readonly request: { method: string; url: string; status: number },
    /** Where the body broke the contract (paths and messages of the schema issues, never values). */
    readonly issues: readonly string[] = [],
  ) {
    super(
      reason === 'malformed'
        ? `The answer to ${request.method} ${request.url} is not valid JSON.`
        : `The answer to ${request.method} ${request.url} breaks the contract: ${issues.slice(0, 5).join('; ')}`,
    );
  }
}

const SESSION_ENDING = Symbol('session ending');

/** The 401 behind this error could not be cured by renewal: sign-in is restarting and the page leaving. */
export function markSessionEnding(error: object): void {
  Object.defineProperty(error, SESSION_ENDING, { value: true });
}

export function isSessionEnding(error: unknown): boolean {
  return typeof error === 'object' && error !== null && SESSION_ENDING in error;
}

/** What kind of failure an API call met; screens pick their words from it, the query client its retries. */
export type ApiFailureKind =
  | 'offline'
  | 'timeout'
  | 'network'
  | 'malformed'
  | 'contract'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'client'
  | 'server'
  | 'unknown';

const TIMEOUT_CODES = new Set(['ECONNABORTED', 'ETIMEDOUT']);

export function apiFailureKind(error: unknown): ApiFailureKind {
  if (error instanceof InvalidResponseError) return error.reason;
  if (!isAxiosError(error)) return 'unknown';
  if (error.code === 'ERR_CANCELED') return 'unknown';
  if (TIMEOUT_CODES.has(error.code ?? '')) return 'timeout';
  const status = error.response?.status;
  if (status === undefined) {
    return typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'network';
  }
  if (error.code === 'ERR_BAD_RESPONSE' && status < 300) return 'malformed';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status >= 500) return 'server';
  return status >= 400 ? 'client' : 'unknown';
}

/** The status of an HTTP answer behind an error, if there was one. */
export function apiErrorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** Only failures another attempt may fix: the network, a timeout, the server. Never a 4xx or a bad body. */
export function isRetryableFailure(error: unknown): boolean {
  const kind = apiFailureKind(error);
  return kind === 'network' || kind === 'offline' || kind === 'timeout' || kind === 'server';
}

/**
 * A description of an error that is safe to log: method, path, status and kind. Never headers, bodies or
 * query strings, where tokens, ids and personal data travel.
 */
export function describeError(error: unknown): Record<string, unknown> {
  if (error instanceof InvalidResponseError) {
    return { kind: error.reason, ...error.request, url: pathOnly(error.request.url), issues: error.issues };
  }
  if (isAxiosError(error)) {
    return {
      kind: apiFailureKind(error),
      method: error.config?.method?.toUpperCase(),
      url: pathOnly(error.config?.url ?? ''),
      status: error.response?.status,
      code: error.code,
    };
  }
  if (error instanceof Error) return { kind: 'exception', name: error.name, message: redact(error.message) };
  return { kind: 'unknown' };
}

function pathOnly(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

/** Strips anything that looks like a bearer token or a JWT from a message. */
export function redact(text: string): string {
  return text
    .replace(/Bearer\s+[\w.~+/-]+=*/gi, 'Bearer [redacted]')
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[redacted-jwt]');
}

type LoggedErrorListener = (context: string, error: unknown) => void;

const loggedErrorListeners = new Set<LoggedErrorListener>();

/** Hears every error `logError` logs (the error reporter, lib/error-reporting.ts); returns the way to stop. */
export function onLoggedError(listener: LoggedErrorListener): () => void {
  loggedErrorListeners.add(listener);
  return () => loggedErrorListeners.delete(listener);
}

/** Logs a failure for developers without leaking credentials (see `describeError`), and tells the listeners. */
export function logError(context: string, error: unknown): void {
  console.error(`[employer-portal] ${context}`, describeError(error));
  for (const listener of loggedErrorListeners) {
    try {
      listener(context, error);
    } catch {
      // A listener that fails must not turn a logged failure into a thrown one.
    }
  }
}
