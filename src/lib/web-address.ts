/**
 * Whether an address from the API may be opened (in this tab or a new window): http or https only, so a
 * `javascript:` or other scheme in an answer never runs. Relative addresses resolve against the portal.
 */
export function isWebAddress(link: string): boolean {
  try {
    const { protocol } = new URL(link, window.location.origin);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
