import * as z from 'zod/mini';
import {
  frameOrigin,
  legacySiteBase,
  reportSameOriginFallback,
  type FrameOrigin,
  type FrameSetting,
  type LegacySiteBase,
} from './frame-origins';

// zod probes `new Function('')` on its first object parse to pick a faster path; the production
// Content-Security-Policy (no 'unsafe-eval') blocks and reports that probe. The setting is global, so it
// covers the API client's response validation too; it is set here because this is the first parse.
z.config({ jitless: true });

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
  /** Inactivity before the countdown dialog (ms). Default: the spec's 1,800,000 ms constant (30 min). */
  VITE_INACTIVITY_TIMEOUT_MS: positiveInt(1_800_000),
  /** Seconds the countdown dialog runs before logging out. Default: the spec's 300 constant (5 min). */
  VITE_INACTIVITY_COUNTDOWN_SECONDS: positiveInt(300),
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
    inactivityTimeoutMs: parsed.VITE_INACTIVITY_TIMEOUT_MS,
    inactivityCountdownSeconds: parsed.VITE_INACTIVITY_COUNTDOWN_SECONDS,
  } as const;
}

/** Validated runtime configuration (VITE_* settings; see .env.example). */
export const env = parseEnv(import.meta.env);

function configured<T extends FrameOrigin>(setting: FrameSetting, resolved: T): T {
  if (resolved.sameOriginFallback) reportSameOriginFallback(setting);
  return resolved;
}

/** The configured legacy site (VITE_LEGACY_SITE_BASE_URL) for the app at `appOrigin`. */
export const configuredLegacySite = (appOrigin: string): LegacySiteBase =>
  configured('VITE_LEGACY_SITE_BASE_URL', legacySiteBase(env.legacySiteBaseUrl, appOrigin));

/** The configured outreach app origin (VITE_OUTREACH_APP_ORIGIN). */
export const configuredOutreachOrigin = (appOrigin: string): FrameOrigin =>
  configured('VITE_OUTREACH_APP_ORIGIN', frameOrigin(env.outreachAppOrigin, appOrigin));

/** The configured origin of the embedded payment page (VITE_PAYMENT_ORIGIN). */
export const configuredPaymentOrigin = (appOrigin: string): FrameOrigin =>
  configured('VITE_PAYMENT_ORIGIN', frameOrigin(env.paymentOrigin, appOrigin));
