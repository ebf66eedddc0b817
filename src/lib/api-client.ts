import axios, { AxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { env } from '../config/env';

/** Paths served by the outreach gateway instead of the API. */
const GATEWAY_PREFIX = '/r/';

export interface ApiClientConfig {
  apiBaseUrl: string;
  gatewayBaseUrl: string;
  /** The bearer token for the API (the auth layer supplies it). */
  getAccessToken: () => string | null | undefined;
  /** Whether the signed-in staff member is impersonating (adds previewFeatures to every request). */
  isImpersonating: () => boolean;
  /**
   * Called once per 401 answer of the API; the auth layer decides what to do (sign in again, once). A 401
   * of the outreach gateway is about the outreach service token, not the portal session: the calling
   * screen handles it (the dashboard's 'Unable to authenticate user').
   */
  onUnauthorized: (error: AxiosError) => void;
}

const config: ApiClientConfig = {
  apiBaseUrl: env.apiBaseUrl,
  gatewayBaseUrl: env.gatewayBaseUrl,
  getAccessToken: () => null,
  isImpersonating: () => false,
  onUnauthorized: () => undefined,
};

/** Lets the auth and session layers plug in without this module knowing them. */
export function configureApiClient(changes: Partial<ApiClientConfig>): void {
  Object.assign(config, changes);
}

export const axiosInstance = axios.create();

const isGatewayPath = (url: string | undefined) => (url ?? '').startsWith(GATEWAY_PREFIX);

export function baseUrlFor(url: string): string {
  return isGatewayPath(url) ? config.gatewayBaseUrl : config.apiBaseUrl;
}

axiosInstance.interceptors.request.use((request) => {
  request.baseURL = baseUrlFor(request.url ?? '');
  const hasOwnAuthorization = request.headers.has('Authorization');
  const token = config.getAccessToken();
  if (token && !hasOwnAuthorization) request.headers.set('Authorization', `Bearer ${token}`);
  if (config.isImpersonating()) {
    request.params = { ...(request.params as Record<string, unknown> | undefined), previewFeatures: true };
  }
  return request;
});

axiosInstance.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401 && !isGatewayPath(error.config?.url)) {
    config.onUnauthorized(error);
  }
  return Promise.reject(error);
});

const MARK_NOTIFICATIONS_READ = { method: 'PUT', url: '/api/Notifications/read' } as const;

function isMarkNotificationsRead(request: AxiosRequestConfig): boolean {
  return (
    request.method?.toUpperCase() === MARK_NOTIFICATIONS_READ.method && request.url === MARK_NOTIFICATIONS_READ.url
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
  return axiosInstance
    .request<T>({ paramsSerializer: { indexes: null }, ...requestConfig, ...options })
    .then((response: AxiosResponse<T>) => response.data);
}

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
