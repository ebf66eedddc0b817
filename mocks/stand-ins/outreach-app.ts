import { htmlResponse, PORTAL_ORIGIN_SCRIPT, portalAncestors } from './html';

/** Where the demo backend serves the outreach app's stand-in (below the default outreach origin). */
export const OUTREACH_APP_PREFIX = '/outreach-app';

const LINKS = [
  ['Search', '/search'],
  ['Lists', '/lists'],
  ['List 12', '/lists/12'],
  ['Activities', '/activities'],
  ['Community partner 7', '/community-partners/7'],
  ['Contact profile 3', '/contact-profiles/3'],
  ['Back to portal', '/'],
] as const;

/**
 * A tiny single-page app speaking the outreach channel (docs/contract.md, "The outreach app's channel"):
 * it posts `ready` to the portal (the loopback alias of its own origin, `PORTAL_ORIGIN_SCRIPT`), takes the
 * port of the portal's first `channel` answer from that origin and the parent window, and from then on
 * talks over that port only; what it wants to say before the port arrives waits for it. Links change its
 * own history entry and report the new path with url_change (the root path only reports). It never shows
 * the token, and counts the other window messages it gets (the portal sends none).
 */
export const OUTREACH_SCRIPT = `(() => {
  const base = ${JSON.stringify(OUTREACH_APP_PREFIX)};
  ${PORTAL_ORIGIN_SCRIPT}
  let port = null;
  const waiting = [];
  const send = (message) => { if (port) port.postMessage(message); else waiting.push(message); };
  const text = (id, value) => { document.getElementById(id).textContent = value; };
  const show = (path) => text('current-page', path);
  show(location.pathname.slice(base.length) || '/');
  for (const link of document.querySelectorAll('a[data-path]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      const path = link.dataset.path;
      if (path !== '/') { history.pushState(null, '', base + path); show(path); }
      send({ type: 'url_change', url: path });
    });
  }
  document.getElementById('request-token').addEventListener('click', () => {
    text('token-status', 'Waiting for an access token');
    send({ type: 'access_token_request' });
  });
  const fromPortal = (event) => {
    const message = event.data;
    if (typeof message !== 'object' || message === null) return;
    if (message.type === 'selected_company_change') {
      text('company', message.company ? message.company.name + ' (#' + message.company.id + ')' : 'none');
    } else if (message.type === 'user_id') {
      text('user-id', String(message.userId));
    } else if (message.type === 'user_info') {
      text('user-info', message.user.fullName + ' <' + message.user.email + '>');
    } else if (message.type === 'access_token') {
      text('token-status', typeof message.accessToken === 'string' && message.accessToken !== '' ? 'Access token received' : 'No access token received');
    }
  };
  let others = 0;
  window.addEventListener('message', (event) => {
    const offer = event.data;
    const isOffer = event.origin === portal && event.source === window.parent && typeof offer === 'object' &&
      offer !== null && offer.type === 'channel' && event.ports.length === 1;
    if (port || !isOffer) { others += 1; text('window-messages', String(others)); return; }
    port = event.ports[0];
    port.onmessage = fromPortal;
    text('channel', 'open');
    for (const message of waiting.splice(0)) port.postMessage(message);
  });
  if (window.parent !== window) window.parent.postMessage({ type: 'ready' }, portal);
})();`;

/** `GET /outreach-app/*`: the stand-in outreach app (every path serves the same single page). */
export function outreachAppPage(url: URL): Response {
  const links = LINKS.map(
    ([label, path]) =>
      `<li><a href="${path === '/' ? OUTREACH_APP_PREFIX : OUTREACH_APP_PREFIX + path}" data-path="${path}">${label}</a></li>`,
  ).join('');
  return htmlResponse({
    title: 'Outreach app (demo stand-in)',
    script: OUTREACH_SCRIPT,
    frameAncestors: portalAncestors(url),
    body: `<main>
<h1>Outreach app</h1>
<p>Page: <span id="current-page"></span></p>
<nav aria-label="Outreach pages"><ul>${links}</ul></nav>
<h2>From the portal</h2>
<dl>
<dt>Selected company</dt><dd id="company">none yet</dd>
<dt>User id</dt><dd id="user-id">none yet</dd>
<dt>User</dt><dd id="user-info">none yet</dd>
<dt>Channel</dt><dd id="channel">not open</dd>
<dt>Other window messages</dt><dd id="window-messages">0</dd>
</dl>
<h2>Access token</h2>
<button type="button" id="request-token">Request access token</button>
<p id="token-status" role="status" aria-live="polite">No access token requested</p>
</main>`,
  });
}
