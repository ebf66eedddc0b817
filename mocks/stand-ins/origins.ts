/**
 * Where the demo server puts its stand-ins for the embedded sites. The portal's empty frame settings
 * point at exactly these places (its rule is src/config/frame-origins.ts; the demo backend imports no
 * portal code, so tests/contract/demo-stand-in-origins.test.ts holds the two to the same answers).
 */

/** The path below the stand-in origin where the legacy site's pages (and the payment page) live. */
export const LEGACY_PREFIX = '/legacy';

/** Both names of the loopback interface: browsers treat them as two origins of the same server. */
const LOOPBACK_ALIASES: ReadonlyMap<string, string> = new Map([
  ['127.0.0.1', 'localhost'],
  ['localhost', '127.0.0.1'],
]);

/** An origin on 127.0.0.1 or localhost. */
export function isLoopbackOrigin(origin: string): boolean {
  const url = URL.parse(origin);
  return url !== null && LOOPBACK_ALIASES.has(url.hostname);
}

/** The same scheme and port under the other loopback name (127.0.0.1 ↔ localhost); null for any other host. */
export function loopbackAlias(origin: string): string | null {
  const url = URL.parse(origin);
  const other = url === null ? undefined : LOOPBACK_ALIASES.get(url.hostname);
  if (url === null || other === undefined) return null;
  url.hostname = other;
  return url.origin;
}

/**
 * The origin of an embedded site as the portal frames it: the setting's origin when one is configured;
 * when it is empty, the stand-in under the portal's loopback alias (cross-origin to the portal), or the
 * portal's own origin on any other host.
 */
export function standInOrigin(setting: string, portalOrigin: string): string {
  if (setting !== '') return new URL(setting, portalOrigin).origin;
  return loopbackAlias(portalOrigin) ?? new URL(portalOrigin).origin;
}
