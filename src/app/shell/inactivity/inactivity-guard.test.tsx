import { ChakraProvider } from '@chakra-ui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { initI18n } from '../../../lib/i18n';
import { system } from '../../theme';
import { InactivityGuard } from './inactivity-guard';

const signOut = vi.fn(() => Promise.resolve());

vi.mock('../../../lib/session/session-provider', () => ({ useSession: () => ({ signOut }) }));

let root: Root | undefined;

beforeAll(async () => {
  await initI18n(['en']);
  // The guard loads the dialog lazily: load it once here so no test waits for the first import.
  await import('./session-timeout-dialog');
});

beforeEach(async () => {
  vi.clearAllMocks();
  // Only the monitor's clock is fake: the dialog's focus handling keeps its real timeouts and frames.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <ChakraProvider value={system}>
        <button type="button">Outside</button>
        <InactivityGuard />
      </ChakraProvider>,
    ),
  );
});

afterEach(async () => {
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
});
