import {
  frameOrigin,
  legacySiteBase,
  reportSameOriginFallback,
  type FrameOrigin,
  type FrameSetting,
  type LegacySiteBase,
} from './frame-origins';
import type { Env } from './env-schema';

/** The VITE_* settings, validated by vite.config.ts (env-schema.ts) and injected, so zod stays out of the bundle. */
declare const __PORTAL_ENV__: Env;

export const env: Env = __PORTAL_ENV__;

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
