/**
 * Nothing typed is lost when sign-in must restart (issue 8): every open form registers a reader of its
 * values; just before the page leaves for the provider they are written to sessionStorage, and the same
 * form, opened again on the same page after sign-in, takes them back once. Passwords are never written.
 *
 * A draft belongs to the person and the company it was typed for (issue 35): the session names them
 * (`setDraftOwner`), each draft is stored with them, and a draft is given back only to the same person in
 * the same company. Anything else is dropped unread, so a shared tab or another company never receives it.
 */
const STORAGE_KEY = 'employer-portal.form-drafts';
/** A draft older than this is stale: the person has moved on. */
export const DRAFT_MAX_AGE_MS = 30 * 60_000;

/** Who typed the open forms' values: the signed-in person (ID token `sub`) and the selected company. */
export interface DraftOwner {
  userId: number;
  companyId: number;
}

type Draft = { at: number; owner: DraftOwner; values: unknown };

const readers = new Map<string, () => unknown>();
let owner: DraftOwner | null = null;
let lastSavedAt = Number.NEGATIVE_INFINITY;

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

function writeAll(drafts: Record<string, Draft>): void {
  try {
    if (Object.keys(drafts).length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(drafts));
  } catch {
    // Storage full or disabled: the form simply starts from what was loaded.
  }
}

const sameOwner = (a: unknown, b: DraftOwner | null): boolean =>
  b !== null &&
  typeof a === 'object' &&
  a !== null &&
  (a as Partial<DraftOwner>).userId === b.userId &&
  (a as Partial<DraftOwner>).companyId === b.companyId;

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

/** The session says whose forms are open (null when nobody is signed in or no company is selected). */
export function setDraftOwner(next: DraftOwner | null): void {
  owner = next;
}

/** Registers an open form; returns the function that unregisters it. */
export function registerDraft(key: string, read: () => unknown): () => void {
  readers.set(key, read);
  return () => {
    if (readers.get(key) === read) readers.delete(key);
  };
}

/**
 * Writes the values of every open form (called just before sign-in restarts), for the current owner.
 * Without an owner nothing is written: a draft nobody can prove to be theirs is never given back.
 */
export function saveDrafts(now: number = Date.now()): void {
  if (readers.size === 0 || owner === null) return;
  const drafts = readAll();
  for (const [key, read] of readers) drafts[key] = { at: now, owner, values: withoutSecrets(read()) };
  writeAll(drafts);
  lastSavedAt = now;
}

/** Whether the open forms' values were just written (the page is leaving for sign-in and keeps them). */
export function draftsSavedWithin(ms: number, now: number = Date.now()): boolean {
  return now - lastSavedAt <= ms;
}

/**
 * The saved values of the form `key`, removed as they are taken; undefined when there are none, when they
 * are stale, or when they belong to another person or company.
 */
export function takeDraft(key: string, now: number = Date.now()): unknown {
  const drafts = readAll();
  const draft = drafts[key];
  if (!draft) return undefined;
  delete drafts[key];
  writeAll(drafts);
  if (!sameOwner(draft.owner, owner)) return undefined;
  return now - draft.at <= DRAFT_MAX_AGE_MS ? draft.values : undefined;
}

/** Removes every stored draft (log out: nothing typed outlives the session that typed it). */
export function clearDrafts(): void {
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored then.
  }
}
