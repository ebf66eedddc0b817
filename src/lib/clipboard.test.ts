import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClipboardUnavailableError, copyText } from './clipboard';
import { configureClipboard } from './clipboard-notices';
import { initI18n } from './i18n';

const copied = vi.fn<(message: string) => void>();
const unavailable = vi.fn<(message: string) => void>();

beforeAll(async () => {
  await initI18n(['en']);
  configureClipboard({ copied, unavailable });
});

beforeEach(() => {
  copied.mockReset();
  unavailable.mockReset();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A navigator whose clipboard writes with `writeText` (or none at all). */
function stubClipboard(writeText?: (text: string) => Promise<void>) {
  const clipboard = writeText ? { writeText: vi.fn(writeText) } : undefined;
  vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard });
  return clipboard;
}

describe('copyText', () => {
  it("writes the text and shows the snackbar 'Text copied to clipboard!'", async () => {
    const clipboard = stubClipboard(() => Promise.resolve());
    await expect(copyText('https://api.example.test/api/CalendarEvents/calendar?id=abc')).resolves.toBe(true);
    expect(clipboard?.writeText).toHaveBeenCalledWith('https://api.example.test/api/CalendarEvents/calendar?id=abc');
    expect(copied.mock.calls).toEqual([['Text copied to clipboard!']]);
    expect(unavailable).not.toHaveBeenCalled();
  });

  it('a refused write (permission denied) is only logged: no snackbar, no toast, resolves false', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    const clipboard = stubClipboard(() => Promise.reject(refusal));
    await expect(copyText('text')).resolves.toBe(false);
    expect(clipboard?.writeText).toHaveBeenCalledWith('text');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('clipboard'), refusal);
    expect(copied).not.toHaveBeenCalled();
    expect(unavailable).not.toHaveBeenCalled();
  });

  it('no clipboard at all raises ClipboardUnavailableError and tells the person to copy by hand', async () => {
    stubClipboard();
    await expect(copyText('text')).rejects.toBeInstanceOf(ClipboardUnavailableError);
    expect(unavailable.mock.calls).toEqual([
      ['Copying is not available in this browser. Select the text and copy it yourself.'],
    ]);
    expect(copied).not.toHaveBeenCalled();
  });

  it('a clipboard without writeText counts as missing', async () => {
    vi.stubGlobal('navigator', { ...globalThis.navigator, clipboard: {} });
    await expect(copyText('text')).rejects.toThrow(ClipboardUnavailableError);
    expect(unavailable).toHaveBeenCalledOnce();
  });
});
