import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRequest, configureApiClient } from './api-client';

interface Seen {
  url: string;
  authorization: string | null;
}
const seen: Seen[] = [];
const record = ({ request }: { request: Request }) => {
  seen.push({ url: request.url, authorization: request.headers.get('authorization') });
  return HttpResponse.json({ ok: true });
};

const server = setupServer(
  http.get('https://api.example.test/api/companies', record),
  http.get('https://api.example.test/api/abi/observances', record),
  http.post('https://gateway.example.test/r/Dashboard/OutreachPipelineData', record),
  http.get('https://api.example.test/api/users', () => HttpResponse.json({ status: 401 }, { status: 401 })),
  http.post('https://gateway.example.test/r/Dashboard/OrganizationEngagementSummary', () =>
    HttpResponse.json({ status: 401 }, { status: 401 }),
  ),
  http.put('https://api.example.test/api/Notifications/read', () => {
    seen.push({ url: 'mark-read', authorization: null });
    return new HttpResponse(null, { status: 204 });
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  seen.length = 0;
  configureApiClient({ getAccessToken: () => null, isImpersonating: () => false, onUnauthorized: () => undefined });
});
afterAll(() => server.close());

configureApiClient({ apiBaseUrl: 'https://api.example.test', gatewayBaseUrl: 'https://gateway.example.test' });

describe('apiRequest (the orval mutator)', () => {
  it('sends API paths to the API and /r/ paths to the outreach gateway', async () => {
    await apiRequest({ url: '/api/companies', method: 'GET', params: { userId: 1 } });
    await apiRequest({ url: '/r/Dashboard/OutreachPipelineData', method: 'POST', data: {} });
    expect(seen.map((request) => request.url)).toEqual([
      'https://api.example.test/api/companies?userId=1',
      'https://gateway.example.test/r/Dashboard/OutreachPipelineData',
    ]);
  });

  it('adds the bearer token from the auth layer, but keeps an explicit one (the outreach token)', async () => {
    configureApiClient({ getAccessToken: () => 'user-token' });
    await apiRequest({ url: '/api/companies', method: 'GET' });
    await apiRequest({
      url: '/r/Dashboard/OutreachPipelineData',
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
    await apiRequest({ url: '/r/Dashboard/OutreachPipelineData', method: 'POST', data: {} });
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

  it('calls the one 401 hook and still rejects the call', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    await expect(apiRequest({ url: '/api/users', method: 'GET' })).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await expect(apiRequest({ url: '/api/companies', method: 'GET' })).resolves.toEqual({ ok: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves a 401 of the outreach gateway to the screen (the service token, not the session)', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    await expect(
      apiRequest({ url: '/r/Dashboard/OrganizationEngagementSummary', method: 'POST', data: {} }),
    ).rejects.toMatchObject({ response: { status: 401 } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
