import { isSecureOrLoopback } from '../config/frame-origins';

/**
 * An address from the API resolved against the portal, if it may be opened or fetched: http or https
 * only, so a `javascript:` or other scheme in an answer never runs. Null for anything else.
 */
export function webAddress(link: string, base: string | undefined = globalThis.location?.href): URL | null {
  const address = URL.parse(link, base);
  return address && (address.protocol === 'https:' || address.protocol === 'http:') ? address : null;
}

/** Whether an address from the API may be opened (in this tab or a new window). */
export function isWebAddress(link: string): boolean {
  return webAddress(link) !== null;
}

/**
 * The path (with query and fragment) of `link` when it stays on `origin`: a path such as `/reports/x?y=1`
 * or an absolute http(s) URL of that origin. Null for anything a browser, history or the router could read
 * as another host or scheme: another origin, a protocol-relative `//host`, a backslash, dot segments that
 * collapse into a leading `//` (`/..//evil.com`), a bare relative word, `javascript:` and other schemes.
 */
export function sameOriginPath(link: string, origin: string): string | null {
  if (link.startsWith('//') || link.includes('\\')) return null;
  if (!link.startsWith('/') && !URL.canParse(link)) return null;
  const address = webAddress(link, origin);
  if (!address || address.origin !== origin) return null;
  if (address.pathname.startsWith('//') || address.pathname.includes('\\')) return null;
  return `${address.pathname}${address.search}${address.hash}`;
}

/**
 * A link the portal sends the browser to, with its protocol forced to https in a production build (spec
 * section 7, the QLogin link). http stays on a loopback origin, as for the payment frame: the demo's preview
 * is a production build on 127.0.0.1. Null for a link that is not an http(s) address.
 */
export function httpsInProduction(link: string, production: boolean = import.meta.env.PROD): string | null {
  const address = webAddress(link);
  if (!address) return null;
  if (production && !isSecureOrLoopback(address)) address.protocol = 'https:';
  return address.href;
}
