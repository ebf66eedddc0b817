import { useSyncExternalStore } from 'react';
import { getSignInStatus, subscribeSignInStatus, type SignInStatus } from './sign-in-status';

/** The sign-in status (sign-in-status.ts), kept apart so the way to sign in loads no React. */
export function useSignInStatus(): SignInStatus {
  return useSyncExternalStore(subscribeSignInStatus, getSignInStatus, getSignInStatus);
}
