import { DEMO_EMPLOYER_LISTING_URL } from '../src/config/employer-listing.ts';
import { loopbackAlias as appLoopbackAlias } from '../src/config/frame-origins.ts';
import { paths } from '../src/config/paths.ts';

/**
 * The one source of the portal's response headers: security headers and caching rules, computed from
 * the VITE_* settings. `vite preview` sends them (deploy/vite-plugin.ts) and the production nginx config
 * is rendered from them (deploy/nginx.ts), so what the end-to-end tests see is what production sends.
 * Pure functions: no Vite, no Node APIs.
 */

/** The VITE_* settings as `loadEnv` / `process.env` / Docker build args give them. */
export type Settings = Readonly<Record<string, string | undefined>>;

/** oidc-client-ts loads this page in a hidden iframe of the app: the one page the app may frame. */
export const SILENT_REFRESH_PATH = paths.silentRefresh.path;
/** Where browsers POST CSP violation reports unless VITE_CSP_REPORT_URL says otherwise. */
export const DEFAULT_CSP_REPORT_URL = '/csp-reports';
/** The Reporting-Endpoints group the policy's `report-to` names. */
export const CSP_REPORT_GROUP = 'csp';
/** Hashed build output: a changed file gets a new name, so a cached copy never goes stale. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** index.html and the SPA fallback: always revalidated, so a deploy reaches every browser at once. */
export const REVALIDATE_CACHE = 'no-cache';

/**
 * The three kinds of response the app's server gives: hashed build output under /assets/, the
 * silent-renew page, and every other page (index.html, the SPA fallback, any unhashed file).
 */
export type ResponseKind = 'asset' | 'silent-refresh' | 'page';

/** Settings naming pages the portal embeds in frames; each must be another origin than the portal's. */
export const FRAME_SETTINGS = ['VITE_LEGACY_SITE_BASE_URL', 'VITE_OUTREACH_APP_ORIGIN', 'VITE_PAYMENT_ORIGIN'] as const;
/**
 * Settings naming services the portal calls (the OIDC authority is also framed, for the silent renew). The
 * error-reporting DSN's origin is where Sentry's SDK sends its reports; empty (reporting off) adds nothing.
 */
const CONNECT_SETTINGS = [
  'VITE_API_BASE_URL',
  'VITE_GATEWAY_BASE_URL',
  'VITE_OIDC_AUTHORITY',
  'VITE_ERROR_REPORTING_DSN',
] as const;

const ABSOLUTE_URL = /^https?:\/\//i;

function setting(settings: Settings, name: string): string {
  return (settings[name] ?? '').trim();
}

/** The origin of an absolute http(s) URL; undefined for empty values and paths (= the app's own origin). */
export function originOf(value: string | undefined): string | undefined {
  const trimmed = (value ?? '').trim();
  if (!ABSOLUTE_URL.test(trimmed)) return undefined;
  try {
    return new URL(trimmed).origin;
  } catch {
    return undefined;
  }
}

/**
 * The loopback alias of an origin (127.0.0.1 ↔ localhost, same scheme and port): the app's own rule
 * (src/config/frame-origins.ts), so the policy names the origin the app frames. Undefined for other hosts.
 */
export function loopbackAlias(origin: string | undefined): string | undefined {
  return origin ? (appLoopbackAlias(origin) ?? undefined) : undefined;
}

/**
 * The origins the portal frames: each frame setting's origin when it is an absolute URL; when it is
 * empty, the app at run time frames the loopback alias of its own origin (the demo's cross-origin
 * stand-ins), so that alias; a path means the app's own origin, which 'self' covers.
 */
export function frameOrigins(settings: Settings, appOrigin?: string): string[] {
  return FRAME_SETTINGS.flatMap((name) => {
    const value = setting(settings, name);
    const origin = value === '' ? loopbackAlias(appOrigin) : originOf(value);
    return origin ? [origin] : [];
  });
}

/** Where CSP reports go: VITE_CSP_REPORT_URL, a path on the app's origin or an absolute URL. */
export function cspReportUrl(settings: Settings): string {
  return setting(settings, 'VITE_CSP_REPORT_URL') || DEFAULT_CSP_REPORT_URL;
}

