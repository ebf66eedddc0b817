import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The demo backend's one secret for hashed calendar ids and signed document addresses. It is a
 * constant on purpose: a calendar app subscribed to a feed keeps working across restarts and reseeds.
 */
const DEMO_SECRET = 'employer-portal-demo-content-secret';

/** HMAC-SHA256 of the value, base64url (43 characters of [A-Za-z0-9_-]). */
export function sign(value: string): string {
  return createHmac('sha256', DEMO_SECRET).update(value).digest('base64url');
}

/** Whether the signature is the one `sign(value)` gives, compared in constant time. */
export function verifySignature(value: string, signature: string): boolean {
  const expected = Buffer.from(sign(value));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
