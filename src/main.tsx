import { isSignInFlowPath } from './lib/auth/auth-paths';
import { hasStoredUser } from './lib/auth/stored-session';
import { languageToStartIn, loadResources } from './lib/locale-resources';

/**
 * The entry decides, before anything else is downloaded, what this visit needs.
 * - No stored session, outside the sign-in flow: only what sends the visitor to the provider's sign-in
 *   page (oidc-client-ts and the sign-in breaker), not the portal. The portal loads only if the page
 *   stays: the breaker refused, the provider could not be reached, or the browser came back from its
 *   history; its auth gate then says so or signs in again.
 * - Otherwise the portal, with the starting language's translations loading beside its modules.
 */
async function boot(root: HTMLElement) {
  if (!hasStoredUser() && !isSignInFlowPath(window.location.pathname)) {
    try {
      const { currentSignInState, signInRestarter } = await import('./lib/auth/user-manager');
      await signInRestarter.signIn(currentSignInState());
    } catch {
      // Its module did not load: the portal, loading next, signs in through its auth gate.
    }
  }
  void loadResources(languageToStartIn()).catch(() => undefined);
  const { startPortal } = await import('./app/start');
  await startPortal(root);
}

const root = document.getElementById('root');
if (root) void boot(root);
