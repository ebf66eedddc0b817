import { sameOriginPath } from '../web-address';
import { HOME_PATH, isSignInFlowPath } from './auth-paths';

/**
 * The path to come back to after sign-in, kept only when it is a path on this origin (`sameOriginPath`):
 * an absolute URL, a protocol-relative `//host` or a backslash trick would let a crafted link send the
 * user elsewhere. An absolute URL is refused even on this origin: the app only ever stores a path.
 */
export function sanitizeReturnPath(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return HOME_PATH;
  const path = sameOriginPath(value, origin);
  if (path === null || isSignInFlowPath(new URL(path, origin).pathname)) return HOME_PATH;
  return path;
}

/** Where the user is now, as a return path. */
export function currentReturnPath(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>): string {
  return sanitizeReturnPath(`${location.pathname}${location.search}${location.hash}`, location.origin);
}
