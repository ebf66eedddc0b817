import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The demo backend's secret for signed document addresses: 32 random bytes made when the server starts,
 * never written anywhere. A signed address lives minutes (documents.ts), so one made before a restart
 * need not outlive it, and nobody holding the repository can sign one.
 */
const SIGNING_SECRET = randomBytes(32);

/** HMAC-SHA256 of the value, base64url (43 characters of [A-Za-z0-9_-]). */
export function sign(value: string): string {
  return createHmac('sha256', SIGNING_SECRET).update(value).digest('base64url');
}

/** Whether the signature is the one `sign(value)` gives, compared in constant time. */
export function verifySignature(value: string, signature: string): boolean {
  const expected = Buffer.from(sign(value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
