import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { User, UserManager } from 'oidc-client-ts';
import { act, renderHook, type RenderHookResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AuthProvider } from 'react-oidc-context';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Company } from '@/generated/model';
import { company as companyShape } from '@tests/support/demo-company-shapes';
import { apiTransport, configureApiClient } from '../api-client';
import { apiSession } from '../auth/api-session';
import { createOidcSettings } from '../auth/oidc-settings';
import { createQueryClient } from '../query-client';
import { SessionProvider, useSession } from './session-provider';
import type { Session } from './session-types';

// The app's own origin: the auth layer reads the token from the user store of this origin's authority.
const ORIGIN = window.location.origin;
const ACCESS_TOKEN = 'access-token-of-olivia';
const USER_ID = 1;

const company = (id: number, flags: Partial<Pick<Company, 'isDefault' | 'selectCompany'>> = {}) =>
  companyShape(id, undefined, { userId: USER_ID, ...flags });

const COMPANIES = [company(10), company(20, { isDefault: true }), company(30)];

let companiesAnswer: { status: number; data: unknown } = { status: 200, data: COMPANIES };
/** While set, the API answers only once it settles (a slow companies call). */
let answerHeld: Promise<void> | undefined;

/** What the API saw: the generated hook goes through the real api-client, only the transport is replaced. */
const requests: InternalAxiosRequestConfig[] = [];

beforeEach(async () => {
  // As the portal does at start: calls carry the stored token, a 401 renews it.
  configureApiClient(apiSession);
  requests.length = 0;
  companiesAnswer = { status: 200, data: COMPANIES };
  answerHeld = undefined;
  (await apiTransport()).defaults.adapter = async (config) => {
    requests.push(config);
    await answerHeld;
    const { status, data } = companiesAnswer;
    if (status >= 400) {
      const response = { data, status, statusText: 'Error', headers: new AxiosHeaders(), config };
      throw new AxiosError('failed', AxiosError.ERR_BAD_RESPONSE, config, null, response);
    }
    return { data, status, statusText: 'OK', headers: new AxiosHeaders(), config };
  };
});

async function signedInUserManager(): Promise<UserManager> {
  const userManager = new UserManager({ ...createOidcSettings(ORIGIN, sessionStorage), automaticSilentRenew: false });
  await userManager.storeUser(
    new User({
      access_token: ACCESS_TOKEN,
      token_type: 'Bearer',
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      profile: {
        iss: `${ORIGIN}/oidc`,
        aud: 'employer-portal',
        exp: 0,
        iat: 0,
        sub: String(USER_ID),
        email: 'owner@demo.test',
        firstName: 'Olivia',
        lastName: 'Owner',
        created_date: '2019-03-04T15:00:00Z',
        sso: false,
      },
    }),
  );
  return userManager;
}

let rendered: RenderHookResult<Session, unknown> | undefined;
/** The session as the last render gave it. */
const latest = () => rendered?.result.current;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  rendered = undefined;
});

/** The session of a signed-in user over the real API client, with `queryClient`. */
async function renderWith(queryClient: QueryClient) {
  const userManager = await signedInUserManager();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthProvider userManager={userManager}>
        <SessionProvider>{children}</SessionProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
  rendered = renderHook(useSession, { wrapper });
  return rendered;
}

async function renderSignedIn() {
  const queryClient = createQueryClient();
  await renderWith(queryClient);
  await vi.waitFor(() => expect(latest()?.status).toBe('ready'));
  return queryClient;
}

