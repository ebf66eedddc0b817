import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import frames from '../../locales/en/frames.json';
import { LegacyFrame } from './legacy-frame';
import { SandboxedFrame } from './sandboxed-frame';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let container: HTMLDivElement;
let root: Root;

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
    render(<LegacyFrame localSitesPath="/jobs/active-jobs" title="Active jobs" onNavigate={vi.fn()} />);
    expect(frame().src).toBe(`${window.location.origin}/legacy/jobs/active-jobs`);
    expect(frame().title).toBe('Active jobs');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading the page');
    expect(frame().getAttribute('aria-busy')).toBe('true');
    act(() => {
      frame().dispatchEvent(new Event('load'));
    });
    expect(container.querySelector('[role="status"]')).toBeNull();
    expect(frame().getAttribute('aria-busy')).toBe('false');
  });

  it('resizes to the height the page reports, from the legacy origin and its own frame only', () => {
    render(<LegacyFrame localSitesPath="/account/info" title="Account" onNavigate={vi.fn()} />);
    const own = frame().contentWindow;
    receive({ type: 'resize', height: 1234.2 }, 'https://evil.example', own);
    receive({ type: 'resize', height: 1234.2 }, window.location.origin, window);
    receive({ type: 'resize', height: 1234.2 }, window.location.origin, null);
    receive({ type: 'resize', height: '1234' }, window.location.origin, own);
    expect(frame().style.height).toBe('600px');
    receive({ type: 'resize', height: 1234.2 }, window.location.origin, own);
    expect(frame().style.height).toBe('1235px');
  });

  it('passes an allow-listed same-origin legacy URL to onNavigate, applicants in pagemode=1', () => {
    const onNavigate = vi.fn();
    render(<LegacyFrame localSitesPath="/jobs/active-jobs" title="Active jobs" onNavigate={onNavigate} />);
    const own = frame().contentWindow;
    const origin = window.location.origin;
    receive({ type: 'navigate', url: `${origin}/legacy/jobs/new-job?x=1` }, 'https://evil.example', own);
    receive({ type: 'navigate', url: `${origin}/legacy/jobs/new-job?x=1` }, origin, window);
    for (const url of ['//evil.com', 'https://evil.com/x', 'javascript:alert(1)', '/legacy/unknown']) {
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

  it('reloads the frame every 25,200,000 ms', () => {
    vi.useFakeTimers();
    render(<LegacyFrame localSitesPath="/reports/reports-all" title="Reports" onNavigate={vi.fn()} />);
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
      'allow-forms allow-pointer-lock allow-scripts allow-top-navigation allow-downloads',
    );
    expect(frame().title).toBe('Payment');
  });

  it('gives a cross-origin source every flag of the spec', () => {
    render(<SandboxedFrame src="https://pay.example/invoices" title="Payment" />);
    expect(frame().getAttribute('sandbox')).toBe(
      'allow-forms allow-pointer-lock allow-same-origin allow-scripts allow-top-navigation allow-downloads',
    );
  });
});
