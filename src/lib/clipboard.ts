import i18next from 'i18next';
import { clipboardNotices as notices } from './clipboard-notices';

/**
 * THE clipboard helper of the product (spec: "Clipboard: copy shows the snackbar 'Text copied to
 * clipboard!'"; "A clipboard copy failure is only logged; a missing clipboard facility raises an error").
 * Every screen that copies text calls `copyText`.
 */

/**
 * The browser offers no clipboard (an insecure http:// page, an old or locked-down browser). The person
 * has been told; the caller shows the text so it can be selected and copied by hand.
 */
export class ClipboardUnavailableError extends Error {
  constructor() {
    super('The Clipboard API (navigator.clipboard.writeText) is not available');
    this.name = 'ClipboardUnavailableError';
  }
}

function clipboard(): Pick<Clipboard, 'writeText'> | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const candidate = navigator.clipboard as Clipboard | undefined;
  return typeof candidate?.writeText === 'function' ? candidate : undefined;
}

/**
 * Copies `text`. Resolves true once copied (and shows 'Text copied to clipboard!'); resolves false when the
 * browser refused the write (permission denied, document not focused), which is only logged. Throws
 * `ClipboardUnavailableError`, after an error toast, when there is no clipboard at all.
 */
export async function copyText(text: string): Promise<boolean> {
  const target = clipboard();
  if (!target) {
    notices.unavailable(i18next.t('common:clipboardUnavailable'));
    throw new ClipboardUnavailableError();
  }
  try {
    await target.writeText(text);
  } catch (error) {
    console.error('[employer-portal] copying to the clipboard failed', error);
    return false;
  }
  notices.copied(i18next.t('common:copied'));
  return true;
}
