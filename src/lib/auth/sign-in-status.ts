/**
 * What the sign-in path says when it cannot simply go on: the loop breaker refused another start
 * (`blocked`), the provider could not be reached (`unavailable`), or did not answer a renewal
 * (`renew-failed`). `signing-out` while log out leaves for the provider (nothing may start a sign-in
 * meanwhile); `signed-out` after log out in another tab and `logged-out` after a log out here that could
 * not reach the provider's end-session page: the page says so and waits for the person, since an automatic
 * sign-in would meet the provider's live session and bring them straight back. `idle` while all is well.
 */
export type SignInStatus =
  | { kind: 'idle' }
  | { kind: 'signing-out' }
  | { kind: 'signed-out' }
  | { kind: 'logged-out' }
  | { kind: 'renew-failed' }
  | { kind: 'blocked' }
  | { kind: 'unavailable'; detail?: string };

let status: SignInStatus = { kind: 'idle' };
const listeners = new Set<() => void>();

export function setSignInStatus(next: SignInStatus): void {
  status = next;
  for (const listener of listeners) listener();
}

export function getSignInStatus(): SignInStatus {
  return status;
}

/** Calls `listener` on every change of the status; returns the unsubscribe. */
export function subscribeSignInStatus(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
