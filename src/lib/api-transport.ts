import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ApiClientConfig } from './api-client';
import { markSessionEnding } from './api-errors';

/** The session hooks of the client's configuration, read on every request (later changes apply). */
type SessionHooks = Pick<ApiClientConfig, 'getAccessToken' | 'isImpersonating' | 'renewSession' | 'onUnauthorized'>;

/** Where requests go and how long they may take (src/lib/api-client.ts owns both). */
interface Routing {
  timeoutMs: number;
  baseUrlFor: (url: string) => string;
  isGatewayPath: (url: string | undefined) => boolean;
}

/** What the transport remembers on a request between its attempts. */
interface PortalRequest extends InternalAxiosRequestConfig {
  /** The session token this transport put in the Authorization header (absent when the caller set its own). */
  portalToken?: string;
  /** Already replayed once after a renewal: a second 401 is final. */
  portalReplayed?: boolean;
  /** The token the renewal returned, for the replay (the store may not hold it yet). */
  portalRenewedToken?: string;
}

/**
 * The axios instance every API call goes through, with the session's interceptors. It is its own chunk,
 * loaded by the first call (api-client.ts): axios is not needed to paint the first screen, so it stays out
 * of the initial JavaScript (docs/architecture.md, "What the first load contains").
 */
export function createTransport(config: SessionHooks, routing: Routing): AxiosInstance {
  const instance = axios.create({
    timeout: routing.timeoutMs,
    // A body that is not JSON when JSON was asked for is an error (ERR_BAD_RESPONSE), not a string of data.
    transitional: { silentJSONParsing: false, forcedJSONParsing: true, clarifyTimeoutError: true },
  });

  instance.interceptors.request.use((request: PortalRequest) => {
    request.baseURL = routing.baseUrlFor(request.url ?? '');
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
    // Every 401 arriving while a renewal runs shares it: the user manager keeps one renewal in flight.
    const token = current && current !== request.portalToken ? current : await config.renewSession();
    if (!token) {
      markSessionEnding(error);
      config.onUnauthorized(error);
      throw error;
    }
    request.portalRenewedToken = token;
    return instance.request(request);
  }

  instance.interceptors.response.use(undefined, (error: unknown) => {
    if (error instanceof AxiosError && error.response?.status === 401 && !routing.isGatewayPath(error.config?.url)) {
      return recoverFromUnauthorized(error);
    }
    return Promise.reject(error);
  });

  return instance;
}
