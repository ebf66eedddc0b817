import * as z from 'zod/mini';
import { DEMO_EMPLOYER_LISTING_URL, isEmployerListingTemplate } from './employer-listing.ts';
import './zod-config.ts';

/*
 * The schema of the VITE_* settings (.env.example); vite.config.ts parses them at build time and injects
 * the result (env.ts), so a bad setting fails the build and the bundle carries no schema.
 */

/** A base URL: empty means the app's own origin (where the demo backend answers). */
const baseUrl = z._default(
  z.string().check(
    z.regex(/^(|https?:\/\/[^\s]+|\/[^\s]*)$/),
    z.refine((value) => !/^https?:/.test(value) || URL.canParse(value)),
  ),
  '',
);
const positiveInt = (fallback: number) =>
  z.pipe(
    z._default(z.string(), String(fallback)),
    z.transform((value) => Number(value)),
  );

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A Sentry DSN or empty (off); https only but for a local collector. The public key is meant to be public. */
export function isErrorReportingDsn(value: string): boolean {
  if (value === '') return true;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
  return (
    secure && url.username !== '' && url.password === '' && /\/\d+$/.test(url.pathname) && !url.search && !url.hash
  );
}

const settings = z.object({
  VITE_API_BASE_URL: baseUrl,
  VITE_GATEWAY_BASE_URL: baseUrl,
  VITE_OIDC_AUTHORITY: z._default(z.string().check(z.minLength(1)), '/oidc'),
  VITE_OIDC_CLIENT_ID: z._default(z.string().check(z.minLength(1)), 'employer-portal'),
  VITE_PRODUCT_NAME: z._default(z.string().check(z.minLength(1)), 'Employer Portal'),
  // Frame settings (src/config/frame-origins.ts): empty = the demo's stand-in under the app's loopback
  // alias (127.0.0.1 ↔ localhost, same port), so the frame is cross-origin even in the demo.
  /** Origin of the embedded outreach app. */
  VITE_OUTREACH_APP_ORIGIN: baseUrl,
  /** Base URL of the legacy site whose pages are embedded; empty = `/legacy` below the loopback alias. */
  VITE_LEGACY_SITE_BASE_URL: baseUrl,
  /** Origin of the embedded payment page; the payment frame loads nothing from anywhere else. */
  VITE_PAYMENT_ORIGIN: baseUrl,
  VITE_DEFAULT_RENEWAL_MAILBOX: z._default(z.email(), 'renewals@employer-portal.test'),
  /** Customer support: the contact page's mail button and the add-user failure message. */
  VITE_SUPPORT_EMAIL: z._default(z.email(), 'support@employer-portal.test'),
  /** Where Webinars opens (a new tab): an absolute address; empty = the legacy site's /resources/webinars page. */
  VITE_WEBINARS_URL: z._default(
    z.string().check(
      z.regex(/^(|https?:\/\/[^\s]+)$/),
      z.refine((value) => value === '' || URL.canParse(value)),
    ),
    '',
  ),
  /** The public employer listing a badge's embed code links to; `{companyId}` becomes the company's id. */
  VITE_EMPLOYER_LISTING_URL: z._default(
    z.string().check(z.refine(isEmployerListingTemplate)),
    DEMO_EMPLOYER_LISTING_URL,
  ),
  /** Inactivity before the countdown dialog (ms). Default: the spec's 1,800,000 ms constant (30 min). */
  VITE_INACTIVITY_TIMEOUT_MS: positiveInt(1_800_000),
  /** Seconds the countdown dialog runs before logging out. Default: the spec's 300 constant (5 min). */
  VITE_INACTIVITY_COUNTDOWN_SECONDS: positiveInt(300),
  /** Where the portal reports its errors (src/lib/error-reporting.ts): a Sentry DSN; empty = off. */
  VITE_ERROR_REPORTING_DSN: z._default(z.string().check(z.refine(isErrorReportingDsn)), ''),
});

export type EnvSettings = z.infer<typeof settings>;

export function parseEnv(source: Record<string, unknown>) {
  const parsed = settings.parse(source);
  for (const key of ['VITE_INACTIVITY_TIMEOUT_MS', 'VITE_INACTIVITY_COUNTDOWN_SECONDS'] as const) {
    if (!Number.isInteger(parsed[key]) || parsed[key] <= 0) throw new Error(`${key} must be a positive integer`);
  }
  return {
    apiBaseUrl: parsed.VITE_API_BASE_URL,
    gatewayBaseUrl: parsed.VITE_GATEWAY_BASE_URL,
    oidcAuthority: parsed.VITE_OIDC_AUTHORITY,
    oidcClientId: parsed.VITE_OIDC_CLIENT_ID,
    productName: parsed.VITE_PRODUCT_NAME,
    outreachAppOrigin: parsed.VITE_OUTREACH_APP_ORIGIN,
    legacySiteBaseUrl: parsed.VITE_LEGACY_SITE_BASE_URL,
    paymentOrigin: parsed.VITE_PAYMENT_ORIGIN,
    defaultRenewalMailbox: parsed.VITE_DEFAULT_RENEWAL_MAILBOX,
    supportEmail: parsed.VITE_SUPPORT_EMAIL,
    webinarsUrl: parsed.VITE_WEBINARS_URL,
    employerListingUrl: parsed.VITE_EMPLOYER_LISTING_URL,
    inactivityTimeoutMs: parsed.VITE_INACTIVITY_TIMEOUT_MS,
    inactivityCountdownSeconds: parsed.VITE_INACTIVITY_COUNTDOWN_SECONDS,
    errorReportingDsn: parsed.VITE_ERROR_REPORTING_DSN,
  } as const;
}

/** The validated settings, as the app reads them (`env` in src/config/env.ts). */
export type Env = ReturnType<typeof parseEnv>;
