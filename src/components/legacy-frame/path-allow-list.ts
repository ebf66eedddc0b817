import { matchPath } from 'react-router-dom';

/** A parameter value that cannot carry a slash, a dot segment, an encoded character or a scheme. */
export const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;
export const DIGITS = /^\d+$/;

export interface AllowedPath {
  /** The route's pattern from src/config/paths.ts, e.g. '/outreach/lists/:id'. */
  pattern: string;
  /** What a parameter may hold, by name; `SAFE_SEGMENT` for any parameter not named. */
  params?: Readonly<Record<string, RegExp>>;
}

export type PathAllowList = readonly AllowedPath[];

/**
 * True when the pathname is exactly an allowed route (case included, no trailing slash) and every
 * parameter passes its pattern. The pathname is a parsed URL's: dot segments are gone.
 */
export function isAllowedPath(allowList: PathAllowList, pathname: string): boolean {
  if (!pathname.startsWith('/') || (pathname.length > 1 && pathname.endsWith('/'))) return false;
  return allowList.some(({ pattern, params = {} }) => {
    const match = matchPath({ path: pattern, caseSensitive: true, end: true }, pathname);
    if (!match) return false;
    return Object.entries(match.params).every(
      ([name, value]) => value === undefined || (params[name] ?? SAFE_SEGMENT).test(value),
    );
  });
}
