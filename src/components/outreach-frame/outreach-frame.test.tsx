import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import fc from 'fast-check';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { loopbackAlias } from '@/config/frame-origins';
import { paths } from '@/config/paths';
import frames from '@/locales/en/frames.json';
import { DIGITS, type PathAllowList } from '../legacy-frame/path-allow-list';
import { OutreachFrame, type OutreachFrameProps } from './outreach-frame';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let container: HTMLDivElement;
let root: Root;
const APP = window.location.origin;
/** VITE_OUTREACH_APP_ORIGIN is empty: the demo outreach app under the app's loopback alias. */
const ORIGIN = loopbackAlias(APP) ?? '';
const ALLOW_LIST: PathAllowList = [
  { pattern: paths.outreachSearch.path },
  { pattern: paths.outreachCommunityPartner.path },
  { pattern: paths.outreachContactProfile.path },
  { pattern: paths.outreachLists.path },
  { pattern: paths.outreachList.path, params: { id: DIGITS } },
  { pattern: paths.outreachActivities.path },
];

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
});

const frame = () => {
  const element = container.querySelector('iframe');
  if (!element) throw new Error('no iframe');
  return element;
};

function ownWindow(): Window {
  const own = frame().contentWindow;
  if (!own) throw new Error('no frame window');
  return own;
}

function receive(data: unknown, origin: string = ORIGIN, source: Window | null = ownWindow()) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

interface Rendered {
  props: OutreachFrameProps;
  posted: Mock;
  rerender: (changes: Partial<OutreachFrameProps>) => void;
}

function render(overrides: Partial<OutreachFrameProps> = {}): Rendered {
  const props: OutreachFrameProps = {
    path: '/search',
    company: { id: 4, name: 'Acme' },
    user: { id: 9, email: 'Pat.Lee@Example.COM', fullName: 'Pat Lee' },
    getAccessToken: vi.fn(() => 'secret-token'),
    onNavigate: vi.fn(),
    onBack: vi.fn(),
    allowList: ALLOW_LIST,
    ...overrides,
  };
  const draw = (current: OutreachFrameProps): ReactNode => (
    <ChakraProvider value={defaultSystem}>
      <OutreachFrame {...current} />
    </ChakraProvider>
  );
  act(() => root.render(draw(props)));
  const posted = vi.fn();
  vi.spyOn(ownWindow(), 'postMessage').mockImplementation(posted);
  return {
    props,
    posted,
    rerender: (changes) => {
      Object.assign(props, changes);
      act(() => root.render(draw(props)));
    },
  };
}

