import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';

/**
 * Signs a demo account in at the demo backend's OpenID provider the way the SPA does: authorization
 * code + PKCE for the public client, over plain HTTP, posting the provider's sign-in form like a
 * browser would. Used by tests and by the contract check's `--demo-user`.
 */
export interface DemoSignInOptions {
  /** The demo backend's base URL, e.g. http://127.0.0.1:4010 (the provider is at `${baseUrl}/oidc`). */
  baseUrl: string;
  email: string;
  password?: string;
  clientId?: string;
  redirectUri?: string;
  scope?: string;
}

export interface DemoSignInResult {
  accessToken: string;
  idToken: string;
  refreshToken?: string;
  userId: number;
}

interface DiscoveryDocument {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
}

interface TokenResponse {
  access_token?: string;
  id_token?: string;
  refresh_token?: string;
  error?: string;
  error_description?: string;
}

const DEFAULT_SCOPE = 'openid profile email offline_access api';
const MAX_REDIRECTS = 10;

interface StoredCookie {
  value: string;
  path: string;
}

/** Just enough of a cookie jar for one host: names, values and paths; expired cookies are dropped. */
class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator);
      const value = pair.slice(separator + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attributeValue = ''] = attribute.split('=');
        const lower = key.toLowerCase();
        if (lower === 'path' && attributeValue.startsWith('/')) path = attributeValue;
        if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
        if (lower === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
      }
      const key = `${path} ${name}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: URL): string | undefined {
    const pairs = [...this.cookies.entries()]
      .filter(
        ([, cookie]) =>
          url.pathname === cookie.path ||
          url.pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`),
      )
      .map(([key, cookie]) => `${key.slice(key.indexOf(' ') + 1)}=${cookie.value}`);
    return pairs.length > 0 ? pairs.join('; ') : undefined;
  }
}

function base64Url(bytes: Buffer): string {
  return bytes.toString('base64url');
}

async function send(jar: CookieJar, url: URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set('Cookie', cookie);
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

function decodeEntities(value: string): string {
  return value
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

/** The sign-in form's action, read from the page as a browser would find it. */
function formAction(html: string, pageUrl: URL): URL {
  const form = /<form\b[^>]*>/i.exec(html)?.[0];
  if (!form || !/name="email"/i.test(html) || !/name="password"/i.test(html)) {
    throw new Error(`The demo provider did not show its sign-in form at ${pageUrl.pathname}.`);
  }
  const action = /\baction="([^"]*)"/i.exec(form)?.[1];
  return new URL(action === undefined ? pageUrl.href : decodeEntities(action), pageUrl);
}

function alertText(html: string): string | undefined {
  const match = /<[^>]+role="alert"[^>]*>([\s\S]*?)<\//i.exec(html);
  return match?.[1] ? decodeEntities(match[1].replace(/<[^>]+>/g, '').trim()) : undefined;
}

export async function signInWithDemoProvider({
  baseUrl,
  email,
  password = 'demo',
  clientId = 'employer-portal',
  redirectUri = `${baseUrl}/auth-callback`,
  scope = DEFAULT_SCOPE,
}: DemoSignInOptions): Promise<DemoSignInResult> {
  const base = baseUrl.replace(/\/+$/, '');
  const jar = new CookieJar();

  const discoveryResponse = await fetch(`${base}/oidc/.well-known/openid-configuration`);
  if (!discoveryResponse.ok)
    throw new Error(`OpenID discovery failed at ${base}/oidc: HTTP ${discoveryResponse.status}`);
  const discovery = (await discoveryResponse.json()) as DiscoveryDocument;

  const verifier = base64Url(randomBytes(32));
  const challenge = base64Url(createHash('sha256').update(verifier).digest());
  const state = base64Url(randomBytes(16));
  const nonce = base64Url(randomBytes(16));

  const authorize = new URL(discovery.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    nonce,
  }).toString();

  let url = authorize;
  let init: RequestInit = {};
  let signedIn = false;
  let callback: URL | undefined;
  for (let hop = 0; hop <= MAX_REDIRECTS && !callback; hop += 1) {
    const response = await send(jar, url, init);
    init = {};
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectUri)) callback = next;
      else url = next;
      await response.body?.cancel();
      continue;
    }
    const html = await response.text();
    if (response.status !== 200 || signedIn) {
      const reason = alertText(html) ?? `HTTP ${response.status} at ${url.pathname}`;
      throw new Error(`Demo sign-in failed for ${email}: ${reason}`);
    }
    signedIn = true;
    url = formAction(html, url);
    init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    };
  }
  if (!callback) throw new Error(`Demo sign-in for ${email} did not return to ${redirectUri}.`);

  const error = callback.searchParams.get('error');
  if (error)
    throw new Error(
      `Demo sign-in failed for ${email}: ${error} ${callback.searchParams.get('error_description') ?? ''}`.trim(),
    );
  if (callback.searchParams.get('state') !== state) throw new Error('Demo sign-in returned a different state.');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error('Demo sign-in returned no authorization code.');

  const tokenResponse = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  const tokens = (await tokenResponse.json()) as TokenResponse;
  if (!tokenResponse.ok || !tokens.access_token || !tokens.id_token) {
    throw new Error(
      `Token request failed: ${tokens.error ?? tokenResponse.status} ${tokens.error_description ?? ''}`.trim(),
    );
  }

  const claims = decodeJwt(tokens.id_token);
  if (claims.nonce !== nonce) throw new Error('The ID token carries a different nonce.');
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId)) throw new Error(`The ID token subject is not a user id: ${String(claims.sub)}`);

  return {
    accessToken: tokens.access_token,
    idToken: tokens.id_token,
    ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    userId,
  };
}
