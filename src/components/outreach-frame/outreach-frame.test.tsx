import { act, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { useEffect, useState } from 'react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { recordedDemoBackend } from '@tests/support/demo-api';
import { OUTREACH_ALLOW_LIST } from '@tests/support/frame-routes';
import { handedPort, openOutreachChannel } from '@tests/support/outreach-channel';
import { renderApp } from '@tests/support/render-app';
import { loopbackAlias } from '@/config/frame-origins';
import frames from '@/locales/en/frames.json';
import { OutreachFrame, type OutreachFrameProps } from './outreach-frame';

/** The frame renders in the portal's providers (theme, translations), signed in over the demo backend. */
recordedDemoBackend();

const APP = window.location.origin;
/** VITE_OUTREACH_APP_ORIGIN is empty: the demo outreach app under the app's loopback alias. */
const ORIGIN = loopbackAlias(APP) ?? '';

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
  unmount: () => void;
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
    allowList: OUTREACH_ALLOW_LIST,
    ...overrides,
  };
  const { unmount } = await renderApp(<Parent initial={{ ...props }} />);
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
    unmount,
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

  it('hands its channel port once, to the frame on the verified outreach origin only', async () => {
    const { posted } = await render();
    receive({ type: 'ready' }, 'https://evil.example');
    receive({ type: 'ready' }, APP);
    receive({ type: 'ready' }, ORIGIN, window);
    receive({ type: 'ready' }, ORIGIN, null);
    receive({ type: 'hello' });
    expect(posted).not.toHaveBeenCalled();
    expect(spinner()).toBeInTheDocument();

    receive({ type: 'ready' });
    expect(posted).toHaveBeenCalledExactlyOnceWith({ type: 'channel' }, ORIGIN, [expect.any(MessagePort)]);
    const channel = openOutreachChannel(posted);
    expect(spinner()).not.toBeInTheDocument();

    // A second handshake, from the frame or from anywhere else, gets nothing: no second port, no session.
    receive({ type: 'ready' });
    receive({ type: 'ready' }, 'https://evil.example');
    await channel.settle();
    expect(posted).toHaveBeenCalledOnce();
    expect(handedPort(posted)).toBe(channel.port);
  });

  it('sends the company, the lowercased user id and the user info over the channel, nothing on the window', async () => {
    const { posted } = await render();
    receive({ type: 'ready' });
    const channel = openOutreachChannel(posted);
    await channel.settle();
    expect(channel.received).toEqual([
      { type: 'selected_company_change', company: { id: 4, name: 'Acme' } },
      { type: 'user_id', userId: '9' },
      { type: 'user_info', user: { id: 9, email: 'Pat.Lee@Example.COM', fullName: 'Pat Lee' } },
    ]);
    expect(posted).toHaveBeenCalledOnce();
  });

  it('sends selected_company_change again when the company changes, and only that', async () => {
    const { posted, rerender } = await render();
    receive({ type: 'ready' });
    const channel = openOutreachChannel(posted);
    await channel.settle();
    channel.received.length = 0;
    rerender({ company: { id: 5, name: 'Beta' } });
    await channel.settle();
    expect(channel.received).toEqual([{ type: 'selected_company_change', company: { id: 5, name: 'Beta' } }]);
    channel.received.length = 0;
    rerender({ company: { id: 5, name: 'Beta' } });
    await channel.settle();
    expect(channel.received).toEqual([]);
    expect(posted).toHaveBeenCalledOnce();
  });

  it('answers the access token only on the port, only when asked there', async () => {
    const { posted, props } = await render();
    const getAccessToken = props.getAccessToken as Mock;
    // Asked on the window, before and after the handshake, from the frame itself: no answer anywhere.
    receive({ type: 'access_token_request' });
    receive({ type: 'ready' });
    const channel = openOutreachChannel(posted);
    receive({ type: 'access_token_request' });
    receive({ type: 'access_token_request' }, 'https://evil.example');
    await channel.settle();
    getAccessToken.mockClear();
    expect(channel.received.some(({ type }) => type === 'access_token')).toBe(false);
    expect(posted).toHaveBeenCalledOnce();

    channel.port.postMessage({ type: 'access_token_request' });
    await vi.waitFor(() =>
      expect(channel.received.at(-1)).toEqual({ type: 'access_token', accessToken: 'secret-token' }),
    );
    expect(getAccessToken).toHaveBeenCalledOnce();
    expect(posted).toHaveBeenCalledOnce();
  });

  it('mirrors allow-listed url changes from the channel into the router and goes back on the root path', async () => {
    const { props, posted } = await render();
    receive({ type: 'ready' });
    const channel = openOutreachChannel(posted);
    await channel.send({ type: 'url_change', url: '/lists/12' });
    expect(props.onNavigate).toHaveBeenCalledExactlyOnceWith('/outreach/lists/12');
    await channel.send({ type: 'url_change', url: '/' });
    expect(props.onBack).toHaveBeenCalledOnce();
  });

  it('ignores url changes on the window, bad shapes and outside URLs', async () => {
    const { props, posted } = await render();
    receive({ type: 'ready' });
    const channel = openOutreachChannel(posted);
    receive({ type: 'url_change', url: '/lists' });
    receive({ type: 'url_change', url: '/' });
    for (const message of [
      { type: 'url_change' },
      'url_change',
      { type: 'ready' },
      { type: 'url_change', url: 'x'.repeat(3000) },
      ...['//evil.com', 'https://evil.com/x', 'javascript:alert(1)', '/linkage-agents', '/lists/abc'].map((url) => ({
        type: 'url_change',
        url,
      })),
      { type: 'url_change', url: `${APP}/outreach-app/lists` },
    ]) {
      channel.port.postMessage(message);
    }
    await channel.settle();
    expect(props.onNavigate).not.toHaveBeenCalled();
    expect(props.onBack).not.toHaveBeenCalled();
    expect(posted).toHaveBeenCalledOnce();
  });

  it('hands the router only allow-listed /outreach paths on the portal, whatever URL a message carries', async () => {
    const { props, posted } = await render();
    receive({ type: 'ready' });
    const channel = openOutreachChannel(posted);
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
    // 300 candidates down the port in one go (a port delivers in order), then every navigation checked.
    for (const candidate of fc.sample(url, 300)) channel.port.postMessage({ type: 'url_change', url: candidate });
    await channel.settle();
    expect(onNavigate).toHaveBeenCalled();
    for (const [appPath] of onNavigate.mock.calls as [string][]) {
      const resolved = new URL(appPath, APP);
      expect(appPath).toMatch(/^\/outreach\/[^/\\]/);
      expect(resolved.origin).toBe(APP);
      expect(`${resolved.pathname}${resolved.search}`).toBe(appPath);
      expect(resolved.pathname).toMatch(
        /^\/outreach\/(search|lists|activities|lists\/\d+|(community-partners|contact-profiles)\/[\w-]+)$/,
      );
    }
  });

  it('hands a frame it loads itself a port of its own and closes the old one; closes it on leaving', async () => {
    const { posted, rerender, unmount } = await render();
    receive({ type: 'ready' });
    const first = openOutreachChannel(posted);
    rerender({ path: '/activities' });
    const next = vi.fn();
    vi.spyOn(ownWindow(), 'postMessage').mockImplementation(next);
    receive({ type: 'ready' });
    const second = openOutreachChannel(next);
    expect(second.port).not.toBe(first.port);
    await first.closed;
    await second.settle();
    expect(second.received.map(({ type }) => type)).toEqual(['selected_company_change', 'user_id', 'user_info']);
    unmount();
    await second.closed;
  });

  it('keeps the frame on its page when the route follows its url change, and loads a route change of its own', async () => {
    const { posted, rerender } = await render();
    const first = frame();
    receive({ type: 'ready' });
    await openOutreachChannel(posted).send({ type: 'url_change', url: '/lists/12' });
    rerender({ path: '/lists/12' });
    expect(frame()).toBe(first);
    expect(frame()).toHaveAttribute('src', `${ORIGIN}/outreach-app/search`);
    rerender({ path: '/activities' });
    expect(frame()).toHaveAttribute('src', `${ORIGIN}/outreach-app/activities`);
  });
});
