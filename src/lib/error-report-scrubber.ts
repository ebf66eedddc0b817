import type { Breadcrumb, Event } from '@sentry/browser';
import { redact } from './api-errors';

/*
 * What may leave the browser in an error report (docs/decisions/0065-error-reporting-sentry.md). Pure
 * functions: the reporter (error-reporting-sentry.ts) runs every event through `scrubEvent` as its
 * `beforeSend`, and drops every breadcrumb.
 */

/** Query parameters and fragments after an address or a path: they carry `code`, `state` and tokens. */
const URL_TAIL = /((?:[a-z][\w+.-]*:\/\/|\/)[^\s?#"'<>()]*)[?#][^\s"'<>()]*/gi;
/** A credential-like `name=value` anywhere in a text (a query string quoted without its address). */
const SECRET_PARAM =
  /\b(code|state|session_state|nonce|[\w-]*token|password|secret|api[_-]?key|client_secret)=[^\s&#"'<>()]*/gi;
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)+/gi;
/** Keys whose values are never sent, whatever they hold. */
const SECRET_KEY =
  /^(authorization|proxy-authorization|cookies?|set-cookie|headers|body|data|query_string|password|secret|[\w-]*token|email|user|username|given_name|family_name|preferred_username)$/i;

/** The claims of an ID token that name the person signed in. */
const PERSONAL_CLAIMS = ['name', 'given_name', 'family_name', 'middle_name', 'nickname', 'preferred_username', 'email'];

/** The signed-in person's name and email (from their ID token's claims), to be cut from every report. */
export function personalValues(claims: Readonly<Record<string, unknown>> | undefined): string[] {
  return PERSONAL_CLAIMS.flatMap((claim) => {
    const value = claims?.[claim];
    // A one- or two-letter name would cut unrelated text; the email rule covers those addresses anyway.
    return typeof value === 'string' && value.trim().length > 2 ? [value.trim()] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text without tokens, emails, the listed personal values, or the query strings and fragments of addresses. */
export function scrubText(text: string, personal: readonly string[] = []): string {
  let scrubbed = redact(text)
    .replace(URL_TAIL, '$1')
    .replace(SECRET_PARAM, '$1=[redacted]')
    .replace(EMAIL, '[redacted-email]');
  for (const value of personal) {
    scrubbed = scrubbed.replace(new RegExp(escapeRegExp(value), 'gi'), '[redacted-name]');
  }
  return scrubbed;
}

function scrubValue(value: unknown, personal: readonly string[], depth: number): unknown {
  if (typeof value === 'string') return scrubText(value, personal);
  if (typeof value !== 'object' || value === null) return value;
  // Deeper than Sentry's own normalisation goes: nothing of use is left there.
  if (depth > 12) return '[dropped]';
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, personal, depth + 1));
  const scrubbed: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) scrubbed[scrubText(key, personal)] = scrubValue(item, personal, depth + 1);
  }
  return scrubbed;
}

/**
 * The event as it may be sent: no user, no request headers, cookies, body or query string, no breadcrumbs,
 * and every text (messages, stack frames' addresses, tags, contexts, extras) through `scrubText`.
 */
export function scrubEvent<T extends Event>(event: T, personal: readonly string[] = []): T {
  const { user: _user, breadcrumbs: _breadcrumbs, request, ...rest } = event;
  const scrubbed = scrubValue(rest, personal, 0) as T;
  if (request?.url) scrubbed.request = { url: scrubText(request.url, personal) };
  return scrubbed;
}

/** Breadcrumbs are off: console lines, clicked texts and fetched addresses hold personal data and tokens. */
export function scrubBreadcrumb(_breadcrumb: Breadcrumb): null {
  return null;
}