/** The report path the app's own server answers (204), or undefined when reports go elsewhere. */
export function cspReportPath(settings: Settings): string | undefined {
  const url = cspReportUrl(settings);
  return url.startsWith('/') ? new URL(url, 'http://app.invalid').pathname : undefined;
}

export function responseKind(pathname: string): ResponseKind {
  if (pathname === SILENT_REFRESH_PATH) return 'silent-refresh';
  if (pathname.startsWith('/assets/')) return 'asset';
  return 'page';
}

/** Source maps stay on the build machine (`sourcemap: 'hidden'`): the server answers 404. */
export function isSourceMap(pathname: string): boolean {
  return /\.map$/i.test(pathname);
}

export interface PolicyOptions {
  /** The origin the portal is served on; needed to frame the loopback alias when frame settings are empty. */
  appOrigin?: string | undefined;
  /** Which response; only the silent-renew page may be framed (by the app itself). */
  kind?: ResponseKind;
}

const unique = (values: (string | undefined)[]): string =>
  [...new Set(values.filter((value): value is string => Boolean(value)))].join(' ');

/**
 * The Content-Security-Policy header (docs/architecture.md). No 'unsafe-inline' or 'unsafe-eval' for scripts (the form
 * validators are precompiled, docs/forms.md); 'unsafe-inline' styles because emotion (Chakra) injects
 * <style> tags. Workers may also come from blob: URLs: the .xlsx worker runs under this policy (a
 * worker takes the policy of its script's response) and its zip library starts helpers from blob:.
 */
export function contentSecurityPolicy(settings: Settings, { appOrigin, kind = 'page' }: PolicyOptions = {}): string {
  const oidc = originOf(setting(settings, 'VITE_OIDC_AUTHORITY'));
  const report = cspReportUrl(settings);
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${unique(["'self'", ...CONNECT_SETTINGS.map((name) => originOf(setting(settings, name)))])}`,
    // The OIDC authority is framed too: oidc-client-ts renews silently by loading its authorize
    // endpoint in a hidden iframe, which then redirects to /silent-refresh.
    `frame-src ${unique(["'self'", ...frameOrigins(settings, appOrigin), oidc])}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${unique(["'self'", oidc])}`,
    `frame-ancestors ${kind === 'silent-refresh' ? "'self'" : "'none'"}`,
    // report-uri for browsers without the Reporting API (Firefox); the others use report-to only.
    `report-uri ${report}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ].join('; ');
}

/**
 * Powerful features the portal never uses are off for it and every frame; clipboard writes stay for
 * the portal's own copy buttons, and payment only for the embedded payment page's origin.
 */
export function permissionsPolicy(settings: Settings, appOrigin?: string): string {
  const value = setting(settings, 'VITE_PAYMENT_ORIGIN');
  const payment = value === '' ? loopbackAlias(appOrigin) : value.startsWith('/') ? 'self' : originOf(value);
  const paymentAllow = payment === 'self' ? 'self' : payment ? `"${payment}"` : '';
  return [
    'accelerometer=()',
    'autoplay=()',
    'camera=()',
    'clipboard-read=()',
    'clipboard-write=(self)',
    'display-capture=()',
    'encrypted-media=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'idle-detection=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=(${paymentAllow})`,
    'screen-wake-lock=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', ');
}

/** The headers that do not depend on the response kind and hold on a plain-http dev server too. */
function commonHeaders(settings: Settings, appOrigin: string | undefined): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(settings, appOrigin),
    // Sign-in is a full-page redirect and the silent renew an iframe, so no popup needs its opener.
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The headers every response carries (errors included), CSP and reporting endpoint among them. */
export function securityHeaders(settings: Settings, options: PolicyOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, options),
    'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${cspReportUrl(settings)}"`,
    ...commonHeaders(settings, options.appOrigin),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  };
}

/**
 * The headers the Vite dev server sends: no CSP (Vite's HMR client and React Refresh preamble are
 * inline scripts), no HSTS (plain http on loopback) and no caching rules (Vite manages its own).
 */
export function devServerHeaders(settings: Settings, appOrigin?: string): Record<string, string> {
  return commonHeaders(settings, appOrigin);
}

