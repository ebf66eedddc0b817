import { configureApiClient } from '../api-client';
import { storedAccessToken } from './stored-session';
import { currentSignInState, renewalUnanswered, renewSession, signInRestarter } from './user-manager';

/**
 * Connects the API client to the session: every call carries the stored access token, a 401 renews it
 * once, and a 401 that renewal cannot cure restarts sign-in. The portal connects at start
 * (app/provider.tsx); the way to sign in (src/main.tsx) never loads the API client.
 */
export function connectApiClient(): void {
  configureApiClient({
    getAccessToken: storedAccessToken,
    renewSession,
    onUnauthorized: () => {
      if (!renewalUnanswered()) void signInRestarter.restart(currentSignInState());
    },
  });
}
