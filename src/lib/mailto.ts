/** A `mailto:` link with its subject URL-encoded (spaces as %20, which every mail client reads). */
export function mailtoHref(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
