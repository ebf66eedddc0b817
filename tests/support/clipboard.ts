import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { notifyError, snackbar } from '@/components/ui/toaster';
import { toaster } from '@/components/ui/toaster-view';
import { configureClipboard } from '@/lib/clipboard-notices';

/**
 * A screen test's clipboard, declared at the top of its file: the clipboard notices as the app wires them
 * (the real snackbar and error toast), spied on, and `writeText`, the spy that `setClipboard` puts in as
 * the browser's clipboard. Each test starts with the spies cleared and a clipboard that accepts; after it,
 * the clipboard and the toasts are gone.
 */
export function spiedClipboard() {
  const copied = vi.fn(snackbar);
  const unavailable = vi.fn(notifyError);
  const writeText = vi.fn<(text: string) => Promise<void>>();

  beforeAll(() => configureClipboard({ copied, unavailable }));
  beforeEach(() => {
    copied.mockClear();
    unavailable.mockClear();
    writeText.mockReset().mockImplementation(() => Promise.resolve());
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'clipboard');
    toaster.remove();
  });

  /**
   * The spy as the browser's clipboard, or none. Call it once the screen is rendered: user-event's setup
   * puts a clipboard of its own on the navigator.
   */
  const setClipboard = (present: boolean) => {
    if (present) Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    else Reflect.deleteProperty(navigator, 'clipboard');
  };

  return { copied, unavailable, writeText, setClipboard };
}
