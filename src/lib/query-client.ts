import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import i18next from 'i18next';
import { isRetryableFailure, isSessionEnding, logError } from './api-errors';

/**
 * What a query or mutation asks of the one error path (docs/architecture.md): screens describe, in `meta`, the
 * spec's toast for a failure or a success and what to refresh; the query client does it, once, for all.
 * Texts are i18n keys ('namespace:key').
 */
export interface PortalQueryMeta extends Record<string, unknown> {
  /** The toast when the query has failed for good (after its retries); a function picks it from the error. */
  errorToast?: string | ((error: unknown) => string);
}

export interface PortalMutationMeta extends Record<string, unknown> {
  /** The toast when the mutation fails; a function picks it from the error (e.g. the password message). */
  errorToast?: string | ((error: unknown) => string);
  /** The toast when it succeeds. */
  successToast?: string;
  /** Queries to fetch again after it succeeds. */
  invalidates?: readonly QueryKey[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: PortalQueryMeta;
    mutationMeta: PortalMutationMeta;
  }
}

export interface Notifier {
  error: (message: string) => void;
  success: (message: string) => void;
}

const notifier: Notifier = { error: () => undefined, success: () => undefined };

/** The app plugs in its toasts (components/ui/toaster) without lib/ knowing the component layer. */
export function configureNotifier(changes: Partial<Notifier>): void {
  Object.assign(notifier, changes);
}

const MAX_QUERY_RETRIES = 3;

/**
 * Only what another attempt may fix is retried: the network, a timeout, a 5xx. Never a 4xx (a 401 is the
 * session path's, in the API client), never a malformed or contract-breaking body.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_QUERY_RETRIES && isRetryableFailure(error);
}

/** Sign-in is restarting (renewal failed): the page is leaving, no toast for it. */
const isLeaving = (error: unknown) => isSessionEnding(error);

/** The same message from queries twice within this time is one toast (two failed calls of one screen, one cause). */
const REPEAT_WINDOW_MS = 2_000;

function errorNotifier(): (message: string) => void {
  let last = { message: '', at: Number.NEGATIVE_INFINITY };
  return (message) => {
    const now = Date.now();
    if (message === last.message && now - last.at < REPEAT_WINDOW_MS) return;
    last = { message, at: now };
    notifier.error(message);
  };
}

const toastKey = (toast: string | ((error: unknown) => string) | undefined, error: unknown) =>
  typeof toast === 'function' ? toast(error) : toast;

export function createQueryClient(): QueryClient {
  const notifyErrorOnce = errorNotifier();
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        logError(`query ${String(query.queryKey[0])} failed`, error);
        const key = toastKey(query.meta?.errorToast, error);
        if (key && !isLeaving(error)) notifyErrorOnce(i18next.t(key));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const [name = ''] = mutation.options.mutationKey ?? [];
        logError(`mutation ${String(name)} failed`, error);
        // Every failed save is the person's own action and gets its toast, even the same text again.
        const key = toastKey(mutation.meta?.errorToast, error);
        if (key && !isLeaving(error)) notifier.error(i18next.t(key));
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        const key = mutation.meta?.successToast;
        if (key) notifier.success(i18next.t(key));
        for (const queryKey of mutation.meta?.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
      },
    }),
    defaultOptions: {
      // Offline, queries and mutations pause (networkMode 'online') and go on by themselves when the
      // network returns; a mutation is never retried, so it is sent once.
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/** The app's one cache; the auth layer clears it on a 401 and the session invalidates it on a company change. */
export const queryClient = createQueryClient();
