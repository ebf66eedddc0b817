import { UserManager, type User } from 'oidc-client-ts';
import { queryClient } from '../query-client';
import { createOidcSettings, returnPathOf } from './oidc-settings';
import { createSignInRestarter } from './sign-in-restarter';

let userManager: UserManager | undefined;

/** The one UserManager of the app, shared by the AuthProvider, the API client's 401 hook and the routes. */
export function getUserManager(): UserManager {
  userManager ??= new UserManager(createOidcSettings(window.location.origin, window.sessionStorage));
  return userManager;
}

export const signInRestarter = createSignInRestarter({
  clearUser: () => getUserManager().removeUser(),
  clearCache: () => queryClient.clear(),
  redirect: (returnPath) => getUserManager().signinRedirect({ state: returnPath }),
});

/**
 * After the provider sends the user back: replace the callback URL (it holds the one-time code) by the
 * saved path. The /auth-callback route then brings the router to the same place.
 */
export function onSigninCallback(user: User | undefined): void {
  if (!user) return;
  window.history.replaceState(window.history.state, '', returnPathOf(user, window.location.origin));
}
