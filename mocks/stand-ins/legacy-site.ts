import { escapeHtml } from '../lib/html';
import { htmlResponse, PORTAL_ORIGIN_SCRIPT, portalAncestors } from './html';
import { LEGACY_PREFIX } from './origins';

/** Posts only to the portal: the loopback alias of the stand-in's own origin (`PORTAL_ORIGIN_SCRIPT`). */
export const LEGACY_SCRIPT = `(() => {
  ${PORTAL_ORIGIN_SCRIPT}
  const post = (message) => { if (window.parent !== window) window.parent.postMessage(message, portal); };
  const report = () => post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
  window.addEventListener('load', report);
  new ResizeObserver(report).observe(document.body);
  for (const button of document.querySelectorAll('button[data-navigate]')) {
    button.addEventListener('click', () => post({ type: 'navigate', url: new URL(button.dataset.navigate, location.href).href }));
  }
})();`;

/** Legacy pages the generic page offers to go to (the applicants one shows the pagemode=1 normalisation). */
const NAVIGATION_TARGETS = [
  { label: 'Open applicants', url: `${LEGACY_PREFIX}/applicant-tracking/applicants?pagemode=3&sort=name` },
  { label: 'Open active jobs', url: `${LEGACY_PREFIX}/jobs/active-jobs` },
  { label: 'Open the reports', url: `${LEGACY_PREFIX}/reports/reports-all` },
  { label: 'Send an outside address', url: 'https://outside.example/phish' },
] as const;

function queryList(query: URLSearchParams): string {
  const entries = [...query.entries()];
  if (entries.length === 0) return '<p>Query: none</p>';
  const items = entries.map(([name, value]) => `<li>${escapeHtml(name)} = ${escapeHtml(value)}</li>`).join('');
  return `<h2>Query</h2><ul aria-label="Query">${items}</ul>`;
}

const navigationButtons = () =>
  `<h2>Go elsewhere</h2><p>${NAVIGATION_TARGETS.map(
    ({ label, url }) => `<button type="button" data-navigate="${escapeHtml(url)}">${escapeHtml(label)}</button>`,
  ).join('')}</p>`;

/** A same-origin path to show as a link; anything else only as text. */
const isLocalPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

function quickLoginPage(query: URLSearchParams, frameAncestors: string): Response {
  const returnUrl = query.get('returnUrl') ?? '';
  const link = isLocalPath(returnUrl) ? `<p><a href="${escapeHtml(returnUrl)}">Continue</a></p>` : '';
  return htmlResponse({
    title: 'Signed in to the original portal',
    script: LEGACY_SCRIPT,
    frameAncestors,
    body: `<main>
<h1>Signed in to the original portal</h1>
<p>Return URL: <span data-testid="return-url">${escapeHtml(returnUrl || 'none')}</span></p>
<p>Company: ${escapeHtml(query.get('companyId') ?? 'none')}; embedded: ${escapeHtml(query.get('embedded') ?? 'false')}</p>
${link}
</main>`,
  });
}

const INVOICES = [
  { number: 'INV-1001', date: '2026-09-01', amount: '$1,200.00', status: 'Paid' },
  { number: 'INV-1002', date: '2026-10-01', amount: '$1,200.00', status: 'Paid' },
  { number: 'INV-1003', date: '2026-11-01', amount: '$1,200.00', status: 'Due' },
];

function paymentPage(query: URLSearchParams, frameAncestors: string): Response {
  const paid = query.get('paid') === '1';
  const rows = INVOICES.map(
    (invoice) =>
      `<tr><td>${invoice.number}</td><td>${invoice.date}</td><td>${invoice.amount}</td><td>${paid ? 'Paid' : invoice.status}</td></tr>`,
  ).join('');
  const hidden = ['customerId', 'companyId']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
    .join('');
  return htmlResponse({
    title: 'Past invoices and payment',
    script: LEGACY_SCRIPT,
    frameAncestors,
    formAction: "'self'",
    body: `<main>
<h1>Past invoices and payment</h1>
<p>Customer: ${escapeHtml(query.get('customerId') ?? 'none')}; company: ${escapeHtml(query.get('companyId') ?? 'none')}</p>
<table><caption>Invoices</caption><thead><tr><th scope="col">Invoice</th><th scope="col">Date</th><th scope="col">Amount</th><th scope="col">Status</th></tr></thead><tbody>${rows}</tbody></table>
${paid ? '<p role="status">Payment received (demo)</p>' : `<form method="get" action="${LEGACY_PREFIX}/payment">${hidden}<input type="hidden" name="paid" value="1"><button type="submit">Pay now</button></form>`}
</main>`,
  });
}

function genericPage(path: string, query: URLSearchParams, frameAncestors: string): Response {
  return htmlResponse({
    title: `Original portal: ${path}`,
    script: LEGACY_SCRIPT,
    frameAncestors,
    body: `<main>
<h1>Original portal page</h1>
<p>Path: <span data-testid="legacy-path">${escapeHtml(path)}</span></p>
${queryList(query)}
${navigationButtons()}
</main>`,
  });
}

/** `GET /legacy/*`: a small page standing in for each page of the legacy site. */
export function legacySitePage(url: URL): Response {
  const path = url.pathname.slice(LEGACY_PREFIX.length) || '/';
  const ancestors = portalAncestors(url);
  if (path === '/qlogin') return quickLoginPage(url.searchParams, ancestors);
  if (path === '/payment') return paymentPage(url.searchParams, ancestors);
  return genericPage(path, url.searchParams, ancestors);
}
