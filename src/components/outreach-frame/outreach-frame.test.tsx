import { act, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { renderApp } from '@tests/support/render-app';
import { loopbackAlias } from '@/config/frame-origins';
import { paths } from '@/config/paths';
import frames from '@/locales/en/frames.json';
import { DIGITS, type PathAllowList } from '../legacy-frame/path-allow-list';
import { OutreachFrame, type OutreachFrameProps } from './outreach-frame';

/** The frame renders in the portal's providers (theme, translations), signed in over the demo backend. */
recordedDemoBackend();

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

const frame = () => screen.getByTitle<HTMLIFrameElement>(frames.outreachTitle);

function ownWindow(): Window {
  const own = frame().contentWindow;
  if (!own) throw new Error('no frame window');
  return own;
}

function receive(data: unknown, origin: string = ORIGIN, source: Window | null = ownWindow()) {
  fireEvent(window, new MessageEvent('message', { data, origin, source }));
}

/** The loading state, exactly 'Loading outreach'. */
const spinner = () => screen.queryByRole('status');
const LOADING = new RegExp(`^${frames.loadingOutreach}$`);

interface Rendered {
  props: OutreachFrameProps;
  posted: Mock;
  rerender: (changes: Partial<OutreachFrameProps>) => void;
}

/** Hands the test the setter of the props the frame is rendered with (a parent's re-render with new props). */
let setProps: (props: OutreachFrameProps) => void = () => undefined;

function Parent({ initial }: { initial: OutreachFrameProps }) {
  const [props, set] = useState(initial);
  useEffect(() => {
    setProps = set;
  }, []);
  return <OutreachFrame {...props} />;
}

async function render(overrides: Partial<OutreachFrameProps> = {}): Promise<Rendered> {
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
  await renderApp(<Parent initial={{ ...props }} />);
  const posted = vi.fn();
  vi.spyOn(ownWindow(), 'postMessage').mockImplementation(posted);
  return {
    props,
    posted,
    rerender: (changes) => {
      Object.assign(props, changes);
      // The parent re-rendering with new props is no user event: act applies it.
      act(() => setProps({ ...props }));
    },
  };
}

describe('OutreachFrame', () => {
  it('frames the outreach app path, with a spinner until the frame is ready', async () => {
    await render({ path: '/lists/12' });
    expect(ORIGIN).not.toBe(APP);
    expect(frame().tagName).toBe('IFRAME');
    expect(frame()).toHaveAttribute('src', `${ORIGIN}/outreach-app/lists/12`);
    expect(screen.getByRole('status')).toHaveTextContent(LOADING);
    receive({ type: 'ready' });
    expect(spinner()).not.toBeInTheDocument();
  });

  it('sandboxes the cross-origin outreach app: scripts and its own origin, top navigation on a click only', async () => {
    await render();
    expect(frame()).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-forms allow-popups allow-downloads allow-top-navigation-by-user-activation',
    );
  });

  it('hides the spinner on load as well', async () => {
    await render();
    expect(spinner()).toBeInTheDocument();
    fireEvent.load(frame());
    expect(spinner()).not.toBeInTheDocument();
  });

  it('sends the company, the lowercased user id and the user info to the exact origin once ready', async () => {
    const { posted } = await render();
    expect(posted).not.toHaveBeenCalled();
    receive({ type: 'ready' });
    expect(posted.mock.calls).toEqual([
      [{ type: 'selected_company_change', company: { id: 4, name: 'Acme' } }, ORIGIN],
      [{ type: 'user_id', userId: 'pat.lee@example.com' }, ORIGIN],
      [{ type: 'user_info', user: { id: 9, email: 'Pat.Lee@Example.COM', fullName: 'Pat Lee' } }, ORIGIN],
    ]);
    for (const call of posted.mock.calls) expect(call[1]).not.toBe('*');
  });

  it('sends selected_company_change again when the company changes, and only that', async () => {
    const { posted, rerender } = await render();
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

  it('sends the access token only when the frame asks for it', async () => {
    const { posted, props } = await render();
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

  it('mirrors allow-listed url changes into the router and goes back on the root path', async () => {
    const { props } = await render();
    receive({ type: 'url_change', url: '/lists/12' });
    expect(props.onNavigate).toHaveBeenCalledExactlyOnceWith('/outreach/lists/12');
    receive({ type: 'url_change', url: '/' });
    expect(props.onBack).toHaveBeenCalledOnce();
  });

  it('ignores messages from another origin, another window, bad shapes and outside URLs', async () => {
    const { props, posted } = await render();
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

  it('hands the router only allow-listed /outreach paths on the portal, whatever URL a message carries', async () => {
    const { props } = await render();
    const onNavigate = props.onNavigate as Mock;
    const own = ownWindow();
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
        receive({ type: 'url_change', url: candidate }, ORIGIN, own);
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

  it('keeps the frame on its page when the route follows its url change, and loads a route change of its own', async () => {
    const { rerender } = await render();
    const first = frame();
    receive({ type: 'url_change', url: '/lists/12' });
    rerender({ path: '/lists/12' });
    expect(frame()).toBe(first);
    expect(frame()).toHaveAttribute('src', `${ORIGIN}/outreach-app/search`);
    rerender({ path: '/activities' });
    expect(frame()).toHaveAttribute('src', `${ORIGIN}/outreach-app/activities`);
  });
});
