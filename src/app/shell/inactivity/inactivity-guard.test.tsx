import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { env } from '@/config/env';
import { initI18n } from '@/lib/i18n';
import { CROSS_TAB_CHANNEL } from '@/lib/browser-state/cross-tab';
import { portalSystem } from '@/app/theme';
import { InactivityGuard } from './inactivity-guard';

const signOut = vi.fn(() => Promise.resolve());

vi.mock('@/lib/session/session-provider', () => ({ useSession: () => ({ signOut }) }));

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
});

afterEach(() => {
  otherTab.close();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** The guard, signed in, beside a control outside it (each test starts with this). */
function renderGuard() {
  render(
    <ChakraProvider value={portalSystem()}>
      <button type="button">Outside</button>
      <InactivityGuard />
    </ChakraProvider>,
  );
}

const dialog = () => screen.queryByRole('alertdialog');
const button = (name: string) => screen.getByRole('button', { name });
const announcement = () => screen.getByTestId('session-timeout-announcement');

async function advance(ms: number) {
  await act(async () => vi.advanceTimersByTime(ms));
}

async function timeOut(alreadyIdleMs = 0) {
  await advance(env.inactivityTimeoutMs - alreadyIdleMs);
  await vi.waitFor(() => expect(dialog()).toBeInTheDocument());
}

describe('the inactivity guard', () => {
  // Initial focus on Stay Logged In is checked in the browser (tests/e2e/accessibility.spec.ts): jsdom has
  // no layout, so the focus trap finds nothing tabbable.
  it('opens a labelled alertdialog after the configured inactivity', async () => {
    renderGuard();
    await advance(env.inactivityTimeoutMs - 5_000);
    expect(dialog()).not.toBeInTheDocument();
    await timeOut(env.inactivityTimeoutMs - 5_000);
    expect(screen.getByRole('alertdialog', { name: 'Your session is about to end' })).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('you will be logged out in 5:00.');
    expect(announcement()).toHaveAttribute('aria-live', 'polite');
    expect(announcement()).toHaveTextContent(/^You will be logged out in 5 minutes\.$/);
  });

  it('mouse and key activity reset the timer', async () => {
    renderGuard();
    await advance(env.inactivityTimeoutMs - 10_000);
    fireEvent.mouseMove(window);
    await advance(env.inactivityTimeoutMs - 10_000);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(env.inactivityTimeoutMs - 10_000);
    expect(dialog()).not.toBeInTheDocument();
  });

  it('Escape and an outside click neither close the dialog nor extend the session', async () => {
    renderGuard();
    await timeOut();
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    // The dialog is modal: what is outside it is hidden from role queries meanwhile.
    const outside = screen.getByRole('button', { name: 'Outside', hidden: true });
    fireEvent.pointerDown(outside);
    fireEvent.mouseDown(outside);
    fireEvent.click(outside);
    await advance(2_000);
    expect(dialog()).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('4:58');
    expect(signOut).not.toHaveBeenCalled();
  });

  it('Stay Logged In closes the dialog and restarts the timeout', async () => {
    renderGuard();
    await timeOut();
    fireEvent.click(button('Stay Logged In'));
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());
    await advance(env.inactivityTimeoutMs - 5_000);
    expect(dialog()).not.toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('announces the last seconds and logs out at zero', async () => {
    renderGuard();
    await timeOut();
    await advance((env.inactivityCountdownSeconds - 10) * 1_000);
    expect(announcement()).toHaveTextContent(/^You will be logged out in 10 seconds\.$/);
    expect(signOut).not.toHaveBeenCalled();
    await advance(10_000);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('Log Out logs out', async () => {
    renderGuard();
    await timeOut();
    fireEvent.click(button('Log Out'));
    expect(signOut).toHaveBeenCalledOnce();
    await advance(env.inactivityCountdownSeconds * 1_000);
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('focus inside a frame counts as activity: typing in a legacy form for the whole timeout keeps the session', async () => {
    renderGuard();
    const frame = document.createElement('iframe');
    frame.title = 'Legacy page';
    document.body.append(frame);
    onTestFinished(() => frame.remove());
    frame.focus();
    expect(frame).toHaveFocus();
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    await advance(env.inactivityTimeoutMs * 2);
    expect(dialog()).not.toBeInTheDocument();
    // The same frame focus in a window in the background is no activity.
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    await timeOut();
  });

  it('activity in another tab resets the timer, and ends a countdown', async () => {
    renderGuard();
    await advance(env.inactivityTimeoutMs - 10_000);
    await fromOtherTab({ type: 'activity' });
    await advance(env.inactivityTimeoutMs - 10_000);
    expect(dialog()).not.toBeInTheDocument();
    await timeOut(env.inactivityTimeoutMs - 10_000);
    await fromOtherTab({ type: 'activity' });
    await vi.waitFor(() => expect(dialog()).not.toBeInTheDocument());
    await advance(env.inactivityCountdownSeconds * 1_000);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('tells the other tabs about activity here, at most once per 5 seconds', async () => {
    renderGuard();
    for (let move = 0; move < 20; move += 1) fireEvent.mouseMove(window);
    await vi.waitFor(() => expect(heardInOtherTab).toEqual([{ type: 'activity' }]));
    await advance(5_000);
    fireEvent.keyDown(window, { key: 'a' });
    await vi.waitFor(() => expect(heardInOtherTab).toHaveLength(2));
  });

  it('Stay Logged In counts as activity in every tab', async () => {
    renderGuard();
    await timeOut();
    heardInOtherTab.length = 0;
    fireEvent.click(button('Stay Logged In'));
    await vi.waitFor(() => expect(heardInOtherTab).toEqual([{ type: 'activity' }]));
  });
});

/** Posts as another tab would, then lets the message arrive. */
async function fromOtherTab(message: unknown) {
  otherTab.postMessage(message);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
}