describe('OutreachFrame', () => {
  it('frames the outreach app path, with a spinner until the frame is ready', () => {
    render({ path: '/lists/12' });
    expect(ORIGIN).not.toBe(APP);
    expect(frame().src).toBe(`${ORIGIN}/outreach-app/lists/12`);
    expect(frame().title).toBe('Outreach');
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading outreach');
    receive({ type: 'ready' });
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('sandboxes the cross-origin outreach app: scripts and its own origin, top navigation on a click only', () => {
    render();
    expect(frame().getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-top-navigation-by-user-activation',
    );
  });

  it('hides the spinner on load as well', () => {
    render();
    act(() => {
      frame().dispatchEvent(new Event('load'));
    });
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  it('sends the company, the lowercased user id and the user info to the exact origin once ready', () => {
    const { posted } = render();
    expect(posted).not.toHaveBeenCalled();
    receive({ type: 'ready' });
    expect(posted.mock.calls).toEqual([
      [{ type: 'selected_company_change', company: { id: 4, name: 'Acme' } }, ORIGIN],
      [{ type: 'user_id', userId: 'pat.lee@example.com' }, ORIGIN],
      [{ type: 'user_info', user: { id: 9, email: 'Pat.Lee@Example.COM', fullName: 'Pat Lee' } }, ORIGIN],
    ]);
    for (const call of posted.mock.calls) expect(call[1]).not.toBe('*');
  });

  it('sends selected_company_change again when the company changes, and only that', () => {
    const { posted, rerender } = render();
    receive({ type: 'ready' });
    posted.mockClear();
    rerender({ company: { id: 5, name: 'Beta' } });
    expect(posted.mock.calls).toEqual([
      [{ type: 'selected_company_change', company: { id: 5, name: 'Beta' } }, ORIGIN],
    ]);
    posted.mockClear();
    rerender({ company: { id: 5, name: 'Beta' } });
    expect(posted).not.toHaveBeenCalled();
  });

  it('sends the access token only when the frame asks for it', () => {
    const { posted, props } = render();
    receive({ type: 'ready' });
    expect(props.getAccessToken).not.toHaveBeenCalled();
    expect(posted.mock.calls.some(([message]) => (message as { type: string }).type === 'access_token')).toBe(false);
    receive({ type: 'access_token_request' }, 'https://evil.example');
    receive({ type: 'access_token_request' }, APP);
    receive({ type: 'access_token_request' }, ORIGIN, window);
    expect(props.getAccessToken).not.toHaveBeenCalled();
    receive({ type: 'access_token_request' });
    expect(posted).toHaveBeenLastCalledWith({ type: 'access_token', accessToken: 'secret-token' }, ORIGIN);
  });

  it('mirrors allow-listed url changes into the router and goes back on the root path', () => {
    const { props } = render();
    receive({ type: 'url_change', url: '/lists/12' });
    expect(props.onNavigate).toHaveBeenCalledExactlyOnceWith('/outreach/lists/12');
    receive({ type: 'url_change', url: '/' });
    expect(props.onBack).toHaveBeenCalledOnce();
  });

  it('ignores messages from another origin, another window, bad shapes and outside URLs', () => {
    const { props, posted } = render();
    receive({ type: 'url_change', url: '/lists' }, 'https://evil.example');
    receive({ type: 'url_change', url: '/lists' }, ORIGIN, window);
    receive({ type: 'url_change', url: '/lists' }, ORIGIN, null);
    receive({ type: 'ready' }, 'https://evil.example');
    receive({ type: 'url_change' });
    receive('url_change');
    receive({ type: 'url_change', url: '/lists' }, APP);
    for (const url of [
      '//evil.com',
      'https://evil.com/x',
      'javascript:alert(1)',
      '/linkage-agents',
      '/lists/abc',
      `${APP}/outreach-app/lists`,
    ]) {
      receive({ type: 'url_change', url });
    }
    expect(props.onNavigate).not.toHaveBeenCalled();
    expect(props.onBack).not.toHaveBeenCalled();
    expect(posted).not.toHaveBeenCalled();
  });

  it('hands the router only allow-listed /outreach paths on the portal, whatever URL a message carries', () => {
    const { props } = render();
    const onNavigate = props.onNavigate as Mock;
    const attack = fc.constantFrom(
      '//evil',
      '/\\evil',
      '%2F%2Fevil',
      '/lists/%2F%2Fevil',
      '/search/../..',
      '/lists/%2e%2e/%2e%2e/evil',
      '/community-partners/a%2F..%2F..%2Fevil',
      'javascript:alert(1)',
      `${ORIGIN}/outreach-app/lists/12`,
    );
    const url = fc.oneof(attack, fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true }));
    fc.assert(
      fc.property(url, (candidate) => {
        onNavigate.mockClear();
        receive({ type: 'url_change', url: candidate });
        for (const [appPath] of onNavigate.mock.calls as [string][]) {
          const resolved = new URL(appPath, APP);
          expect(appPath).toMatch(/^\/outreach\/[^/\\]/);
          expect(resolved.origin).toBe(APP);
          expect(`${resolved.pathname}${resolved.search}`).toBe(appPath);
          expect(resolved.pathname).toMatch(
            /^\/outreach\/(search|lists|activities|lists\/\d+|(community-partners|contact-profiles)\/[\w-]+)$/,
          );
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the frame on its page when the route follows its url change, and loads a route change of its own', () => {
    const { rerender } = render();
    const first = frame();
    receive({ type: 'url_change', url: '/lists/12' });
    rerender({ path: '/lists/12' });
    expect(frame()).toBe(first);
    expect(frame().src).toBe(`${ORIGIN}/outreach-app/search`);
    rerender({ path: '/activities' });
    expect(frame().src).toBe(`${ORIGIN}/outreach-app/activities`);
  });
});
