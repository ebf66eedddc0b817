import { cspHash, escapeHtml } from '../lib/html';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem 1.5rem;color:#1a202c;line-height:1.5}
button,a{font:inherit}button{margin:0.25rem 0.5rem 0.25rem 0;padding:0.4rem 0.8rem;cursor:pointer}
table{border-collapse:collapse}th,td{border:1px solid #cbd5e0;padding:0.25rem 0.75rem;text-align:left}
nav ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:0.5rem}`;

export interface StandInPage {
  title: string;
  /** The page's body, already escaped. */
  body: string;
  /** One static inline script (data reaches it through the DOM, so its hash is fixed). */
  script: string;
  /** Where forms may submit; none unless the page has a form. */
  formAction?: string;
}

/**
 * The CSP allows exactly the page's one inline script and one style block (by hash), nothing from the
 * network, and framing only by this origin (the portal that embeds the stand-ins).
 */
export function contentSecurityPolicy(script: string, formAction = "'none'"): string {
  return [
    "default-src 'none'",
    `script-src ${cspHash(script)}`,
    `style-src ${cspHash(STYLE)}`,
    `form-action ${formAction}`,
    "frame-ancestors 'self'",
    "base-uri 'none'",
  ].join('; ');
}

export function htmlResponse({ title, body, script, formAction }: StandInPage, status = 200): Response {
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
      'Content-Security-Policy': contentSecurityPolicy(script, formAction),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
