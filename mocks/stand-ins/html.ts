import { cspHash, escapeHtml } from '../lib/html';
import { loopbackAlias } from './origins';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem 1.5rem;color:#1a202c;line-height:1.5}
button,a{font:inherit}button{margin:0.25rem 0.5rem 0.25rem 0;padding:0.4rem 0.8rem;cursor:pointer}
table{border-collapse:collapse}th,td{border:1px solid #cbd5e0;padding:0.25rem 0.75rem;text-align:left}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:0.5rem}`;

/**
 * The browser-side start of every stand-in script: the portal that embeds the stand-in is served by the
 * same demo server under the other loopback name (./origins.ts, the demo default of the
 * frame settings), so the stand-in trusts and posts to that origin only. On any other host (no demo
 * default applies) the portal falls back to this very origin. `location.origin` is the URL's origin, so
 * it names the server even inside a sandbox without allow-same-origin.
 */
export const PORTAL_ORIGIN_SCRIPT = `const portal = (() => {
    const aliases = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };
    const url = new URL(location.origin);
    if (!Object.hasOwn(aliases, url.hostname)) return url.origin;
    url.hostname = aliases[url.hostname];
    return url.origin;
  })();`;

/**
 * Who may frame a stand-in: the portal under either loopback name of the server's port (the demo
 * server builds its URLs from the address it listens on, whatever Host the browser asked for).
 */
export function portalAncestors(url: URL): string {
  const alias = loopbackAlias(url.origin);
  return alias === null ? "'self'" : [url.origin, alias].sort().join(' ');
}

export interface StandInPage {
  title: string;
  /** The page's body, already escaped. */
  body: string;
  /** One static inline script (data reaches it through the DOM, so its hash is fixed). */
  script: string;
  /** Where forms may submit; none unless the page has a form. */
  formAction?: string;
  /** Who may frame the page (`portalAncestors`). */
  frameAncestors: string;
}

/**
 * The CSP allows exactly the page's one inline script and one style block (by hash), nothing from the
 * network, and framing only by the portal that embeds the stand-ins.
 */
export function contentSecurityPolicy(script: string, frameAncestors: string, formAction = "'none'"): string {
  return [
    "default-src 'none'",
    `script-src ${cspHash(script)}`,
    `style-src ${cspHash(STYLE)}`,
    `form-action ${formAction}`,
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'none'",
  ].join('; ');
}

export function htmlResponse({ title, body, script, formAction, frameAncestors }: StandInPage, status = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body}
<script>${script}</script>
</body>
</html>
`;
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': contentSecurityPolicy(script, frameAncestors, formAction),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
