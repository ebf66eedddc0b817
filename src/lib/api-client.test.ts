import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { UserManager, type User } from 'oidc-client-ts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRequest, apiTransport, configureApiClient, REQUEST_TIMEOUT_MS } from './api-client';
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
