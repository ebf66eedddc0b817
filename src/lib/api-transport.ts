import axios, { AxiosError, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { ApiClientConfig } from './api-client';
import { markSessionEnding } from './api-errors';

/** The session hooks of the client's configuration, read on every request (later changes apply). */
type SessionHooks = Pick<ApiClientConfig, 'getAccessToken' | 'isImpersonating' | 'renewSession' | 'onUnauthorized'>;

/** Where requests go and how long they may take (src/lib/api-client.ts owns both). */
interface Routing {
  timeoutMs: number;
  /** A download (`download: true`) fails after this long without progress, instead of after timeoutMs in total. */
  idleTimeoutMs: number;
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
  /** A file download: no total timeout, an idle one (ApiRequestOptions in api-client.ts). */
  download?: boolean;
  /** The idle timer of the download's current attempt. */
  portalIdle?: IdleWatch;
}

/** The idle timer of one attempt of a download. */
interface IdleWatch {
  /** The caller's own signal and progress listener, kept for a replay. */
  caller: Pick<InternalAxiosRequestConfig, 'signal' | 'onDownloadProgress'>;
  /** Whether the timer, not the caller, aborted the attempt (a function: axios copies configs on a replay). */
  expired: () => boolean;
  stop: () => void;
}

/**
 * Gives a download an idle timeout in place of axios's total one: its own AbortController aborts the
 * attempt after `idleMs` without a progress event, each event starting the wait again. The caller's
 * signal still cancels it, and the caller still hears the progress.
 */
function watchIdle(request: PortalRequest, idleMs: number): void {
  const caller = request.portalIdle?.caller ?? {
    signal: request.signal,
    onDownloadProgress: request.onDownloadProgress,
  };
  request.portalIdle?.stop();
  const controller = new AbortController();
  const cancel = () => controller.abort();
  let expired = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = true;
      controller.abort();
    }, idleMs);
  };
  if (caller.signal?.aborted) cancel();
  else caller.signal?.addEventListener?.('abort', cancel);
  request.portalIdle = {
    caller,
    expired: () => expired,
    stop: () => {
      clearTimeout(timer);
      caller.signal?.removeEventListener?.('abort', cancel);
    },
  };
  request.timeout = 0;
  request.signal = controller.signal;
  request.onDownloadProgress = (event) => {
    wait();
    caller.onDownloadProgress?.(event);
  };
  wait();
}

/**
 * The end of a download's attempt: its idle timer stops, and an abort by that timer becomes the timeout
 * error axios gives a request out of time (ETIMEDOUT, so `apiFailureKind` says 'timeout' and screens show
 * their timeout handling). Any other answer or error goes on unchanged.
 */
function endOfAttempt(error: unknown, idleMs: number): unknown {
  if (!(error instanceof AxiosError)) return error;
  const request = error.config as PortalRequest | undefined;
  const watch = request?.portalIdle;
  if (!watch) return error;
  watch.stop();
  if (!watch.expired() || !axios.isCancel(error)) return error;
  return new AxiosError(`no progress for ${idleMs}ms`, AxiosError.ETIMEDOUT, request, error.request);
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
    if (request.download) watchIdle(request, routing.idleTimeoutMs);
    return request;
  });

  // Before the 401 path below, so a replay starts its own idle timer after this attempt's has stopped.
  instance.interceptors.response.use(
    (response) => {
      (response.config as PortalRequest).portalIdle?.stop();
      return response;
    },
    (error: unknown) => Promise.reject(endOfAttempt(error, routing.idleTimeoutMs)),
  );

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
