import { act, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { startTransition, useLayoutEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { loopbackAlias } from '@/config/frame-origins';
import { paths } from '@/config/paths';
import frames from '@/locales/en/frames.json';
import { LegacyFrame, type LegacyFrameProps } from './legacy-frame';
import type { PathAllowList } from './path-allow-list';
import { SandboxedFrame } from './sandboxed-frame';

/** The frames render in the portal's providers (theme, translations), signed in over the demo backend. */
recordedDemoBackend();

const APP = window.location.origin;
/** VITE_LEGACY_SITE_BASE_URL is empty: the demo legacy site under the app's loopback alias. */
const LEGACY = loopbackAlias(APP) ?? '';
const ALLOW_LIST: PathAllowList = [
  paths.accountInfo,
  paths.jobsNewJob,
  paths.jobsActiveJobs,
  paths.applicantTrackingApplicants,
  paths.reportsAll,
].map(({ path }) => ({ pattern: path }));
/** The loading state's whole text. */
const LOADING_PAGE = new RegExp(`^${frames.loadingPage}$`);

afterEach(() => {
  vi.useRealTimers();
});

async function renderLegacy(props: Omit<LegacyFrameProps, 'allowList'>) {
  await renderApp(<LegacyFrame {...props} allowList={ALLOW_LIST} />);
  return screen.getByTitle(props.title);
}

function receive(data: unknown, origin: string, source: Window | null) {
  fireEvent(window, new MessageEvent('message', { data, origin, source }));
}

describe('LegacyFrame', () => {
  it('shows the legacy page under the legacy base with an accessible title and a loading state until load', async () => {
    const frame = await renderLegacy({
      localSitesPath: '/jobs/active-jobs',
      title: 'Active jobs',
      onNavigate: vi.fn(),
    });
    expect(LEGACY).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):/);
    expect(LEGACY).not.toBe(APP);
    expect(frame).toHaveAttribute('src', `${LEGACY}/legacy/jobs/active-jobs`);
    expect(frame.tagName).toBe('IFRAME');
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_PAGE);
    expect(frame).toHaveAttribute('aria-busy', 'true');
    fireEvent.load(frame);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(frame).toHaveAttribute('aria-busy', 'false');
  });

  it('sandboxes the cross-origin legacy page: scripts and its own origin, top navigation on a click only', async () => {
    const frame = await renderLegacy({
      localSitesPath: '/jobs/active-jobs',
      title: 'Active jobs',
      onNavigate: vi.fn(),
    });
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-top-navigation-by-user-activation',
    );
  });

  it('resizes to the height the page reports, from the legacy origin and its own frame only', async () => {
    const frame = await renderLegacy({ localSitesPath: '/account/info', title: 'Account', onNavigate: vi.fn() });
    const own = (frame as HTMLIFrameElement).contentWindow;
    receive({ type: 'resize', height: 1234.2 }, 'https://evil.example', own);
    receive({ type: 'resize', height: 1234.2 }, APP, own);
    receive({ type: 'resize', height: 1234.2 }, LEGACY, window);
    receive({ type: 'resize', height: 1234.2 }, LEGACY, null);
    receive({ type: 'resize', height: '1234' }, LEGACY, own);
    expect(frame).toHaveStyle({ height: '600px' });
    receive({ type: 'resize', height: 1234.2 }, LEGACY, own);
    expect(frame).toHaveStyle({ height: '1235px' });
  });

  it('passes an allow-listed same-origin legacy URL to onNavigate, applicants in pagemode=1', async () => {
    const onNavigate = vi.fn();
    const frame = await renderLegacy({ localSitesPath: '/jobs/active-jobs', title: 'Active jobs', onNavigate });
    const own = (frame as HTMLIFrameElement).contentWindow;
    const origin = LEGACY;
    receive({ type: 'navigate', url: `${origin}/legacy/jobs/new-job?x=1` }, APP, own);
    receive({ type: 'navigate', url: `${origin}/legacy/jobs/new-job?x=1` }, 'https://evil.example', own);
    receive({ type: 'navigate', url: `${origin}/legacy/jobs/new-job?x=1` }, origin, window);
    for (const url of [
      '//evil.com',
      'https://evil.com/x',
      'javascript:alert(1)',
      '/legacy/unknown',
      `${APP}/legacy/jobs/new-job`,
      '/legacy/jobs/questionnaires',
    ]) {
      receive({ type: 'navigate', url }, origin, own);
    }
    expect(onNavigate).not.toHaveBeenCalled();
    receive(
      { type: 'navigate', url: `${origin}/legacy/applicant-tracking/applicants?pagemode=3&sort=name` },
      origin,
      own,
    );
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/applicant-tracking/applicants?pagemode=1&sort=name');
  });

  it('hears its page from the commit that puts the frame in the document, even when React yields before effects', async () => {
    const onNavigate = vi.fn();
    let show = () => undefined as void;
    /** A commit longer than React's 5 ms slice: React yields to the browser before it runs passive effects. */
    function LongCommit() {
      useLayoutEffect(() => {
        const until = performance.now() + 20;
        while (performance.now() < until) {
          // busy, as a loaded machine is
        }
      }, []);
      return null;
    }
    function Later() {
      const [shown, setShown] = useState(false);
      show = () => startTransition(() => setShown(true));
      if (!shown) return null;
      return (
        <>
          <LegacyFrame
            localSitesPath="/jobs/active-jobs"
            title="Active jobs"
            onNavigate={onNavigate}
            allowList={ALLOW_LIST}
          />
          <LongCommit />
        </>
      );
    }
    await renderApp(<Later />);
    // The page posts as soon as its frame is in the document: the first microtask after that commit.
    const posted = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const frame = screen.queryByTitle<HTMLIFrameElement>('Active jobs');
        if (!frame) return;
        observer.disconnect();
        receive({ type: 'navigate', url: `${LEGACY}/legacy/jobs/new-job` }, LEGACY, frame.contentWindow);
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    // Outside act(): React's own scheduler renders, as in the browser.
    show();
    await posted;
    expect(onNavigate).toHaveBeenCalledExactlyOnceWith('/jobs/new-job');
  });

  it('hands the router only allow-listed paths on the portal, whatever URL a message carries', async () => {
    const onNavigate = vi.fn();
    const frame = await renderLegacy({ localSitesPath: '/jobs/active-jobs', title: 'Active jobs', onNavigate });
    const own = (frame as HTMLIFrameElement).contentWindow;
    const attack = fc.constantFrom(
      '//evil',
      '/\\evil',
      '%2F%2Fevil',
      '/legacy/%2F%2Fevil',
      '/legacy//evil',
      '/legacy/jobs/../..',
      '/legacy/jobs/%2e%2e/%2e%2e/evil',
      '/legacy/jobs/active-jobs/%2e%2e%2fnew-job',
      'javascript:alert(1)',
      `${LEGACY}/legacy/jobs/active-jobs`,
      `${LEGACY}/legacy/jobs/../account/info`,
    );
    const url = fc.oneof(attack, fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true }));
    fc.assert(
      fc.property(url, (candidate) => {
        onNavigate.mockClear();
        receive({ type: 'navigate', url: candidate }, LEGACY, own);
        for (const [appPath] of onNavigate.mock.calls as [string][]) {
          const resolved = new URL(appPath, APP);
          expect(appPath).toMatch(/^\/[^/\\]/);
          expect(resolved.origin).toBe(APP);
          expect(ALLOW_LIST.map(({ pattern }) => pattern)).toContain(resolved.pathname);
          expect(`${resolved.pathname}${resolved.search}`).toBe(appPath);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reloads the frame every 25,200,000 ms', async () => {
    // Only the frame's interval runs on the fake clock: the sign-in and the demo backend keep real timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const first = await renderLegacy({ localSitesPath: '/reports/reports-all', title: 'Reports', onNavigate: vi.fn() });
    fireEvent.load(first);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // A clock advance is no user event: act applies the reload it causes.
    act(() => {
      vi.advanceTimersByTime(25_199_999);
    });
    expect(screen.getByTitle('Reports')).toBe(first);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const reloaded = screen.getByTitle('Reports');
    expect(reloaded).not.toBe(first);
    expect(reloaded).toHaveAttribute('src', first.getAttribute('src'));
    expect(screen.getByRole('status')).toHaveTextContent(LOADING_PAGE);
  });
});

describe('SandboxedFrame', () => {
  it('drops allow-same-origin for a same-origin source', async () => {
    await renderApp(<SandboxedFrame src="/legacy/payment?customerId=C-1" title="Payment" />);
    const frame = screen.getByTitle('Payment');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'sandbox',
      'allow-forms allow-pointer-lock allow-scripts allow-top-navigation-by-user-activation allow-downloads',
    );
  });

  it('gives a cross-origin source every flag of the spec, top navigation on a click only', async () => {
    await renderApp(<SandboxedFrame src="https://pay.example/invoices" title="Payment" />);
    expect(screen.getByTitle('Payment')).toHaveAttribute(
      'sandbox',
      'allow-forms allow-pointer-lock allow-same-origin allow-scripts allow-top-navigation-by-user-activation allow-downloads',
    );
  });
});
