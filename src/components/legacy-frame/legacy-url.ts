import * as z from 'zod/mini';
import '@/config/zod-config';
import { paths } from '@/config/paths';
import { isAllowedPath, type PathAllowList } from './path-allow-list';

/** Spec section 9: the legacy frame is reloaded every 25,200,000 ms (7 hours). */
export const LEGACY_RELOAD_INTERVAL_MS = 25_200_000;

/** The largest height a legacy page may ask for; a hostile or buggy page cannot blow the layout up. */
export const MAX_LEGACY_FRAME_HEIGHT = 100_000;

export const legacyMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('resize'),
    height: z.number().check(z.minimum(0), z.maximum(MAX_LEGACY_FRAME_HEIGHT)),
  }),
  z.object({ type: z.literal('navigate'), url: z.string().check(z.maxLength(2048)) }),
]);
export type LegacyMessage = z.infer<typeof legacyMessageSchema>;

export function parseLegacyMessage(data: unknown): LegacyMessage | null {
  const parsed = legacyMessageSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** Where the legacy site lives: its origin and base path ('' at the root, '/legacy' in the demo). */
export interface LegacySite {
  origin: string;
  prefix: string;
}

/**
 * A legacy page lives at the same path below the legacy base as the portal route that embeds it, so the
 * mapping is the identity on the path, restricted to the route table's legacy routes.
 */
export function isLegacyAppPath(pathname: string, allowList: PathAllowList): boolean {
  return isAllowedPath(allowList, pathname);
}

/** Spec section 2: the applicants page is normalised to its pagemode=1 form (other parameters kept). */
function normalise(pathname: string, query: URLSearchParams): string {
  const params = new URLSearchParams(query);
  if (pathname === paths.applicantTrackingApplicants.path) params.set('pagemode', '1');
  const search = params.toString();
  return search === '' ? pathname : `${pathname}?${search}`;
}

/**
 * The legacy URL a message carries → the portal path + query, or null when it is not an allow-listed
 * page of the legacy site (another origin, `javascript:`, `//host`, …).
 */
export function legacyUrlToAppPath(url: string, site: LegacySite, allowList: PathAllowList): string | null {
  const { origin, prefix } = site;
  const target = URL.parse(url, `${origin}${prefix}/`);
  if (!target || target.origin !== origin || target.username !== '' || target.password !== '') return null;
  if (!target.pathname.startsWith(`${prefix}/`)) return null;
  const pathname = target.pathname.slice(prefix.length);
  if (!isLegacyAppPath(pathname, allowList)) return null;
  return normalise(pathname, target.searchParams);
}

/** The local-sites path a legacy route feeds its frame with; null for a path that is not a legacy route. */
export function localSitesPathFor(appPath: string, allowList: PathAllowList): string | null {
  const parsed = URL.parse(appPath, 'http://portal.invalid');
  if (!parsed || parsed.origin !== 'http://portal.invalid' || !isLegacyAppPath(parsed.pathname, allowList)) {
    return null;
  }
  return normalise(parsed.pathname, parsed.searchParams);
}

/** The frame's `src`: the legacy base + the local-sites path (which must be a path, never a URL). */
export function legacyFrameSrc(localSitesPath: string, site: LegacySite): string {
  const { origin, prefix } = site;
  const src = new URL(`${origin}${prefix}/${localSitesPath.replace(/^\/+/, '')}`);
  if (src.origin !== origin) throw new Error('The local-sites path must stay on the legacy site.');
  return src.href;
}
