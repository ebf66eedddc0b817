import { createHash } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoMiddleware } from '../middleware';
import { PORTAL_ORIGIN_SCRIPT } from './html';
import { LEGACY_SCRIPT } from './legacy-site';
import { OUTREACH_SCRIPT } from './outreach-app';

let server: Server;
let base: string;
/** The same server under the other loopback name: where the portal runs when a stand-in is at `base`. */
let alias: string;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  alias = `http://localhost:${(server.address() as AddressInfo).port}`;
  const middleware = createDemoMiddleware({ origin: base });
  server.on('request', (req, res) => {
    middleware(req, res, () => res.writeHead(418, { 'Content-Type': 'text/plain' }).end('next()'));
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

async function page(path: string) {
  const response = await fetch(`${base}${path}`);
  const html = await response.text();
  const csp = response.headers.get('content-security-policy') ?? '';
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return { response, html, csp, script, style };
}

describe('the legacy site stand-in', () => {
  it('serves any legacy path as an accessible HTML page naming the path and its query', async () => {
    const { response, html } = await page('/legacy/jobs/active-jobs?page=2&sort=title');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Original portal: /jobs/active-jobs</title>');
    expect(html).toContain('<h1>Original portal page</h1>');
    expect(html).toContain('/jobs/active-jobs</span>');
    expect(html).toContain('<li>page = 2</li>');
    expect(html).toContain('<li>sort = title</li>');
  });

  it('allows only its own script and style, and framing only by the portal on this server', async () => {
    const { csp, script, style } = await page('/legacy/account/info');
    expect(script).toBe(LEGACY_SCRIPT);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src ${sha256(script)}`);
    expect(csp).toContain(`style-src ${sha256(style)}`);
    expect(csp).toContain(`frame-ancestors ${base} ${alias};`);
    expect(csp).not.toContain('unsafe');
    expect(csp).not.toContain('*');
  });

  it('reports its height and offers navigate messages, posting only to the portal', async () => {
    const { html, script } = await page('/legacy/reports/reports-all');
    expect(script).toContain("type: 'resize'");
    expect(script).toContain("type: 'navigate'");
    expect(script).toContain('postMessage(message, portal)');
    expect(script).not.toContain("'*'");
    expect(html).toContain('data-navigate="/legacy/applicant-tracking/applicants?pagemode=3&amp;sort=name"');
    expect(html).toContain('>Open applicants</button>');
    expect(html).toContain('data-navigate="https://outside.example/phish"');
  });

  it('escapes whatever the path and query carry', async () => {
    const { html } = await page('/legacy/x%3Cscript%3E?%3Cb%3E=%22%3E%3Cimg%3E');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img>');
    expect(html).toContain('&lt;b&gt; = &quot;&gt;&lt;img&gt;');
  });

  it('shows the QLogin landing with its return URL', async () => {
    const { response, html } = await page('/legacy/qlogin?returnUrl=%2Fjobs%2Factive-jobs&companyId=3&embedded=true');
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Signed in to the original portal</h1>');
    expect(html).toContain('<span data-testid="return-url">/jobs/active-jobs</span>');
    expect(html).toContain('<a href="/jobs/active-jobs">Continue</a>');
    const outside = await page('/legacy/qlogin?returnUrl=%2F%2Fevil.com');
    expect(outside.html).not.toContain('href="//evil.com"');
  });

  it('shows the payment stand-in with its invoices and a form allowed by its CSP', async () => {
    const { html, csp } = await page('/legacy/payment?customerId=C-100&companyId=3');
    expect(html).toContain('<h1>Past invoices and payment</h1>');
    expect(html).toContain('Customer: C-100; company: 3');
    expect(html).toContain('<caption>Invoices</caption>');
    expect(html).toContain('>Pay now</button>');
    expect(csp).toContain("form-action 'self'");
    const paid = await page('/legacy/payment?customerId=C-100&companyId=3&paid=1');
    expect(paid.html).toContain('Payment received (demo)');
  });

  it('refuses writes', async () => {
    const response = await fetch(`${base}/legacy/payment`, { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });
});

describe('the outreach app stand-in', () => {
  it('serves every outreach app path as the same accessible single page', async () => {
    for (const path of ['/outreach-app', '/outreach-app/search', '/outreach-app/lists/12']) {
      const { response, html, csp, script, style } = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('<h1>Outreach app</h1>');
      expect(script).toBe(OUTREACH_SCRIPT);
      expect(csp).toContain(`script-src ${sha256(script)}`);
      expect(csp).toContain(`style-src ${sha256(style)}`);
      expect(csp).toContain("form-action 'none'");
      expect(csp).toContain(`frame-ancestors ${base} ${alias};`);
    }
  });

  it('offers the outreach pages and the way back as url_change links', async () => {
    const { html } = await page('/outreach-app/search');
    for (const [label, path] of [
      ['Search', '/search'],
      ['Lists', '/lists'],
      ['List 12', '/lists/12'],
      ['Activities', '/activities'],
      ['Community partner 7', '/community-partners/7'],
      ['Contact profile 3', '/contact-profiles/3'],
      ['Back to portal', '/'],
    ]) {
      expect(html).toContain(`data-path="${path}">${label}</a>`);
    }
    expect(html).toContain('>Request access token</button>');
    expect(html).toContain('role="status"');
  });

  it('speaks the protocol: a handshake with this origin only, then the port, and never prints the token', () => {
    expect(OUTREACH_SCRIPT).toContain("window.parent.postMessage({ type: 'ready' }, portal)");
    expect(OUTREACH_SCRIPT).toContain('event.origin === portal && event.source === window.parent');
    expect(OUTREACH_SCRIPT).toContain("offer.type === 'channel' && event.ports.length === 1");
    expect(OUTREACH_SCRIPT).toContain('port = event.ports[0]');
    for (const type of ['url_change', 'access_token_request']) {
      expect(OUTREACH_SCRIPT).toContain(`send({ type: '${type}'`);
    }
    expect(OUTREACH_SCRIPT).toContain('if (port) port.postMessage(message)');
    for (const type of ['selected_company_change', 'user_id', 'user_info', 'access_token']) {
      expect(OUTREACH_SCRIPT).toContain(`message.type === '${type}'`);
    }
    // Only the handshake goes on the window.
    expect(OUTREACH_SCRIPT.match(/\.parent\.postMessage\(/g)).toHaveLength(1);
    expect(OUTREACH_SCRIPT).not.toContain("'*'");
    expect(OUTREACH_SCRIPT).not.toMatch(/textContent = message\.accessToken|text\('[^']+', message\.accessToken\)/);
  });
});

describe('the portal a stand-in talks to', () => {
  const portalOf = (href: string): unknown =>
    new Function('location', `${PORTAL_ORIGIN_SCRIPT}\nreturn portal;`)(new URL(href));

  it('is the loopback alias of the stand-in origin: the same demo server, another origin', () => {
    expect(portalOf('http://localhost:5173/legacy/jobs/active-jobs')).toBe('http://127.0.0.1:5173');
    expect(portalOf('http://127.0.0.1:4173/outreach-app/search')).toBe('http://localhost:4173');
    expect(portalOf('https://localhost/legacy/payment')).toBe('https://127.0.0.1');
  });

  it('is the stand-in origin itself anywhere else (the portal falls back to its own origin there)', () => {
    expect(portalOf('https://demo.example/legacy/x')).toBe('https://demo.example');
    expect(portalOf('http://constructor:8080/x')).toBe('http://constructor:8080');
  });

  it('is what both scripts trust and post to', () => {
    for (const script of [LEGACY_SCRIPT, OUTREACH_SCRIPT]) {
      expect(script).toContain(PORTAL_ORIGIN_SCRIPT);
      expect(script).not.toMatch(/portal = location\.origin/);
    }
  });

  it('serves the stand-ins on either loopback name (the portal frames them from the other one)', async () => {
    const port = new URL(base).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`]) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        request(`${base}/legacy/jobs/active-jobs`, { headers: { Host: host } }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
          .on('error', reject)
          .end();
      });
      expect(status, host).toBe(200);
    }
  });
});
