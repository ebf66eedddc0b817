import { useSyncExternalStore } from 'react';
import { loadModule } from '@/lib/load-with-recovery';
import { LazyPart, lazyPart } from './lazy-part';

/** Spec section 9: toasts last 10,000 ms, the snackbar 1,000 ms; error toasts are red (section 8). */
export const TOAST_DURATION_MS = 10_000;
export const SNACKBAR_DURATION_MS = 1_000;

// No first paint needs a toast: its code downloads with the first toast, never before.
const loadToaster = () => import('./toaster-view');
let toastShown = false;
const toastListeners = new Set<() => void>();
const firstToast = {
  subscribe(listener: () => void) {
    toastListeners.add(listener);
    return () => toastListeners.delete(listener);
  },
  shown: () => toastShown,
};
const ToasterView = lazyPart(loadToaster, (module) => module.ToasterView);

type ToastOptions = { description: string; type: 'error' | 'success' | 'info'; duration: number; closable: boolean };

function show(options: ToastOptions): void {
  if (!toastShown) {
    toastShown = true;
    for (const listener of toastListeners) listener();
  }
  // Offline before the first toast, its code cannot load: that toast is lost, never the page.
  loadModule(loadToaster).then(
    ({ toaster }) => toaster.create(options),
    () => undefined,
  );
}

export function notifyError(message: string): void {
  show({ description: message, type: 'error', duration: TOAST_DURATION_MS, closable: true });
}

export function notifySuccess(message: string): void {
  show({ description: message, type: 'success', duration: TOAST_DURATION_MS, closable: true });
}

/** A short confirmation such as 'Text copied to clipboard!'. */
export function snackbar(message: string): void {
  show({ description: message, type: 'info', duration: SNACKBAR_DURATION_MS, closable: false });
}

/** Where toasts appear; render once, in the app provider. */
export function Toaster() {
  const shown = useSyncExternalStore(firstToast.subscribe, firstToast.shown, firstToast.shown);
  if (!shown) return null;
  return (
    <LazyPart placeholder={null}>
      <ToasterView />
    </LazyPart>
  );
}
