import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { env } from '../config/env';
import { InvalidResponseError, markSessionEnding } from './api-errors';
import { responseSchemas } from './api-response-schemas';

/** Paths served by the outreach gateway instead of the API. */
const GATEWAY_PREFIX = '/r/';

/** A request that has not answered after this long fails as a timeout (the screen then offers Retry). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface ApiClientConfig {
  apiBaseUrl: string;
  gatewayBaseUrl: string;
  /** The bearer token for the API, read fresh for every request (the auth layer supplies it). */
  getAccessToken: () => string | null | undefined;
  /** Whether the signed-in staff member is impersonating (adds previewFeatures to every request). */
  isImpersonating: () => boolean;
  /**
   * Renews the session silently (refresh token); resolves with the new access token, or null when renewal
   * failed. Called once for a 401 of the API, and once for every 401 that arrives while it runs.
   */
  renewSession: () => Promise<string | null>;
  /**
   * A 401 that renewal failed to cure: the auth layer restarts sign-in (once, behind its loop breaker).
   * A 401 of the outreach gateway is about the outreach service token, not the portal session: the calling
   * screen handles it (the dashboard's 'Unable to authenticate user').
   */
  onUnauthorized: (error: AxiosError) => void;
}

const config: ApiClientConfig = {
  apiBaseUrl: env.apiBaseUrl,
  gatewayBaseUrl: env.gatewayBaseUrl,
  getAccessToken: () => null,
  isImpersonating: () => false,
  renewSession: () => Promise.resolve(null),
  onUnauthorized: () => undefined,
};

/** Lets the auth and session layers plug in without this module knowing them. */
export function configureApiClient(changes: Partial<ApiClientConfig>): void {
  Object.assign(config, changes);
}

/** What the client remembers on a request between its attempts. */
interface PortalRequest extends InternalAxiosRequestConfig {
  /** The session token this client put in the Authorization header (absent when the caller set its own). */
  portalToken?: string;
  /** Already replayed once after a renewal: a second 401 is final. */
  portalReplayed?: boolean;
  /** The token the renewal returned, for the replay (the store may not hold it yet). */
  portalRenewedToken?: string;
}

export const axiosInstance = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  // A body that is not JSON when JSON was asked for is an error (ERR_BAD_RESPONSE), not a string of data.
  transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
});

const isGatewayPath = (url: string | undefined) => (url ?? '').startsWith(GATEWAY_PREFIX);

export function baseUrlFor(url: string): string {
  return isGatewayPath(url) ? config.gatewayBaseUrl : config.apiBaseUrl;
}

axiosInstance.interceptors.request.use((request: PortalRequest) => {
  request.baseURL = baseUrlFor(request.url ?? '');
  request.responseType ??= 'json';
  const ownAuthorization = request.headers.has('Authorization') && request.portalToken === undefined;
  const token = request.portalRenewedToken ?? config.getAccessToken();
  if (token && !ownAuthorization) {
    request.headers.set('Authorization', `Bearer ${token}`);
    request.portalToken = token;
  }
  if (config.isImpersonating()) {
    request.params = { ...(request.params as Record<string, unknown> | undefined), previewFeatures: true };
  }
  return request;
});

let renewal: Promise<string | null> | null = null;

/** One renewal for every 401 that arrives while it runs. */
function renewOnce(): Promise<string | null> {
  renewal ??= config
    .renewSession()
    .catch(() => null)
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/**
 * A 401 of the API: renew silently once and replay the request (a save that met an expired token is saved,
 * nothing the user typed is lost). Only when renewal fails does the auth layer restart sign-in. A replay
 * refused again is that call's final answer: the server refuses this user a fresh token too, so a new
 * sign-in would meet the same 401 (that loop was the provider storm); the screen says so instead.
 */
async function recoverFromUnauthorized(error: AxiosError): Promise<AxiosResponse> {
  const request = error.config as PortalRequest | undefined;
  if (!request || request.portalReplayed) throw error;
  request.portalReplayed = true;
  const current = config.getAccessToken();
  // Another call renewed since this one left: replay with the fresh token, no second renewal.
  const token = current && current !== request.portalToken ? current : await renewOnce();
  if (!token) {
    markSessionEnding(error);
    config.onUnauthorized(error);
    throw error;
  }
  request.portalRenewedToken = token;
  return axiosInstance.request(request);
}

axiosInstance.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401 && !isGatewayPath(error.config?.url)) {
    return recoverFromUnauthorized(error);
  }
  return Promise.reject(error);
});

const MARK_NOTIFICATIONS_READ = { method: 'PUT', url: '/api/Notifications/read' } as const;

function isMarkNotificationsRead(request: AxiosRequestConfig): boolean {
  return (
    request.method?.toUpperCase() === MARK_NOTIFICATIONS_READ.method && request.url === MARK_NOTIFICATIONS_READ.url
  );
}

/** The contract's schema for the answer to `method url`, if the operation answers JSON. */
function responseSchemaFor(method: string, url: string) {
  const pathname = url.split(/[?#]/)[0] ?? '';
  return responseSchemas.find((entry) => entry.method === method && entry.path.test(pathname));
}

/**
 * The schema of the answer to `request`, loading as the request leaves: the zod modules download while
 * the server answers instead of after (no waterfall on the first call of a screen). zod decides at the
 * construction of each object schema whether it may compile code, so the setting for the
 * Content-Security-Policy is in place before a generated schema module runs.
 */
function schemaLoading(request: AxiosRequestConfig) {
  const method = (request.method ?? 'GET').toUpperCase();
  const entry =
    request.responseType === 'json' || request.responseType === undefined
      ? responseSchemaFor(method, request.url ?? '')
      : undefined;
  if (!entry) return undefined;
  const schema = import('../config/zod-csp').then(() => entry.load());
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
  if (!loading) return response.data;
  const schema = await loading;
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
export function apiRequest<T>(requestConfig: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  // Spec section 4: while impersonating, marking notifications read is skipped (the customer's
  // notifications stay unread). Skipped here, once, whichever screen asks.
  if (config.isImpersonating() && isMarkNotificationsRead(requestConfig)) return Promise.resolve(undefined as T);
  const request = { paramsSerializer: { indexes: null }, ...requestConfig, ...options };
  const loading = schemaLoading(request);
  return axiosInstance.request<T>(request).then((response) => validated(response, request, loading));
}

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
