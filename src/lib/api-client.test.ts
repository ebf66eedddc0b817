import { AxiosError, CanceledError, type AxiosAdapter } from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { UserManager, type User } from 'oidc-client-ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  apiTransport,
  configureApiClient,
  DOWNLOAD_IDLE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from './api-client';
import { apiFailureKind, InvalidResponseError, isRetryableFailure, isSessionEnding } from './api-errors';
import { PortalUserManager } from './auth/user-manager';

interface Seen {
  url: string;
  authorization: string | null;
}
const seen: Seen[] = [];
const record = ({ request }: { request: Request }) => {
  seen.push({ url: request.url, authorization: request.headers.get('authorization') });
  return HttpResponse.json([]);
};

/** Answers 401 unless the request carries `Bearer fresh` (a renewed token). */
const onlyFresh = ({ request }: { request: Request }) => {
  seen.push({ url: request.url, authorization: request.headers.get('authorization') });
  return request.headers.get('authorization') === 'Bearer fresh'
    ? HttpResponse.json([])
    : HttpResponse.json({ status: 401 }, { status: 401 });
};

const server = setupServer(
  http.get('https://api.example.test/api/companies', record),
  http.get('https://api.example.test/api/abi/observances', record),
  http.post('https://gateway.example.test/r/Dashboard/OrganizationEngagementSummary', record),
  http.get('https://api.example.test/api/users', () => HttpResponse.json({ status: 401 }, { status: 401 })),
  http.get('https://api.example.test/api/abi/tags', onlyFresh),
  http.get('https://api.example.test/api/Notifications/preferences', () =>
    HttpResponse.text('{"broken": ', { headers: { 'Content-Type': 'application/json' } }),
  ),
  http.get('https://api.example.test/api/companies/info', () => HttpResponse.json({ companyName: 42 })),
  http.get('https://api.example.test/api/cities', () => HttpResponse.text('<!doctype html><title>proxy</title>')),
  http.post('https://gateway.example.test/r/Dashboard/OutreachPipelineData', () =>
    HttpResponse.json({ status: 401 }, { status: 401 }),
  ),
  http.put('https://api.example.test/api/Notifications/read', () => {
    seen.push({ url: 'mark-read', authorization: null });
    return new HttpResponse(null, { status: 204 });
  }),
);

const defaults = {
  getAccessToken: () => null,
  isImpersonating: () => false,
  onUnauthorized: () => undefined,
  renewSession: () => Promise.resolve(null),
};

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  seen.length = 0;
  configureApiClient(defaults);
});
afterAll(() => server.close());

configureApiClient({ apiBaseUrl: 'https://api.example.test', gatewayBaseUrl: 'https://gateway.example.test' });

describe('apiRequest (the orval mutator)', () => {
  it('sends API paths to the API and /r/ paths to the outreach gateway', async () => {
    await apiRequest({ url: '/api/companies', method: 'GET', params: { userId: 1 } });
    await apiRequest({ url: '/r/Dashboard/OrganizationEngagementSummary', method: 'POST', data: {} });
    expect(seen.map((request) => request.url)).toEqual([
      'https://api.example.test/api/companies?userId=1',
      'https://gateway.example.test/r/Dashboard/OrganizationEngagementSummary',
    ]);
  });

  it('adds the bearer token from the auth layer, but keeps an explicit one (the outreach token)', async () => {
    configureApiClient({ getAccessToken: () => 'user-token' });
    await apiRequest({ url: '/api/companies', method: 'GET' });
    await apiRequest({
      url: '/r/Dashboard/OrganizationEngagementSummary',
      method: 'POST',
      headers: { Authorization: 'Bearer outreach-token' },
    });
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer user-token', 'Bearer outreach-token']);
  });

  it('repeats array parameters without brackets, as the contract says (tags=1&tags=2)', async () => {
    await apiRequest({ url: '/api/abi/observances', method: 'GET', params: { tags: [1, 2] } });
    expect(new URL(seen[0]!.url).search).toBe('?tags=1&tags=2');
  });

  it('adds previewFeatures to every request while impersonating', async () => {
    configureApiClient({ isImpersonating: () => true });
    await apiRequest({ url: '/api/companies', method: 'GET', params: { userId: 1 } });
    await apiRequest({ url: '/r/Dashboard/OrganizationEngagementSummary', method: 'POST', data: {} });
    expect(seen.map((request) => new URL(request.url).searchParams.get('previewFeatures'))).toEqual(['true', 'true']);
  });

  it('skips marking notifications read while impersonating, and only then', async () => {
    const markRead = { url: '/api/Notifications/read', method: 'PUT', data: { readNotifications: [[1001, 1, 5]] } };
    configureApiClient({ isImpersonating: () => true });
    await expect(apiRequest(markRead)).resolves.toBeUndefined();
    expect(seen).toEqual([]);
    configureApiClient({ isImpersonating: () => false });
    await apiRequest(markRead);
    expect(seen.map((request) => request.url)).toEqual(['mark-read']);
  });

  it('gives up on a request after about 30 s', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
    expect((await apiTransport()).defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
  });
});