/** The caching rule of a successful response. */
export function cacheControl(kind: ResponseKind): string {
  return kind === 'asset' ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/** Everything a successful response of this kind carries: security headers plus its caching rule. */
export function responseHeaders(
  settings: Settings,
  options: PolicyOptions & { kind: ResponseKind },
): Record<string, string> {
  return { ...securityHeaders(settings, options), 'Cache-Control': cacheControl(options.kind) };
}

/**
 * The production build's guard: every framed page must come from another origin than the portal's
 * (a same-origin frame could script the portal and read its session), so a frame setting may not be a
 * path (the app's own origin) or have VITE_APP_ORIGIN's origin. Empty is allowed for `vite build` (the
 * demo frames the loopback alias of the app's origin) but not for a deployment (`deployment: true`, the
 * Docker build): off loopback, empty would frame the portal's own origin. A deployment must also name
 * its OpenID Connect provider by absolute URL, and its public employer listing (the demo's default is a
 * `.test` address: every employer badge would link nowhere). One message per problem, naming the setting.
 */
export function frameSettingErrors(settings: Settings, { deployment = false } = {}): string[] {
  const errors: string[] = [];
  const app = setting(settings, 'VITE_APP_ORIGIN');
  const appOrigin = originOf(app);
  if (app !== '' && !appOrigin) {
    errors.push(`VITE_APP_ORIGIN=${app} is not an absolute http(s) URL (e.g. https://portal.example.com).`);
  } else if (app === '' && deployment) {
    errors.push('VITE_APP_ORIGIN is required: the public origin of the portal (e.g. https://portal.example.com).');
  }
  // The image serves no provider: the default (`/oidc`, the demo's) would send every sign-in to a 404.
  const authority = setting(settings, 'VITE_OIDC_AUTHORITY');
  if (deployment && !originOf(authority)) {
    errors.push(
      `VITE_OIDC_AUTHORITY=${authority || '/oidc (the default)'} is not an absolute http(s) URL: a deployment must ` +
        'name its OpenID Connect provider (e.g. https://login.example.com/realms/employers); the demo provider ' +
        'is served only by `npm start` / `npm run preview`.',
    );
  }
  const listing = setting(settings, 'VITE_EMPLOYER_LISTING_URL');
  if (deployment && (listing === '' || listing === DEMO_EMPLOYER_LISTING_URL)) {
    errors.push(
      `VITE_EMPLOYER_LISTING_URL=${listing || `${DEMO_EMPLOYER_LISTING_URL} (the default)`} is the demo's listing: ` +
        'a deployment must name the public employer listing its badges link to (e.g. ' +
        'https://www.example.com/employers/{companyId}).',
    );
  }
  for (const name of FRAME_SETTINGS) {
    const value = setting(settings, name);
    if (value === '') {
      if (deployment) {
        errors.push(
          `${name} is empty: a deployment must name the origin of the embedded page (empty is the demo's ` +
            'loopback stand-in, which only `npm start` / `npm run preview` serve).',
        );
      }
      continue;
    }
    if (value.startsWith('/')) {
      const demo = deployment ? '' : ', or leave it empty for the demo, which frames the loopback alias';
      errors.push(
        `${name}=${value} is a path on the portal's own origin: a production build must frame it from another ` +
          `origin (an absolute URL)${demo}.`,
      );
      continue;
    }
    const origin = originOf(value);
    if (!origin) {
      errors.push(`${name}=${value} is not an absolute http(s) URL.`);
    } else if (origin === appOrigin) {
      errors.push(
        `${name}=${value} has the portal's own origin (VITE_APP_ORIGIN=${app}): the framed page must come ` +
          'from another origin, or a page in the frame could script the portal.',
      );
    }
  }
  return errors;
}

/** Throws one error listing every problem of frameSettingErrors. */
export function assertFrameSettings(settings: Settings, options: { deployment?: boolean } = {}): void {
  const errors = frameSettingErrors(settings, options);
  if (errors.length > 0) {
    const what = options.deployment ? 'Deployment' : 'Production build';
    throw new Error(`${what} refused, settings:\n  - ${errors.join('\n  - ')}`);
  }
}
