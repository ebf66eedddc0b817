import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { env } from '../config/env';
import { InvalidResponseError } from './api-errors';

/** Paths served by the outreach gateway instead of the API. */
const GATEWAY_PREFIX = '/r/';

/** A request that has not answered after this long fails as a timeout (the screen then offers Retry). */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * A download (`download: true`) that has received nothing for this long fails as the same timeout; how
 * long it takes in total is not limited, so a large export on a slow connection finishes.
 */
export const DOWNLOAD_IDLE_TIMEOUT_MS = 30_000;

/** What a call may ask of the client besides axios's own options. */
export interface ApiRequestOptions extends AxiosRequestConfig {
  /** A file download (an export): it times out on no progress for DOWNLOAD_IDLE_TIMEOUT_MS, not in total. */
  download?: boolean;
}

/**
 * What the client asks of the session: all of it comes from the auth layer (lib/auth/api-session.ts), in
 * one configureApiClient call at the portal's start (app/connect-portal.ts).
 */
export interface ApiSession {
  /** The bearer token for the API, read fresh for every request. */
  getAccessToken: () => string | null | undefined;
  /** Whether the signed-in staff member is impersonating (adds previewFeatures to every request). */
  isImpersonating: () => boolean;
  /**
   * Renews the session silently (refresh token); resolves with the new access token, or null when renewal
   * failed, never rejects. Called for each 401 of the API: every call made while a renewal runs must share
   * it (the user manager's `signinSilent` does), since the provider rotates the refresh token.
   */
  renewSession: () => Promise<string | null>;
  /**
   * A 401 that renewal failed to cure: the auth layer restarts sign-in (once, behind its loop breaker).
   * A 401 of the outreach gateway is about the outreach service token, not the portal session: the calling
   * screen handles it (the dashboard's 'Unable to authenticate user').
   */
  onUnauthorized: (error: AxiosError) => void;
}

export interface ApiClientConfig extends ApiSession {
  apiBaseUrl: string;
  gatewayBaseUrl: string;
}

// Until the portal connects the session, a call carries no token and a 401 only fails.
const config: ApiClientConfig = {
  apiBaseUrl: env.apiBaseUrl,
  gatewayBaseUrl: env.gatewayBaseUrl,
  getAccessToken: () => null,
  isImpersonating: () => false,
  renewSession: () => Promise.resolve(null),
  onUnauthorized: () => undefined,
};

/**
 * Lets the auth layer plug in without this module knowing it. The portal passes a whole ApiSession once, at
 * start; a test may swap one piece (a spy, a base URL) and leave the rest.
 */
export function configureApiClient(changes: Partial<ApiClientConfig>): void {
  Object.assign(config, changes);
}

const isGatewayPath = (url: string | undefined) => (url ?? '').startsWith(GATEWAY_PREFIX);

export function baseUrlFor(url: string): string {
  return isGatewayPath(url) ? config.gatewayBaseUrl : config.apiBaseUrl;
}

let transport: Promise<AxiosInstance> | undefined;

/**
 * The axios instance with the session's interceptors (api-transport.ts), loaded by the first call: axios is
 * not part of the first load. It reads `config` on every request, so later configureApiClient calls apply.
 */
export function apiTransport(): Promise<AxiosInstance> {
  transport ??= import('./api-transport').then(({ createTransport }) =>
    createTransport(config, {
      timeoutMs: REQUEST_TIMEOUT_MS,
      idleTimeoutMs: DOWNLOAD_IDLE_TIMEOUT_MS,
      baseUrlFor,
      isGatewayPath,
    }),
  );
  // A chunk that failed to load (offline, a new deployment) is asked for again by the next call (Retry).
  transport.catch(() => {
    transport = undefined;
  });
  return transport;
}

const MARK_NOTIFICATIONS_READ = { method: 'PUT', url: '/api/Notifications/read' } as const;

function isMarkNotificationsRead(request: AxiosRequestConfig): boolean {
  return (
    request.method?.toUpperCase() === MARK_NOTIFICATIONS_READ.method && request.url === MARK_NOTIFICATIONS_READ.url
  );
}

/** The contract's schema for the answer to `method url`, if the operation answers JSON. */
async function responseSchemaFor(method: string, url: string) {
  const pathname = url.split(/[?#]/)[0] ?? '';
  // The registry (one entry per operation) loads with the first call, beside the transport, not in the first load.
  const { responseSchemas } = await import('./api-response-schemas');
  return responseSchemas.find((entry) => entry.method === method && entry.path.test(pathname));
}

/**
 * The schema of the answer to `request` (undefined when the answer is not JSON of the contract), loading as
 * the request leaves: the zod modules download while the server answers instead of after (no waterfall on
 * the first call of a screen). zod decides at the construction of each object schema whether it may compile
 * code, so the setting for the Content-Security-Policy is in place before a generated schema module runs.
 */
function schemaLoading(request: AxiosRequestConfig) {
  if (request.responseType !== 'json' && request.responseType !== undefined) return undefined;
  const method = (request.method ?? 'GET').toUpperCase();
  const schema = Promise.all([import('../config/zod-config'), responseSchemaFor(method, request.url ?? '')]).then(
    ([, entry]) => entry?.load(),
  );
  // The request may fail first; its error, not the schema's, is what the caller sees.
  schema.catch(() => undefined);
  return schema;
}

/**
 * Every answer is checked against the generated zod schema of its operation: a body that breaks the
 * contract is an error (InvalidResponseError), never data a screen could half render.
 */
async function validated<T>(
  response: AxiosResponse<T>,
  request: AxiosRequestConfig,
  loading: ReturnType<typeof schemaLoading>,
): Promise<T> {
  const schema = await loading;
  if (!schema) return response.data;
  const result = schema.safeParse(response.data);
  if (result.success) return response.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`);
  throw new InvalidResponseError(
    typeof response.data === 'string' ? 'malformed' : 'contract',
    {
      method: (request.method ?? 'GET').toUpperCase(),
      url: request.url ?? '',
      status: response.status,
    },
    issues,
  );
}

/**
 * The orval mutator: every generated hook calls the API through here.
 * Repeated query parameters (tags=1&tags=2) are serialized without brackets, as the contract says.
 */
export function apiRequest<T>(requestConfig: AxiosRequestConfig, options?: ApiRequestOptions): Promise<T> {
  // Spec section 4: while impersonating, marking notifications read is skipped (the customer's
  // notifications stay unread). Skipped here, once, whichever screen asks.
  if (config.isImpersonating() && isMarkNotificationsRead(requestConfig)) return Promise.resolve(undefined as T);
  const request = { paramsSerializer: { indexes: null }, ...requestConfig, ...options };
  const loading = schemaLoading(request);
  return apiTransport()
    .then((instance) => instance.request<T>(request))
    .then((response) => validated(response, request, loading));
}

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