describe('responses are validated with the generated zod schemas', () => {
  it('a malformed JSON body is an error, not data, and is not retried', async () => {
    const error: unknown = await apiRequest({ url: '/api/Notifications/preferences', method: 'GET' }).catch(
      (caught: unknown) => caught,
    );
    expect(apiFailureKind(error)).toBe('malformed');
    expect(isRetryableFailure(error)).toBe(false);
  });

  it('an HTML page where JSON was expected is malformed', async () => {
    const error: unknown = await apiRequest({ url: '/api/cities', method: 'GET' }).catch((caught: unknown) => caught);
    expect(apiFailureKind(error)).toBe('malformed');
  });

  it('a 200 whose body breaks the contract is an error naming where, and is not retried', async () => {
    const error: unknown = await apiRequest({ url: '/api/companies/info', method: 'GET' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(apiFailureKind(error)).toBe('contract');
    // In words (zod's small build has none of its own: src/config/zod-config.ts loads the English ones).
    expect((error as InvalidResponseError).issues).toContain(
      'companyName: Invalid input: expected string, received number',
    );
    expect(isRetryableFailure(error)).toBe(false);
  });
});

describe('a 401 of the API: renew once, replay, and only then sign in again', () => {
  it('renews silently and replays the request with the new token: the caller gets its data', async () => {
    const renewSession = vi.fn(() => Promise.resolve('fresh'));
    const onUnauthorized = vi.fn();
    configureApiClient({ getAccessToken: () => 'stale', renewSession, onUnauthorized });
    await expect(apiRequest({ url: '/api/abi/tags', method: 'GET' })).resolves.toEqual([]);
    expect(renewSession).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it("renews once for many requests that fail together: they share the user manager's renewal", async () => {
    let token = 'stale';
    // The provider's side of a renewal; the portal's user manager asks it once for every caller meanwhile.
    const provider = vi.spyOn(UserManager.prototype, 'signinSilent').mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      token = 'fresh';
      return { access_token: token } as User;
    });
    const manager = new PortalUserManager({
      authority: 'https://id.example.test',
      client_id: 'employer-portal',
      redirect_uri: 'https://portal.example.test/auth-callback',
    });
    configureApiClient({
      getAccessToken: () => token,
      renewSession: async () => (await manager.signinSilent())?.access_token ?? null,
    });
    const calls = Array.from({ length: 5 }, () => apiRequest({ url: '/api/abi/tags', method: 'GET' }));
    await expect(Promise.all(calls)).resolves.toHaveLength(5);
    expect(provider).toHaveBeenCalledOnce();
  });

  it('restarts sign-in (once per failure) only when renewal fails, and still rejects the call', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ getAccessToken: () => 'stale', onUnauthorized, renewSession: () => Promise.resolve(null) });
    const error: unknown = await apiRequest({ url: '/api/users', method: 'GET' }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ response: { status: 401 } });
    // The page is leaving for the provider: screens and toasts can tell.
    expect(isSessionEnding(error)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a replay refused again is the final answer of the call: no second renewal, no sign-in restart (no loop)', async () => {
    const renewSession = vi.fn(() => Promise.resolve('still-refused'));
    const onUnauthorized = vi.fn();
    configureApiClient({ getAccessToken: () => 'stale', onUnauthorized, renewSession });
    const error: unknown = await apiRequest({ url: '/api/users', method: 'GET' }).catch((caught: unknown) => caught);
    expect(apiFailureKind(error)).toBe('unauthorized');
    expect(isSessionEnding(error)).toBe(false);
    expect(renewSession).toHaveBeenCalledOnce();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('leaves a 401 of the outreach gateway to the screen (the service token, not the session)', async () => {
    const onUnauthorized = vi.fn();
    const renewSession = vi.fn(() => Promise.resolve('fresh'));
    configureApiClient({ onUnauthorized, renewSession });
    await expect(
      apiRequest({ url: '/r/Dashboard/OutreachPipelineData', method: 'POST', data: {} }),
    ).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(renewSession).not.toHaveBeenCalled();
  });
});

describe('downloads time out on no progress for 30 s, not on their total time', () => {
  afterEach(() => vi.useRealTimers());

  const FILE = { url: '/api/abi/files', method: 'GET', responseType: 'text' } as const;

  /**
   * The network as axios's browser adapter (XHR) meets it: the answer's bytes arrive `arrivals` ms after the
   * request left, each a progress event, and the answer comes after the last. As that adapter does, it fails
   * a request still running at its total `timeout` with ETIMEDOUT, and an aborted one with a CanceledError.
   */
  function network(arrivals: readonly number[]): AxiosAdapter {
    return (config) =>
      new Promise((resolve, reject) => {
        const timers = arrivals.map((at, index) =>
          setTimeout(() => {
            const loaded = index + 1;
            config.onDownloadProgress?.({ loaded, total: arrivals.length, bytes: 1, lengthComputable: true });
            if (loaded === arrivals.length) {
              resolve({ data: 'x'.repeat(loaded), status: 200, statusText: 'OK', headers: {}, config });
            }
          }, at),
        );
        const end = () => timers.forEach(clearTimeout);
        if (config.timeout) {
          const message = `timeout of ${config.timeout}ms exceeded`;
          timers.push(setTimeout(() => reject(new AxiosError(message, AxiosError.ETIMEDOUT, config)), config.timeout));
        }
        config.signal?.addEventListener?.('abort', () => {
          end();
          reject(new CanceledError(undefined, config));
        });
      });
  }

  /** The call's outcome: its data, or the error it failed with. */
  function settled<T>(call: Promise<T>) {
    const outcome: { value?: T; error?: unknown; done: boolean } = { done: false };
    call.then(
      (value) => Object.assign(outcome, { value, done: true }),
      (error: unknown) => Object.assign(outcome, { error, done: true }),
    );
    return outcome;
  }

  it('a download that keeps making progress for 100 s in total succeeds, and its caller hears the progress', async () => {
    expect(DOWNLOAD_IDLE_TIMEOUT_MS).toBe(30_000);
    await apiTransport();
    vi.useFakeTimers();
    const heard = vi.fn();
    const arrivals = [0, 25_000, 50_000, 75_000, 100_000];
    const file = settled(
      apiRequest<string>(FILE, { download: true, adapter: network(arrivals), onDownloadProgress: heard }),
    );
    await vi.advanceTimersByTimeAsync(100_000);
    expect(file).toEqual({ value: 'xxxxx', done: true });
    expect(heard).toHaveBeenCalledTimes(arrivals.length);
  });

  it('a download that stalls for 30 s fails with the timeout error the screens already handle', async () => {
    await apiTransport();
    vi.useFakeTimers();
    // Two pieces in the first 10 s, then nothing (the rest would come at 5 minutes).
    const file = settled(apiRequest<string>(FILE, { download: true, adapter: network([0, 10_000, 300_000]) }));
    await vi.advanceTimersByTimeAsync(10_000 + DOWNLOAD_IDLE_TIMEOUT_MS - 1);
    expect(file.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(file.done).toBe(true);
    expect(file.error).toMatchObject({ isAxiosError: true, code: 'ETIMEDOUT', config: { url: FILE.url } });
    expect(apiFailureKind(file.error)).toBe('timeout');
    expect(isRetryableFailure(file.error)).toBe(true);
  });

  it('a download its caller cancels is a cancel, not a timeout', async () => {
    await apiTransport();
    vi.useFakeTimers();
    const controller = new AbortController();
    const file = settled(
      apiRequest<string>(
        { ...FILE, signal: controller.signal },
        { download: true, adapter: network([0, 10_000, 20_000]) },
      ),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(file.error).toMatchObject({ code: 'ERR_CANCELED' });
    expect(apiFailureKind(file.error)).toBe('unknown');
  });

  it('an ordinary request keeps its 30 s in total, however steadily its answer arrives', async () => {
    await apiTransport();
    vi.useFakeTimers();
    const everyFiveSeconds = Array.from({ length: 13 }, (_, index) => index * 5_000);
    const answer = settled(apiRequest<string>(FILE, { adapter: network(everyFiveSeconds) }));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(answer.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(answer.error).toMatchObject({ code: 'ETIMEDOUT', message: 'timeout of 30000ms exceeded' });
    expect(apiFailureKind(answer.error)).toBe('timeout');
  });
});
