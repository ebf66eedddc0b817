/** Issue 8: at most 2 automatic sign-in starts within 5 minutes; the next one is refused. */
export const SIGN_IN_LIMIT = 2;
export const SIGN_IN_WINDOW_MS = 5 * 60_000;

const STORAGE_KEY = 'employer-portal.sign-in-starts';

export interface SignInBreaker {
  /** Records a sign-in start and says whether it may go ahead (false: the loop is broken here). */
  allow: () => boolean;
  /** The person asked to sign in (a button, log out, a staff entry point): forget the earlier starts. */
  reset: () => void;
}

/**
 * The loop breaker of the session path. It lives in sessionStorage, not memory, because every sign-in
 * start leaves the page: a memory counter would be back at zero each time the provider sends the tab back,
 * which is how a persistent 401 turned into ~40 provider round trips in 15 seconds.
 */
export function createSignInBreaker(storage: Storage | null, now: () => number = Date.now): SignInBreaker {
  const read = (): number[] => {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((value): value is number => typeof value === 'number') : [];
    } catch {
      return [];
    }
  };
  const write = (starts: number[]) => {
    try {
      storage?.setItem(STORAGE_KEY, JSON.stringify(starts));
    } catch {
      // A full or disabled storage must not stop sign-in; the breaker then only holds within this page.
    }
  };
  let inMemory: number[] | null = storage ? null : [];

  return {
    allow: () => {
      const at = now();
      const recent = (inMemory ?? read()).filter((start) => at - start >= 0 && at - start < SIGN_IN_WINDOW_MS);
      if (recent.length >= SIGN_IN_LIMIT) return false;
      const starts = [...recent, at];
      if (inMemory) inMemory = starts;
      else write(starts);
      return true;
    },
    reset: () => {
      if (inMemory) inMemory = [];
      else storage?.removeItem(STORAGE_KEY);
    },
  };
}
