import { env } from '@/config/env';
import { store } from '@/lib/browser-state/session-preferences';

/**
 * The stored session, read without oidc-client-ts: the entry decides from it whether to load the portal or
 * only what sends a visitor to sign in, before either is downloaded.
 */

/** The authority may be a path on this origin (the demo provider at /oidc) or an absolute URL. */
export function resolveAuthority(authority: string, origin: string): string {
  return new URL(authority, `${origin}/`).toString().replace(/\/$/, '');
}

/** The provider this portal signs in with (VITE_OIDC_AUTHORITY), for the portal at `origin`. */
export function configuredAuthority(origin: string): string {
  return resolveAuthority(env.oidcAuthority, origin);
}

/** Where oidc-client-ts keeps the user (its WebStorageStateStore's `oidc.` prefix, authority, client). */
function storedUserKey(): string {
  return `oidc.user:${configuredAuthority(window.location.origin)}:${env.oidcClientId}`;
}

const storedUser = (): string | null => sessionStore()?.getItem(storedUserKey()) ?? null;

/** The tab's sessionStorage, or null where the browser refuses it. */
export const sessionStore = (): Storage | null => store('sessionStorage');

/** A user is stored (maybe expired: the portal renews it): the portal loads, not the way to sign in. */
export function hasStoredUser(): boolean {
  return storedUser() !== null;
}

/** The stored user's access token, read on every call (fresh after a renewal); null without one. */
export function storedAccessToken(): string | null {
  try {
    const stored: unknown = JSON.parse(storedUser() ?? 'null');
    const token = stored && typeof stored === 'object' ? (stored as { access_token?: unknown }).access_token : null;
    return typeof token === 'string' && token !== '' ? token : null;
  } catch {
    return null;
  }
}
