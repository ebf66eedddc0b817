/**
 * Nothing typed is lost when sign-in must restart (issue 8): every open form registers a reader of its
 * values; just before the page leaves for the provider they are written to sessionStorage, and the same
 * form, opened again on the same page after sign-in, takes them back once. Passwords are never written.
 */
const STORAGE_KEY = 'employer-portal.form-drafts';
/** A draft older than this is stale: the person has moved on. */
export const DRAFT_MAX_AGE_MS = 30 * 60_000;

type Draft = { at: number; values: unknown };

const readers = new Map<string, () => unknown>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function readAll(): Record<string, Draft> {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Draft>) : {};
  } catch {
    return {};
  }
}

/** A deep copy without any property whose name mentions a password. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !/password/i.test(key))
        .map(([key, item]) => [key, withoutSecrets(item)]),
    );
  }
  return value;
}

/** Registers an open form; returns the function that unregisters it. */
export function registerDraft(key: string, read: () => unknown): () => void {
  readers.set(key, read);
  return () => {
    if (readers.get(key) === read) readers.delete(key);
  };
}

/** Writes the values of every open form (called just before sign-in restarts). */
export function saveDrafts(now: number = Date.now()): void {
  if (readers.size === 0) return;
  const drafts = readAll();
  for (const [key, read] of readers) drafts[key] = { at: now, values: withoutSecrets(read()) };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or disabled: sign-in still goes on.
  }
}

/** The saved values of the form `key`, removed as they are taken; undefined when there are none. */
export function takeDraft(key: string, now: number = Date.now()): unknown {
  const drafts = readAll();
  const draft = drafts[key];
  if (!draft) return undefined;
  delete drafts[key];
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(drafts));
  } catch {
    // Nothing to clean up then.
  }
  return now - draft.at <= DRAFT_MAX_AGE_MS ? draft.values : undefined;
}

/** Forgets every stored draft (log out). */
export function clearDrafts(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored then.
  }
}
