import { QueryObserver } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorStatus, InvalidResponseError, markSessionEnding } from './api-errors';
import { initI18n } from './i18n';
import { configureNotifier, createQueryClient, shouldRetryQuery } from './query-client';

function httpError(status: number): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: null,
  });
}

describe('query retries', () => {
  it('never retries a 4xx answer', () => {
    for (const status of [400, 401, 403, 404, 422]) expect(shouldRetryQuery(0, httpError(status))).toBe(false);
  });

  it('retries server and network failures up to three times', () => {
    expect(shouldRetryQuery(0, httpError(500))).toBe(true);
    expect(shouldRetryQuery(2, httpError(503))).toBe(true);
    expect(shouldRetryQuery(3, httpError(503))).toBe(false);
    expect(shouldRetryQuery(0, new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
  });

  it('never retries a mutation', () => {
    expect(createQueryClient().getDefaultOptions().mutations?.retry).toBe(false);
  });
});

const contractError = () =>
  new InvalidResponseError('contract', { method: 'GET', url: '/api/users', status: 200 }, ['0.userId: Required']);

describe('meta', () => {
  const notifier = { error: vi.fn(), success: vi.fn() };

  beforeAll(async () => {
    await initI18n(['en']);
  });

  beforeEach(() => {
    notifier.error.mockReset();
    notifier.success.mockReset();
    configureNotifier(notifier);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => vi.restoreAllMocks());

  it('shows a query’s errorToast once, when it has failed for good (after its retries)', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(httpError(503)));
    const options = {
      queryKey: ['/api/companies/info'],
      queryFn,
      retryDelay: 0,
      meta: { errorToast: 'company-info:loadError' },
    };
    // Two screens asking for the same query at once: one request, one failure, one toast.
    await Promise.allSettled([client.fetchQuery(options), client.fetchQuery(options)]);
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(notifier.error.mock.calls).toEqual([['Error occurred while trying to load company information']]);
  });

  it('shows no toast for a query without errorToast, nor while sign-in restarts (the page is leaving)', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['plain'], queryFn: () => Promise.reject(httpError(400)) })
      .catch(() => undefined);
    const leaving = httpError(401);
    markSessionEnding(leaving);
    await client
      .fetchQuery({
        queryKey: ['leaving'],
        queryFn: () => Promise.reject(leaving),
        meta: { errorToast: 'users:errors.loadUsers' },
      })
      .catch(() => undefined);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('a 401 that stays on the page (a renewed token refused) gets its toast, picked from the error', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['refused'],
        queryFn: () => Promise.reject(httpError(401)),
        meta: {
          errorToast: (error) =>
            apiErrorStatus(error) === 401 ? 'job-performance:errors.unauthenticated' : 'job-performance:errors.failed',
        },
      })
      .catch(() => undefined);
    expect(notifier.error).toHaveBeenCalledWith('Unable to authenticate user');
  });

  it('one toast for the same message from two calls failing together', async () => {
    const client = createQueryClient();
    const meta = { errorToast: 'job-performance:errors.failed' };
    await Promise.all(
      ['summary', 'details'].map((key) =>
        client
          .fetchQuery({ queryKey: [key], queryFn: () => Promise.reject(httpError(400)), meta })
          .catch(() => undefined),
      ),
    );
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it('never retries a 4xx or a contract-breaking answer', async () => {
    const client = createQueryClient();
    for (const error of [httpError(400), httpError(404), contractError()]) {
      const queryFn = vi.fn(() => Promise.reject(error));
      await client.fetchQuery({ queryKey: [String(error)], queryFn, retryDelay: 0 }).catch(() => undefined);
      expect(queryFn).toHaveBeenCalledTimes(1);
    }
  });

  it('after a mutation succeeds: its successToast, and the queries it invalidates fetch again', async () => {
    const client = createQueryClient();
    const users = vi.fn(() => Promise.resolve([]));
    const permissions = vi.fn(() => Promise.resolve({}));
    const unrelated = vi.fn(() => Promise.resolve({}));
    // Observed, as on a screen: an invalidated query that a screen shows fetches again at once.
    const unsubscribe = [
      { queryKey: ['/api/users', { companyId: 1 }], queryFn: users },
      { queryKey: ['/api/users/userPermissions'], queryFn: permissions },
      { queryKey: ['/api/companies'], queryFn: unrelated },
    ].map((options) => new QueryObserver(client, options).subscribe(() => undefined));
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
    expect(users).toHaveBeenCalledTimes(1);

    await client
      .getMutationCache()
      .build(client, {
        mutationFn: () => Promise.resolve('saved'),
        meta: {
          successToast: 'users:success.updated',
          errorToast: 'users:errors.updateUser',
          invalidates: [['/api/users'], ['/api/users/userPermissions']],
        },
      })
      .execute(undefined);

    expect(notifier.success.mock.calls).toEqual([['User updated successfully!']]);
    expect(notifier.error).not.toHaveBeenCalled();
    await vi.waitFor(() => {
      expect(users).toHaveBeenCalledTimes(2);
      expect(permissions).toHaveBeenCalledTimes(2);
    });
    expect(unrelated).toHaveBeenCalledTimes(1);
    for (const stop of unsubscribe) stop();
  });

  it('after a mutation fails: the errorToast its function picks from the error, no success, no invalidation', async () => {
    const client = createQueryClient();
    const users = vi.fn(() => Promise.resolve([]));
    await client.fetchQuery({ queryKey: ['/api/users'], queryFn: users });
    const mutationFn = vi.fn(() => Promise.reject(httpError(400)));
    const errorToast = vi.fn((error: unknown) =>
      apiErrorStatus(error) === 400 ? 'users:errors.password' : 'users:errors.updateUser',
    );
    await client
      .getMutationCache()
      .build(client, {
        mutationFn,
        meta: { successToast: 'users:success.updated', errorToast, invalidates: [['/api/users']] },
      })
      .execute(undefined)
      .catch(() => undefined);

    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(notifier.error.mock.calls).toEqual([
      ['Unable to update Password - please verify that Password meets requirements'],
    ]);
    expect(notifier.success).not.toHaveBeenCalled();
    expect(client.getQueryState(['/api/users'])?.isInvalidated).toBe(false);
  });
});
