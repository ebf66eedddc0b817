import type { ReactPromise } from 'react';
import { saveDrafts } from './browser-state/form-drafts';

/** After a reload for a missing module, another missing module within this long shows Try again instead. */
export const MODULE_RELOAD_GUARD_MS = 5 * 60_000;
const RELOAD_KEY = 'portal.module-reload-at';
/** The browser says online yet the file was out of reach (a dead link, a captive portal): asked again this often. */
const UNREACHABLE_RETRY_MS = 15_000;

/**
 * Why a module could not load: `offline` (no connection), `missing` (the server no longer has the file: a new
 * version was deployed and the reload was already spent) or `failed` (anything else).
 */
export type ModuleFailure = 'offline' | 'missing' | 'failed';

export class ModuleLoadError extends Error {
  constructor(
    readonly failure: ModuleFailure,
    cause: unknown,
  ) {
    super(`module ${failure}`, { cause });
  }
}

/** A module that will load once the connection returns (whenConnectionReturns). */
export const waitsForConnection = (error: unknown): boolean =>
  error instanceof ModuleLoadError && error.failure === 'offline';

/** Calls `callback` once, when the connection returns; returns what stops waiting. */
export function whenConnectionReturns(callback: () => void): () => void {
  const stop = () => {
    window.removeEventListener('online', run);
    clearTimeout(timer);
  };
  const run = () => {
    stop();
    callback();
  };
  window.addEventListener('online', run);
  // No `online` event comes when the browser already thinks it is online.
  const timer = navigator.onLine ? setTimeout(run, UNREACHABLE_RETRY_MS) : undefined;
  return stop;
}

/**
 * Offline, or the file gone? The browser's word first; else the file the error names (Chromium and Firefox
 * name it, Vite's CSS preload too) is asked for: no answer is a connection problem, a 4xx or an HTML page
 * (a server that falls back to index.html) a file the new deployment no longer has.
 */
async function diagnose(error: unknown): Promise<ModuleFailure> {
  if (!navigator.onLine) return 'offline';
  const url = /https?:\/\/\S+/.exec(error instanceof Error ? error.message : '')?.[0];
  if (!url || new URL(url).origin !== window.location.origin) return 'failed';
  try {
    const { ok, status, headers } = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return (ok && headers.get('content-type')?.includes('html')) || (!ok && status < 500) ? 'missing' : 'failed';
  } catch {
    return 'offline';
  }
}

/** Takes the one reload the guard allows per window (sessionStorage: it outlives the reload, not the tab). */
function takeReload(now = Date.now()): boolean {
  try {
    if (now - Number(sessionStorage.getItem(RELOAD_KEY)) < MODULE_RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(now));
    return true;
  } catch {
    // Without storage no guard could stop a loop: no reload.
    return false;
  }
}

/**
 * Runs `importer` (a dynamic import). A file gone after a deployment reloads the page once, open forms saved
 * first, for the new version; any other failure rejects with a ModuleLoadError saying why.
 */
export async function loadWithRecovery<T>(importer: () => Promise<T>): Promise<T> {
  try {
    return await importer();
  } catch (error) {
    const failure = await diagnose(error);
    if (failure === 'missing' && takeReload()) {
      saveDrafts();
      window.location.reload();
      // The page is going; what waits for the module waits with it.
      return new Promise<T>(() => undefined);
    }
    throw new ModuleLoadError(failure, error);
  }
}

type Tracked<T> = ReactPromise<T> & { attempt?: unknown };
const modules = new Map<() => Promise<unknown>, Tracked<unknown>>();

/**
 * The module of `importer` through loadWithRecovery, asked for once, settled for React's `use`. A failure
 * stays for the `attempt` that met it (rendering again does not ask again in a loop); another attempt (the
 * next navigation, a boundary's retry) or none asks again, with a fresh import.
 */
export function loadModule<T>(importer: () => Promise<T>, attempt?: unknown): ReactPromise<T> {
  const known = modules.get(importer) as Tracked<T> | undefined;
  if (known && !(known.status === 'rejected' && (attempt === undefined || known.attempt !== attempt))) return known;
  const tracked: Tracked<T> = Object.assign(settledForUse(loadWithRecovery(importer)), { attempt });
  modules.set(importer, tracked);
  return tracked;
}

/**
 * `promise`, marked with its outcome as React's `use` reads it (`status`, `value`, `reason`): what settled
 * before its first render renders at once instead of showing the loading state for a frame.
 */
export function settledForUse<T>(promise: Promise<T>): ReactPromise<T> {
  // Blocks, not arrows returning `Object.assign(promise, …)`: a handler returning the promise itself would
  // chain a second, unhandled rejection.
  promise.then(
    (value) => {
      markOutcome(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      markOutcome(promise, { status: 'rejected', reason });
    },
  );
  return promise;
}

/** Writes the outcome onto the promise, where `use` reads it (returns nothing: no promise left to float). */
function markOutcome(
  promise: object,
  outcome: { status: 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown },
): void {
  Object.assign(promise, outcome);
}
