import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import fc from 'fast-check';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loopbackAlias } from '@/config/frame-origins';
import { paths } from '@/config/paths';
import frames from '@/locales/en/frames.json';
import { LegacyFrame, type LegacyFrameProps } from './legacy-frame';
import type { PathAllowList } from './path-allow-list';
import { SandboxedFrame } from './sandboxed-frame';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let container: HTMLDivElement;
let root: Root;

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

beforeAll(async () => {
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { frames } } });
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

function render(node: ReactNode) {
  act(() => root.render(<ChakraProvider value={defaultSystem}>{node}</ChakraProvider>));
}

function renderLegacy(props: Omit<LegacyFrameProps, 'allowList'>) {
  render(<LegacyFrame {...props} allowList={ALLOW_LIST} />);
}

const frame = () => {
  const element = container.querySelector('iframe');
  if (!element) throw new Error('no iframe');
  return element;
};

function receive(data: unknown, origin: string, source: Window | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('LegacyFrame', () => {
  it('shows the legacy page under the legacy base with an accessible title and a loading state until load', () => {
    renderLegacy({ localSitesPath: '/jobs/active-jobs', title: 'Active jobs', onNavigate: vi.fn() });
    expect(LEGACY).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):/);
    expect(LEGACY).not.toBe(APP);
    expect(frame().src).toBe(`${LEGACY}/legacy/jobs/active-jobs`);
    expect(frame().title).toBe('Active jobs');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading the page');
    expect(frame().getAttribute('aria-busy')).toBe('true');
    act(() => {
      frame().dispatchEvent(new Event('load'));
    });
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(frame().getAttribute('aria-busy')).toBe('false');
  });

  it('sandboxes the cross-origin legacy page: scripts and its own origin, top navigation on a click only', () => {
    renderLegacy({ localSitesPath: '/jobs/active-jobs', title: 'Active jobs', onNavigate: vi.fn() });
    expect(frame().getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-top-navigation-by-user-activation',
    );
  });

  it('resizes to the height the page reports, from the legacy origin and its own frame only', () => {
    renderLegacy({ localSitesPath: '/account/info', title: 'Account', onNavigate: vi.fn() });
    const own = frame().contentWindow;
    receive({ type: 'resize', height: 1234.2 }, 'https://evil.example', own);
    receive({ type: 'resize', height: 1234.2 }, APP, own);
    receive({ type: 'resize', height: 1234.2 }, LEGACY, window);
    receive({ type: 'resize', height: 1234.2 }, LEGACY, null);
    receive({ type: 'resize', height: '1234' }, LEGACY, own);
    expect(frame().style.height).toBe('600px');
    receive({ type: 'resize', height: 1234.2 }, LEGACY, own);
    expect(frame().style.height).toBe('1235px');
  });

  it('passes an allow-listed same-origin legacy URL to onNavigate, applicants in pagemode=1', () => {
    const onNavigate = vi.fn();
    renderLegacy({ localSitesPath: '/jobs/active-jobs', title: 'Active jobs', onNavigate });
    const own = frame().contentWindow;
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

  it('hands the router only allow-listed paths on the portal, whatever URL a message carries', () => {
    const onNavigate = vi.fn();
    renderLegacy({ localSitesPath: '/jobs/active-jobs', title: 'Active jobs', onNavigate });
    const own = frame().contentWindow;
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

  it('reloads the frame every 25,200,000 ms', () => {
    vi.useFakeTimers();
    renderLegacy({ localSitesPath: '/reports/reports-all', title: 'Reports', onNavigate: vi.fn() });
    const first = frame();
    act(() => {
      first.dispatchEvent(new Event('load'));
    });
    act(() => {
      vi.advanceTimersByTime(25_199_999);
    });
    expect(frame()).toBe(first);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(frame()).not.toBe(first);
    expect(frame().src).toBe(first.src);
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading the page');
  });
});

describe('SandboxedFrame', () => {
  it('drops allow-same-origin for a same-origin source', () => {
    render(<SandboxedFrame src="/legacy/payment?customerId=C-1" title="Payment" />);
    expect(frame().getAttribute('sandbox')).toBe(
      'allow-forms allow-pointer-lock allow-scripts allow-top-navigation-by-user-activation allow-downloads',
    );
    expect(frame().title).toBe('Payment');
  });

  it('gives a cross-origin source every flag of the spec, top navigation on a click only', () => {
    render(<SandboxedFrame src="https://pay.example/invoices" title="Payment" />);
    expect(frame().getAttribute('sandbox')).toBe(
      'allow-forms allow-pointer-lock allow-same-origin allow-scripts allow-top-navigation-by-user-activation allow-downloads',
    );
  });
});
