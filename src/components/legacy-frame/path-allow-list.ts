import { matchPath } from 'react-router-dom';

/** A parameter value that cannot carry a slash, a dot segment, an encoded character or a scheme. */
export const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;
/** A numeric id. */
export const DIGITS = /^\d+$/;

/** One portal route a frame may send the router to. */
export interface AllowedPath {
  /** The route's pattern from src/config/paths.ts, e.g. '/outreach/lists/:id'. */
  pattern: string;
  /** What a parameter may hold, by name; `SAFE_SEGMENT` for any parameter not named. */
  params?: Readonly<Record<string, RegExp>>;
}

/** The routes a frame's messages may reach; the app derives it from the route table. */
export type PathAllowList = readonly AllowedPath[];

/**
 * True when the pathname is exactly one of the allowed routes (letter case included, no trailing
 * slash) and every parameter passes its pattern. The pathname is a parsed URL's: dot segments are gone.
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
