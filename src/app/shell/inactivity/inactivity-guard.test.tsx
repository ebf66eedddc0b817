import { ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { initI18n } from '@/lib/i18n';
import { CROSS_TAB_CHANNEL } from '@/lib/session/cross-tab';
import { portalSystem } from '@/app/theme';
import { InactivityGuard } from './inactivity-guard';

const signOut = vi.fn(() => Promise.resolve());

vi.mock('@/lib/session/session-provider', () => ({ useSession: () => ({ signOut }) }));

let root: Root | undefined;
/** Another tab of the portal, as the guard hears it. */
let otherTab: BroadcastChannel;
let heardInOtherTab: unknown[];

beforeAll(async () => {
  await initI18n(['en']);
  // The guard loads the dialog lazily: load it once here so no test waits for the first import.
  await import('./session-timeout-dialog');
});

beforeEach(async () => {
  vi.clearAllMocks();
  // Only the monitor's clock is fake: the dialog's focus handling keeps its real timeouts and frames.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  otherTab = new BroadcastChannel(CROSS_TAB_CHANNEL);
  heardInOtherTab = [];
  otherTab.addEventListener('message', (event) => heardInOtherTab.push(event.data));
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <ChakraProvider value={portalSystem()}>
        <button type="button">Outside</button>
        <InactivityGuard />
      </ChakraProvider>,
    ),
  );
});

afterEach(async () => {
  otherTab.close();
  vi.restoreAllMocks();
  await act(async () => root?.unmount());
  vi.useRealTimers();
  document.body.innerHTML = '';
});

const dialog = () => document.querySelector<HTMLElement>('[role=alertdialog]');

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

async function advance(ms: number) {
  await act(async () => vi.advanceTimersByTime(ms));
}

async function timeOut(alreadyIdleMs = 0) {
  await advance(env.inactivityTimeoutMs - alreadyIdleMs);
  await vi.waitFor(() => expect(dialog()).not.toBeNull());
}

describe('the inactivity guard', () => {
  // Initial focus on Stay Logged In is checked in the browser (tests/e2e/accessibility.spec.ts): jsdom has
  // no layout, so the focus trap finds nothing tabbable.
  it('opens a labelled alertdialog after the configured inactivity', async () => {
    await advance(env.inactivityTimeoutMs - 5_000);
    expect(dialog()).toBeNull();
    await timeOut(env.inactivityTimeoutMs - 5_000);
    const labelledBy = document.getElementById(dialog()?.getAttribute('aria-labelledby') ?? '');
    expect(labelledBy?.textContent).toBe('Your session is about to end');
    expect(dialog()?.textContent).toContain('you will be logged out in 5:00.');
    expect(document.querySelector('[aria-live=polite]')?.textContent).toBe('You will be logged out in 5 minutes.');
  });

  it('mouse and key activity reset the timer', async () => {
    await advance(env.inactivityTimeoutMs - 10_000);
    await act(async () => {
      window.dispatchEvent(new MouseEvent('mousemove'));
    });
    await advance(env.inactivityTimeoutMs - 10_000);
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await advance(env.inactivityTimeoutMs - 10_000);
    expect(dialog()).toBeNull();
  });

  it('Escape and an outside click neither close the dialog nor extend the session', async () => {
    await timeOut();
    await act(async () => {
      dialog()?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    const outside = button('Outside');
    await act(async () => {
      outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      outside.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      outside.click();
    });
    await advance(2_000);
    expect(dialog()).not.toBeNull();
    expect(dialog()?.textContent).toContain('4:58');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('Stay Logged In closes the dialog and restarts the timeout', async () => {
    await timeOut();
    await act(async () => button('Stay Logged In').click());
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await advance(env.inactivityTimeoutMs - 5_000);
    expect(dialog()).toBeNull();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('announces the last seconds and logs out at zero', async () => {
    await timeOut();
    await advance((env.inactivityCountdownSeconds - 10) * 1_000);
    expect(document.querySelector('[aria-live=polite]')?.textContent).toBe('You will be logged out in 10 seconds.');
    expect(signOut).not.toHaveBeenCalled();
    await advance(10_000);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('Log Out logs out', async () => {
    await timeOut();
    await act(async () => button('Log Out').click());
    expect(signOut).toHaveBeenCalledOnce();
    await advance(env.inactivityCountdownSeconds * 1_000);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('focus inside a frame counts as activity: typing in a legacy form for the whole timeout keeps the session', async () => {
    const frame = document.createElement('iframe');
    frame.title = 'Legacy page';
    document.body.append(frame);
    frame.focus();
    expect(document.activeElement).toBe(frame);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    await advance(env.inactivityTimeoutMs * 2);
    expect(dialog()).toBeNull();
    // The same frame focus in a window in the background is no activity.
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    await timeOut();
  });

  it('activity in another tab resets the timer, and ends a countdown', async () => {
    await advance(env.inactivityTimeoutMs - 10_000);
    await fromOtherTab({ type: 'activity' });
    await advance(env.inactivityTimeoutMs - 10_000);
    expect(dialog()).toBeNull();
    await timeOut(env.inactivityTimeoutMs - 10_000);
    await fromOtherTab({ type: 'activity' });
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await advance(env.inactivityCountdownSeconds * 1_000);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('tells the other tabs about activity here, at most once per 5 seconds', async () => {
    await act(async () => {
      for (let move = 0; move < 20; move += 1) window.dispatchEvent(new MouseEvent('mousemove'));
    });
    await vi.waitFor(() => expect(heardInOtherTab).toEqual([{ type: 'activity' }]));
    await advance(5_000);
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await vi.waitFor(() => expect(heardInOtherTab).toHaveLength(2));
  });

  it('Stay Logged In counts as activity in every tab', async () => {
    await timeOut();
    heardInOtherTab.length = 0;
    await act(async () => button('Stay Logged In').click());
    await vi.waitFor(() => expect(heardInOtherTab).toEqual([{ type: 'activity' }]));
  });
});

/** Posts as another tab would, then lets the message arrive. */
async function fromOtherTab(message: unknown) {
  otherTab.postMessage(message);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}
