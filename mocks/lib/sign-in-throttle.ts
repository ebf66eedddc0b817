/** Failed sign-ins an account may have in one window before the demo provider refuses it. */
export const SIGN_IN_FAILURES = 5;
/** The window, and how long a refused account waits at most: 15 minutes. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Accounts with recent failures kept at most; past it the oldest are forgotten first. */
const MAX_ACCOUNTS = 10_000;

/**
 * Throttles repeated failed sign-ins per account (the email as typed, trimmed and lower-cased, whether or
 * not an account has it, so a refusal says nothing about which emails exist). After `SIGN_IN_FAILURES`
 * failures within `SIGN_IN_WINDOW_MS`, the account is refused, right password or not, until the oldest of
 * them is older than the window; refused attempts are not counted. A success forgets the failures.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly now: () => number = Date.now) {}

  private static key(email: string): string {
    return email.trim().toLowerCase();
  }

  private recent(key: string): number[] {
    const since = this.now() - SIGN_IN_WINDOW_MS;
    const times = (this.failures.get(key) ?? []).filter((time) => time > since);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  /** How long the account must wait before it may try again, in milliseconds; 0 when it may now. */
  retryAfterMs(email: string): number {
    const times = this.recent(SignInThrottle.key(email));
    if (times.length < SIGN_IN_FAILURES) return 0;
    const oldestCounted = times[times.length - SIGN_IN_FAILURES] ?? 0;
    return Math.max(0, oldestCounted + SIGN_IN_WINDOW_MS - this.now());
  }

  failed(email: string): void {
    const key = SignInThrottle.key(email);
    const times = [...this.recent(key), this.now()].slice(-SIGN_IN_FAILURES);
    this.failures.delete(key);
    this.failures.set(key, times);
    // Map order is insertion order: the first key is the one that failed longest ago.
    while (this.failures.size > MAX_ACCOUNTS) this.failures.delete(this.failures.keys().next().value as string);
  }

  succeeded(email: string): void {
    this.failures.delete(SignInThrottle.key(email));
  }
}
