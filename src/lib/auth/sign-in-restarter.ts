import type { SignInBreaker } from './sign-in-breaker';

/** What a sign-in request carries through the provider and back. */
export interface SignInState {
  /** The same-origin path to come back to. */
  path: string;
  /** Started by /impersonate (or a restart during impersonation): the session that follows impersonates. */
  impersonate?: boolean;
}

export interface SignInRestarterDeps {
  /** Forgets the stored user (tokens). */
  clearUser: () => Promise<void>;
  /** Forgets every cached answer of the signed-out user. */
  clearCache: () => void;
  /** Leaves for the provider's sign-in page; comes back with `state`. */
  redirect: (state: SignInState) => Promise<void>;
  /** Keeps the values of the open forms so they come back after sign-in. */
  saveDrafts: () => void;
  breaker: SignInBreaker;
  /** The breaker refused: the page must say sign-in could not be completed. */
  onBlocked: () => void;
  /** The provider could not be reached (the redirect failed). */
  onUnavailable: (error: unknown) => void;
}

export interface SignInRestarter {
  /** Sends the user to sign in, once however many callers ask while the redirect is under way. */
  signIn: (state: SignInState) => Promise<void>;
  /** Clears the user and the cache, then signs in: once, not once per failed request. */
  restart: (state: SignInState) => Promise<void>;
  /** The person asked for it (Sign in again, a staff entry point): the breaker starts afresh. */
  signInAgain: (state: SignInState) => Promise<void>;
}

export function createSignInRestarter(deps: SignInRestarterDeps): SignInRestarter {
  let pending: Promise<void> | null = null;

  const once = (run: () => Promise<void>): Promise<void> => {
    // Settling means the page did not leave (the redirect failed, or Back restored the page from the
    // back-forward cache): a later request may sign in again.
    pending ??= run().finally(() => {
      pending = null;
    });
    return pending;
  };

  const start = (state: SignInState, clear: boolean) =>
    once(async () => {
      if (!deps.breaker.allow()) {
        deps.onBlocked();
        return;
      }
      deps.saveDrafts();
      if (clear) {
        await deps.clearUser();
        deps.clearCache();
      }
      try {
        await deps.redirect(state);
      } catch (error) {
        deps.onUnavailable(error);
      }
    });

  return {
    signIn: (state) => start(state, false),
    restart: (state) => start(state, true),
    signInAgain: (state) => {
      deps.breaker.reset();
      return start(state, true);
    },
  };
}
