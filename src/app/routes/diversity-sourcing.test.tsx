import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ACME, recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { serverProblem } from '@tests/support/screen-support';
import { watchLocation } from '@tests/support/watched-location';
import { paths } from '@/config/paths';
import DiversitySourcingRoute from './diversity-sourcing';

/**
 * The redirect to the original portal (Diversity Sourcing on the legacy site) over the real demo handlers:
 * QLogin's link, the user activity of type 1 that records it, and the spec's 'Error Occurred Trying To
 * Redirect' when either fails. The landing on the legacy page itself is proved in a browser
 * (tests/e2e/embedded-pages.spec.ts).
 */
const QLOGIN = '/api/QLogin';
const ACTIVITIES = '/api/UserActivities';
const MESSAGE = 'Error Occurred Trying To Redirect';
const RETURN_URL = paths.resumesDiversitySourcing.href();

const { server, calls, callsTo } = recordedDemoBackend();

/** jsdom cannot leave the page: `location.replace` is watched instead. */
const replace = vi.fn<(url: string) => void>();
watchLocation({ replace });
const redirects = () => replace.mock.calls.map(([url]) => url);

const show = () => renderApp(<DiversitySourcingRoute />, { url: RETURN_URL });
const retryButton = () => screen.findByRole('button', { name: 'Retry' });

describe('the redirect to the original portal', () => {
  it('asks QLogin for the link, records the redirect as user activity type 1, then leaves for the link', async () => {
    const { auth, toasts } = await show();
    await waitFor(() => expect(callsTo(ACTIVITIES)).toHaveLength(1));
    // The session's own call for the account's companies comes first (a page load signed in).
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/companies',
      `POST ${QLOGIN}`,
      `POST ${ACTIVITIES}`,
    ]);
    expect(await callsTo(QLOGIN)[0]!.sent).toEqual({
      IdToken: auth.user?.id_token,
      ReturnUrl: RETURN_URL,
      CompanyId: ACME,
      IsEmbedded: false,
    });
    expect(await callsTo(ACTIVITIES)[0]!.sent).toEqual({
      UserId: 1,
      CompanyId: ACME,
      UserActivityTypeId: 1,
      Key: 'ReturnUrl',
      Value: RETURN_URL,
    });
    const { link } = (await callsTo(QLOGIN)[0]!.body) as { link: string };
    await waitFor(() => expect(redirects()).toEqual([link]));
    expect(new URL(link).searchParams.get('returnUrl')).toBe(RETURN_URL);
    expect(toasts.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("in production leaves for QLogin's link over https (spec section 7), though it came over http", async () => {
    const link = 'http://legacy.example/qlogin?returnUrl=%2Fresumes%2Fdiversity-sourcing&companyId=1001';
    server.use(http.post(`*${QLOGIN}`, () => HttpResponse.json({ link })));
    vi.stubEnv('PROD', true);
    try {
      await show();
      await waitFor(() => expect(redirects()).toHaveLength(1));
      expect(redirects()).toEqual([link.replace(/^http:/, 'https:')]);
      // The demo's own link is on a loopback origin (the preview build): it keeps http (lib/web-address).
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("a failed QLogin toasts 'Error Occurred Trying To Redirect', records nothing and offers Retry", async () => {
    server.use(http.post(`*${QLOGIN}`, () => serverProblem()));
    const { user, toasts } = await show();
    await waitFor(() => expect(toasts.error.mock.calls).toEqual([[MESSAGE]]));
    const retry = await retryButton();
    expect(callsTo(ACTIVITIES)).toEqual([]);
    expect(redirects()).toEqual([]);

    server.resetHandlers();
    await user.click(retry);
    await waitFor(() => expect(redirects()).toHaveLength(1));
    expect(callsTo(ACTIVITIES)).toHaveLength(1);
    expect(toasts.error).toHaveBeenCalledTimes(1);
  });

  it('a failed activity record toasts the same message and does not leave', async () => {
    server.use(http.post(`*${ACTIVITIES}`, () => serverProblem()));
    const { toasts } = await show();
    await waitFor(() => expect(toasts.error.mock.calls).toEqual([[MESSAGE]]));
    expect(callsTo(QLOGIN)).toHaveLength(1);
    expect(await retryButton()).toBeInTheDocument();
    expect(redirects()).toEqual([]);
  });
});
