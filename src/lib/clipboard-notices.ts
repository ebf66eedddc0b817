/**
 * How the clipboard helper (clipboard.ts) tells the person, apart from the helper so that the app's wiring
 * at start (app/connect-portal.ts) does not load the helper with the first load.
 */

/** How the helper tells the person; the app plugs in its snackbar and error toast (components/ui/toaster). */
export interface ClipboardNotices {
  /** The short confirmation of a copy (the 1,000 ms snackbar). */
  copied: (message: string) => void;
  /** The browser has no clipboard: an error the person sees. */
  unavailable: (message: string) => void;
}

export const clipboardNotices: ClipboardNotices = { copied: () => undefined, unavailable: () => undefined };

/** Like `configureNotifier` of the query client: lib/ does not know the component layer, the app wires it. */
export function configureClipboard(changes: Partial<ClipboardNotices>): void {
  Object.assign(clipboardNotices, changes);
}
