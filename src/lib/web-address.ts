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
