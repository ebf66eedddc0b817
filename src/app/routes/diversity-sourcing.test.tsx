import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend, signedInApi } from '../../../tests/support/demo-api';
import { demoCompanies } from '../../../tests/support/demo-company-shapes';
import { clickOn } from '../../../tests/support/screen-dom';
import { screenHarness, serverProblem } from '../../../tests/support/screen-harness';
import { paths } from '@/config/paths';
import DiversitySourcingRoute from './diversity-sourcing';

/**
 * The redirect to the original portal (Diversity Sourcing on the legacy site) over the real demo handlers:
 * QLogin's link, the user activity of type 1 that records it, and the spec's 'Error Occurred Trying To
 * Redirect' when either fails. The landing on the legacy page itself is proved in a browser
 * (tests/e2e/embedded-pages.spec.ts).
 */
vi.mock('@/lib/session/session-provider', async () =>
  (await import('../../../tests/support/screen-session')).sessionProviderMock(),
);
vi.mock('react-oidc-context', () => ({
  useAuth: () => ({ user: { access_token: 'portal-token', id_token: 'id-token' } }),
}));

const QLOGIN = '/api/QLogin';
const ACTIVITIES = '/api/UserActivities';
const MESSAGE = 'Error Occurred Trying To Redirect';
const RETURN_URL = paths.resumesDiversitySourcing.href();

const { server, calls, callsTo } = recordedDemoBackend();
const harness = screenHarness();
const { toast, alert, retryButton } = harness;

signedInApi();

/** jsdom cannot leave the page: `location.replace` is watched instead (the rest of location is jsdom's). */
const replace = vi.fn<(url: string) => void>();
beforeEach(() => {
  replace.mockReset();
  const real = window.location;
  vi.stubGlobal(
    'location',
    new Proxy(
      {},
      {
        get: (_target, key) => {
          if (key === 'replace') return replace;
          const value: unknown = Reflect.get(real, key);
          return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
        },
      },
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());
const redirects = () => replace.mock.calls.map(([url]) => url);

const show = () => harness.show(<DiversitySourcingRoute />);

describe('the redirect to the original portal', () => {
  it('asks QLogin for the link, records the redirect as user activity type 1, then leaves for the link', async () => {
    await show();
    await vi.waitFor(() => expect(callsTo(ACTIVITIES)).toHaveLength(1));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`POST ${QLOGIN}`, `POST ${ACTIVITIES}`]);
    expect(await callsTo(QLOGIN)[0]!.sent).toEqual({
      IdToken: 'id-token',
      ReturnUrl: RETURN_URL,
      CompanyId: demoCompanies.acme.id,
      IsEmbedded: false,
    });
    expect(await callsTo(ACTIVITIES)[0]!.sent).toEqual({
      UserId: 1,
      CompanyId: demoCompanies.acme.id,
      UserActivityTypeId: 1,
      Key: 'ReturnUrl',
      Value: RETURN_URL,
    });
    const { link } = (await callsTo(QLOGIN)[0]!.body) as { link: string };
    await vi.waitFor(() => expect(redirects()).toEqual([link]));
    expect(new URL(link).searchParams.get('returnUrl')).toBe(RETURN_URL);
    expect(toast).not.toHaveBeenCalled();
    expect(alert()).toBeNull();
  });

  it("a failed QLogin toasts 'Error Occurred Trying To Redirect', records nothing and offers Retry", async () => {
    server.use(http.post(`*${QLOGIN}`, () => serverProblem()));
    await show();
    await vi.waitFor(() => expect(toast.mock.calls).toEqual([[MESSAGE]]));
    await vi.waitFor(() => expect(retryButton()).toBeDefined());
    expect(callsTo(ACTIVITIES)).toEqual([]);
    expect(redirects()).toEqual([]);

    server.resetHandlers();
    await clickOn(retryButton());
    await vi.waitFor(() => expect(redirects()).toHaveLength(1));
    expect(callsTo(ACTIVITIES)).toHaveLength(1);
    expect(toast).toHaveBeenCalledTimes(1);
  });

  it('a failed activity record toasts the same message and does not leave', async () => {
    server.use(http.post(`*${ACTIVITIES}`, () => serverProblem()));
    await show();
    await vi.waitFor(() => expect(toast.mock.calls).toEqual([[MESSAGE]]));
    expect(callsTo(QLOGIN)).toHaveLength(1);
    await vi.waitFor(() => expect(retryButton()).toBeDefined());
    expect(redirects()).toEqual([]);
  });
});
