export interface SignInRestarterDeps {
  /** Forgets the stored user (tokens). */
  clearUser: () => Promise<void>;
  /** Forgets every cached answer of the signed-out user. */
  clearCache: () => void;
  /** Leaves for the provider's sign-in page; comes back to `returnPath`. */
  redirect: (returnPath: string) => Promise<void>;
}

export interface SignInRestarter {
  /** Sends the user to sign in, once however many callers ask while the redirect is under way. */
  signIn: (returnPath: string) => Promise<void>;
  /** Clears the user and the cache, then signs in: once, not once per failed request. */
  restart: (returnPath: string) => Promise<void>;
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

  return {
    signIn: (returnPath) => once(() => deps.redirect(returnPath)),
    restart: (returnPath) =>
      once(async () => {
        await deps.clearUser();
        deps.clearCache();
        await deps.redirect(returnPath);
      }),
  };
}