describe('SessionProvider', () => {
  it('gives the user from the ID token and the companies from the API, default company selected', async () => {
    await renderSignedIn();
    expect(latest()?.user).toMatchObject({ id: USER_ID, fullName: 'Olivia Owner', email: 'owner@demo.test' });
    expect(latest()?.companies.map((c) => c.id)).toEqual([10, 20, 30]);
    expect(latest()?.company?.id).toBe(20);
    expect(latest()?.impersonating).toBe(false);
    expect(requests[0]?.url).toBe('/api/companies');
    expect(requests[0]?.params).toEqual({ userId: USER_ID });
    expect(requests[0]?.headers.get('Authorization')).toBe(`Bearer ${ACCESS_TOKEN}`);
  });

  it('switches company, remembers it and refetches company-scoped queries only', async () => {
    const queryClient = await renderSignedIn();
    const other = latest()!.companies.find((company) => company.id !== latest()!.company?.id)!;
    queryClient.setQueryData(['/api/notifications', { companyId: latest()!.company!.id }], []);

    await act(async () => latest()!.selectCompany(other.id));

    expect(latest()?.company?.id).toBe(other.id);
    expect(localStorage.getItem('employer-portal.selected-company-id')).toBe(String(other.id));
    const states = queryClient.getQueryCache().getAll();
    expect(states.find((query) => query.queryKey[0] === '/api/notifications')?.state.isInvalidated).toBe(true);
    expect(states.find((query) => query.queryKey[0] === '/api/companies')?.state.isInvalidated).toBe(false);
  });

  it('starts with the company persisted by an earlier session, but never with its impersonation', async () => {
    // An earlier version kept the flag in localStorage, where nothing cleared it (issue 8).
    localStorage.setItem('employer-portal.impersonating', 'true');
    await renderSignedIn();
    expect(latest()?.impersonating).toBe(false);
    expect(requests[0]?.params).not.toHaveProperty('previewFeatures');
    const last = latest()!.companies.at(-1)!;
    await act(async () => latest()!.selectCompany(last.id));
    rendered?.unmount();

    await renderSignedIn();
    expect(latest()?.company?.id).toBe(last.id);
  });

  it('impersonates within the session /impersonate started, and log out ends it', async () => {
    sessionStorage.setItem('employer-portal.impersonating', 'true');
    await renderSignedIn();
    expect(latest()?.impersonating).toBe(true);
    expect(requests[0]?.params).toMatchObject({ previewFeatures: true });
    // The provider's end-session page is a page the browser leaves for; this test stays.
    const leave = vi.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue(undefined);
    onTestFinished(() => leave.mockRestore());
    await act(async () => latest()!.signOut());
    expect(leave).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem('employer-portal.impersonating')).toBeNull();
  });

  it('a failed companies call is an error with Retry, which recovers', async () => {
    companiesAnswer = { status: 500, data: { title: 'boom' } };
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    await renderWith(queryClient);
    await vi.waitFor(() => expect(latest()?.status).toBe('error'));
    companiesAnswer = { status: 200, data: COMPANIES };
    await act(async () => latest()!.retry());
    await vi.waitFor(() => expect(latest()?.status).toBe('ready'));
  });

  it('a contract-breaking companies answer is an error, not data', async () => {
    companiesAnswer = { status: 200, data: [{ id: 'not a number' }] };
    await renderWith(createQueryClient());
    await vi.waitFor(() => expect(latest()?.status).toBe('error'));
    expect(latest()?.companies).toEqual([]);
    // Not retried: another attempt cannot fix a body that breaks the contract.
    expect(requests).toHaveLength(1);
  });

  it('a companies call refused even with a renewed token is refused (sign-in could not be completed)', async () => {
    companiesAnswer = { status: 401, data: { title: 'Unauthorized', status: 401 } };
    configureApiClient({ renewSession: () => Promise.resolve('renewed-token') });
    await renderWith(createQueryClient());
    await vi.waitFor(() => expect(latest()?.status).toBe('refused'));
    // Renewed once and replayed with the new token, then no further attempt.
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${ACCESS_TOKEN}`,
      'Bearer renewed-token',
    ]);
  });

  it('a user without a company gets no-company, not an endless load', async () => {
    companiesAnswer = { status: 200, data: [] };
    await renderWith(createQueryClient());
    await vi.waitFor(() => expect(latest()?.status).toBe('no-company'));
  });

  describe('a returning visit in the same tab', () => {
    const KEPT_KEY = 'employer-portal.companies';
    /** Holds the API's answers until the returned function is called. */
    const holdAnswers = () => {
      let release = () => {};
      answerHeld = new Promise<void>((resolve) => (release = resolve));
      return release;
    };

    it('starts with the companies the tab kept while it asks for them again, then keeps the new answer', async () => {
      await renderSignedIn();
      rendered?.unmount();
      const release = holdAnswers();
      companiesAnswer = { status: 200, data: [company(20, { isDefault: true }), company(40)] };

      await renderWith(createQueryClient());
      // Ready with the kept list while the call is still out: a page's own calls need not wait.
      await vi.waitFor(() => expect(latest()?.status).toBe('ready'));
      expect(latest()?.companies.map((c) => c.id)).toEqual([10, 20, 30]);
      expect(latest()?.company?.id).toBe(20);
      expect(requests).toHaveLength(2);

      release();
      await vi.waitFor(() => expect(latest()?.companies.map((c) => c.id)).toEqual([20, 40]));
      expect(JSON.parse(sessionStorage.getItem(KEPT_KEY) ?? '{}')).toMatchObject({
        userId: USER_ID,
        impersonating: false,
        companies: [{ id: 20 }, { id: 40 }],
      });
    });

    it('a failed call is still an error: the kept list gives way to it', async () => {
      await renderSignedIn();
      rendered?.unmount();
      companiesAnswer = { status: 401, data: { title: 'Unauthorized', status: 401 } };
      configureApiClient({ renewSession: () => Promise.resolve(null) });
      await renderWith(createQueryClient());
      await vi.waitFor(() => expect(latest()?.status).toBe('refused'));
      expect(latest()?.companies).toEqual([]);
    });

    it('ignores a list kept for another user, for the other impersonation, or that is not a list of companies', async () => {
      const stored = [
        { userId: USER_ID + 1, impersonating: false, companies: [company(99)] },
        { userId: USER_ID, impersonating: true, companies: [company(99)] },
        { userId: USER_ID, impersonating: false, companies: [{ name: 'no id' }] },
        'not json',
      ];
      for (const value of stored) {
        sessionStorage.setItem(KEPT_KEY, typeof value === 'string' ? value : JSON.stringify(value));
        const release = holdAnswers();
        await renderWith(createQueryClient());
        await act(async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
        });
        expect(latest()?.status).toBe('loading');
        release();
        await vi.waitFor(() => expect(latest()?.companies.map((c) => c.id)).toEqual([10, 20, 30]));
        rendered?.unmount();
      }
    });

    it('log out forgets the kept list', async () => {
      await renderSignedIn();
      expect(sessionStorage.getItem(KEPT_KEY)).not.toBeNull();
      const leave = vi.spyOn(UserManager.prototype, 'signoutRedirect').mockResolvedValue(undefined);
      onTestFinished(() => leave.mockRestore());
      await act(async () => latest()!.signOut());
      expect(sessionStorage.getItem(KEPT_KEY)).toBeNull();
    });
  });
});
