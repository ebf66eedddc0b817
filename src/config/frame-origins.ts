// Pure: deploy/headers.ts imports it too, where no import.meta.env exists. The demo's stand-ins follow
// these rules (mocks/stand-ins/origins.ts).

/** Where the legacy site's pages live below its origin when VITE_LEGACY_SITE_BASE_URL is empty (the demo). */
export const DEMO_LEGACY_BASE_PATH = '/legacy';

const LOOPBACK_ALIASES: Readonly<Record<string, string>> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** An origin on 127.0.0.1 or localhost: browsers treat both as potentially trustworthy, even over http. */
export function isLoopbackOrigin(origin: string): boolean {
  const url = parse(origin);
  // Own keys only: `in` would also accept inherited names such as `constructor`.
  return url !== null && Object.hasOwn(LOOPBACK_ALIASES, url.hostname);
}

/** The same scheme and port under the other loopback name (127.0.0.1 ↔ localhost): another origin. */
export function loopbackAlias(origin: string): string | null {
  const url = parse(origin);
  const other = url && Object.hasOwn(LOOPBACK_ALIASES, url.hostname) ? LOOPBACK_ALIASES[url.hostname] : undefined;
  if (!url || other === undefined) return null;
  url.hostname = other;
  return url.origin;
}

/** https, or http on a loopback origin (the demo): the payment frame's and the QLogin link's rule (spec section 7). */
export function isSecureOrLoopback(address: URL): boolean {
  return address.protocol === 'https:' || (address.protocol === 'http:' && isLoopbackOrigin(address.origin));
}

export interface FrameOrigin {
  origin: string;
  /** No setting and no loopback address: the frame shares the app's origin, so its sandbox drops allow-same-origin. */
  sameOriginFallback: boolean;
}

/**
 * The origin a frame setting names; empty means the demo's stand-in under the app's loopback alias, so
 * the frame stays cross-origin. A deployment must configure it (the deploy build refuses an empty one).
 */
export function frameOrigin(setting: string, appOrigin: string): FrameOrigin {
  if (setting !== '') return { origin: new URL(setting, appOrigin).origin, sameOriginFallback: false };
  const alias = loopbackAlias(appOrigin);
  return alias === null
    ? { origin: new URL(appOrigin).origin, sameOriginFallback: true }
    : { origin: alias, sameOriginFallback: false };
}

export interface LegacySiteBase extends FrameOrigin {
  /** The base path without a trailing slash: '' for a site at the root, '/legacy' for the demo. */
  prefix: string;
}

/** The legacy site's origin and base path; empty = `/legacy` below the frame origin of an empty setting. */
export function legacySiteBase(setting: string, appOrigin: string): LegacySiteBase {
  if (setting === '') return { ...frameOrigin('', appOrigin), prefix: DEMO_LEGACY_BASE_PATH };
  const base = new URL(setting, appOrigin);
  return { origin: base.origin, prefix: base.pathname.replace(/\/+$/, ''), sameOriginFallback: false };
}

export type FrameSetting = 'VITE_LEGACY_SITE_BASE_URL' | 'VITE_OUTREACH_APP_ORIGIN' | 'VITE_PAYMENT_ORIGIN';

const reported = new Set<FrameSetting>();

/** Says once per setting that a frame runs on the app's own origin, with a sandbox that cripples it. */
export function reportSameOriginFallback(setting: FrameSetting): void {
  if (reported.has(setting)) return;
  reported.add(setting);
  console.error(
    `${setting} is empty and the portal is not on a loopback address: the frame loads from the portal's own ` +
      'origin, sandboxed without allow-same-origin. Configure the origin of the embedded site.',
  );
}
