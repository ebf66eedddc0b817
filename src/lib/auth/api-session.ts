import type { ApiSession } from '../api-client';
import { readImpersonating } from '../browser-state/session-preferences';
import { storedAccessToken } from './stored-session';
import { currentSignInState, mayRestartSignIn, renewSession, signInRestarter } from './user-manager';

/**
 * The session as the API client sees it: every call carries the stored access token (and previewFeatures
 * while impersonating), a 401 renews it once, and a 401 that renewal cannot cure restarts sign-in. The portal
 * hands it to the client at start (app/connect-portal.ts). Only its type comes from the client: the way to
 * sign in (src/main.tsx) never loads the API client.
 */
export const apiSession: ApiSession = {
  getAccessToken: storedAccessToken,
  isImpersonating: readImpersonating,
  renewSession,
  onUnauthorized: () => {
    if (mayRestartSignIn()) void signInRestarter.restart(currentSignInState());
  },
};
