import { HOME_PATH, isSignInFlowPath } from './auth-paths';

/**
 * The path to come back to after sign-in, kept only when it is a path on this origin: an absolute URL,
 * a protocol-relative `//host` or a backslash trick would let a crafted link send the user elsewhere.
 */
export function sanitizeReturnPath(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) {
    return HOME_PATH;
  }
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || isSignInFlowPath(url.pathname)) return HOME_PATH;
    // Dot segments can collapse into a leading `//` (`/..//evil.com` → `//evil.com`), which history and
    // the router would read as another host: such a path is never a way back.
    if (url.pathname.startsWith('//') || url.pathname.includes('\\')) return HOME_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return HOME_PATH;
  }
}

/** Where the user is now, as a return path. */
export function currentReturnPath(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>): string {
  return sanitizeReturnPath(`${location.pathname}${location.search}${location.hash}`, location.origin);
}
