import { createHash, randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInWithDemoProvider } from '../scripts/lib/demo-sign-in';
import { API_AUDIENCE, verifyApiToken } from './auth';
import { db } from './db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './identity';
import { startDemoServer, type DemoServer } from './server';

/** A browser as far as the sign-in needs one: a cookie jar and redirects followed by hand. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows redirects until a page answers, or until one points at `stopAt` (the app). */
  async follow(url: string, init: RequestInit = {}, stopAt?: string): Promise<{ url: string; response: Response }> {
    let current = url;
    let response = await this.request(current, init);
    for (let hop = 0; hop < 10; hop += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) break;
      current = new URL(location, current).href;
      if (stopAt && current.startsWith(stopAt)) break;
      response = await this.request(current);
    }
    return { url: current, response };
  }
}

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(base: string, challenge: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: 'employer-portal',
    redirect_uri: `${base}/auth-callback`,
    response_type: 'code',
    scope: 'openid profile email offline_access api',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: 'state-1',
    ...extra,
  });
  return `${base}/oidc/auth?${params.toString()}`;
}

function formAction(html: string): string {
  const action = /<form[^>]*\baction="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return action;
}

function formBody(fields: Record<string, string>): RequestInit {
  return {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  };
}

let server: DemoServer;
let base: string;

beforeAll(async () => {
  server = await startDemoServer({ port: 0 });
  base = server.url;
});

afterAll(async () => {
  await server.close();
});

describe('the demo OpenID provider', () => {
  it('publishes its discovery document under /oidc with the actual port', async () => {
    const response = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery['issuer']).toBe(`${base}/oidc`);
    expect(discovery['authorization_endpoint']).toBe(`${base}/oidc/auth`);
    expect(discovery['token_endpoint']).toBe(`${base}/oidc/token`);
    expect(discovery['end_session_endpoint']).toBe(`${base}/oidc/session/end`);
    expect(discovery['code_challenge_methods_supported']).toEqual(['S256']);
    expect(discovery['grant_types_supported']).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
  });

  it('publishes a revocation endpoint, unless told to behave as a provider without one', async () => {
    const discovery = (await (await fetch(`${base}/oidc/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery['revocation_endpoint']).toBe(`${base}/oidc/token/revocation`);

    const without = await startDemoServer({ port: 0, revocation: false });
    try {
      const hidden = (await (await fetch(`${without.url}/oidc/.well-known/openid-configuration`)).json()) as Record<
        string,
        unknown
      >;
      expect(hidden).not.toHaveProperty('revocation_endpoint');
      expect(hidden['end_session_endpoint']).toBe(`${without.url}/oidc/session/end`);
    } finally {
      await without.close();
    }
  });

  it('shows an accessible sign-in page with labelled Email and Password fields and a Sign in button', async () => {
    const browser = new Browser();
    const { url, response } = await browser.follow(authorizeUrl(base, pkce().challenge));
    expect(url).toMatch(new RegExp(`^${base}/oidc/interaction/[\\w-]+$`));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();

    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]*Employer Portal<\/title>/);
    expect(html).toMatch(/<h1>Employer Portal<\/h1>/);
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).toContain('owner@demo.test');
    expect(html).toContain(
      '<code>support@demo.test</code>: Stella Support (Administrator, support staff: may impersonate)',
    );
    expect(html).not.toContain('role="alert"');
    expect(html).not.toMatch(/\b(src|href)="https?:/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });

  it('answers a wrong password with the error and keeps the typed email', async () => {
    const browser = new Browser();
    const { url, response } = await browser.follow(authorizeUrl(base, pkce().challenge));
    const action = new URL(formAction(await response.text()), url).href;

    const retry = await browser.request(action, formBody({ email: 'Owner@Demo.test', password: 'wrong' }));
    expect(retry.status).toBe(200);
    const html = await retry.text();
    expect(html).toMatch(/<p [^>]*role="alert"[^>]*>Invalid email or password\.<\/p>/);
    expect(html).toContain('value="Owner@Demo.test"');
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
  });

  it('refuses an email for 15 minutes after 5 failed sign-ins, and no other email', async () => {
    // A seeded user who is not one of the documented demo accounts, which the other tests sign in with.
    const documented = new Set(DEMO_ACCOUNTS.map((account) => account.email));
    const user = db.user.getAll().find((candidate) => !documented.has(candidate.email));
    if (!user) throw new Error('the seed has no undocumented user');
    db.user.update({ where: { id: { equals: user.id } }, data: { password: 'the-right-one' } });
    try {
      const browser = new Browser();
      const { url, response } = await browser.follow(authorizeUrl(base, pkce().challenge));
      const action = new URL(formAction(await response.text()), url).href;
      for (let failure = 1; failure <= 5; failure += 1) {
        const wrong = await browser.request(action, formBody({ email: user.email, password: `wrong-${failure}` }));
        expect(wrong.status, `failure ${failure}`).toBe(200);
        expect(await wrong.text()).toContain('Invalid email or password.');
      }

      const refused = await browser.request(
        action,
        formBody({ email: user.email.toUpperCase(), password: 'the-right-one' }),
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
      const html = await refused.text();
      expect(html).toMatch(
        /<p [^>]*role="alert"[^>]*>Too many failed sign-ins with this email\. Try again in 15 minutes\.<\/p>/,
      );
      expect(html).toMatch(/<button type="submit">Sign in<\/button>/);

      // Another email, a documented demo account, signs in meanwhile.
      const owner = await signInWithDemoProvider({ baseUrl: base, email: 'owner@demo.test' });
      expect(owner.userId).toBe(1);
    } finally {
      db.user.update({ where: { id: { equals: user.id } }, data: { password: user.password } });
    }
  });

  it('signs in with code + PKCE and issues a JWT access token the mock API verifies', async () => {
    const result = await signInWithDemoProvider({ baseUrl: base, email: 'OWNER@demo.test' });
    expect(result.userId).toBe(1);
    expect(result.refreshToken).toEqual(expect.any(String));

    expect(await verifyApiToken(result.accessToken)).toEqual({ userId: 1, impersonation: false });
    expect(decodeJwt(result.accessToken)).toMatchObject({
      sub: '1',
      aud: API_AUDIENCE,
      iss: `${base}/oidc`,
      client_id: 'employer-portal',
    });
    expect(decodeJwt(result.idToken)).toMatchObject({
      sub: '1',
      email: 'owner@demo.test',
      given_name: 'Olivia',
      family_name: 'Owner',
      name: 'Olivia Owner',
      firstName: 'Olivia',
      lastName: 'Owner',
      created_date: '2019-03-04T15:00:00Z',
      sso: false,
      aud: 'employer-portal',
    });

    const sso = await signInWithDemoProvider({ baseUrl: base, email: 'sso@demo.test' });
    expect(decodeJwt(sso.idToken)).toMatchObject({ sub: '4', sso: true, firstName: 'Sam', lastName: 'Single' });
  });

  it('issues the impersonation claim to the support account only, in its ID and access tokens and at renewal', async () => {
    const support = await signInWithDemoProvider({ baseUrl: base, email: 'support@demo.test' });
    expect(decodeJwt(support.idToken)).toMatchObject({ sub: '5', email: 'support@demo.test', impersonation: true });
    expect(decodeJwt(support.accessToken)).toMatchObject({ sub: '5', impersonation: true });
    expect(await verifyApiToken(support.accessToken)).toEqual({ userId: 5, impersonation: true });

    const renewed = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: base },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: support.refreshToken ?? '',
        client_id: 'employer-portal',
      }),
    });
    const tokens = (await renewed.json()) as { access_token: string; id_token: string };
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: '5', impersonation: true });
    expect(decodeJwt(tokens.access_token)).toMatchObject({ sub: '5', impersonation: true });

    for (const email of ['owner@demo.test', 'admin@demo.test', 'user@demo.test', 'sso@demo.test']) {
      const customer = await signInWithDemoProvider({ baseUrl: base, email });
      expect(decodeJwt(customer.idToken), email).not.toHaveProperty('impersonation');
      expect(decodeJwt(customer.accessToken), email).not.toHaveProperty('impersonation');
    }
  });

  it('accepts its tokens on the mock API behind the same server, and nothing else', async () => {
    const url = `${base}/api/companies?userId=1`;
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: { Authorization: 'Bearer not-a-token' } })).status).toBe(401);

    const { accessToken } = await signInWithDemoProvider({ baseUrl: base, email: 'owner@demo.test' });
    const response = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Acme Health' })]));
  });

  it('checks passwords against the demo database, so a changed password is the one that works', async () => {
    db.user.update({ where: { id: { equals: 3 } }, data: { password: 'a-new-password' } });
    try {
      await expect(signInWithDemoProvider({ baseUrl: base, email: 'user@demo.test' })).rejects.toThrow(
        'Invalid email or password.',
      );
      const result = await signInWithDemoProvider({
        baseUrl: base,
        email: 'user@demo.test',
        password: 'a-new-password',
      });
      expect(result.userId).toBe(3);
    } finally {
      db.user.update({ where: { id: { equals: 3 } }, data: { password: DEMO_PASSWORD } });
    }
  });

  it('renews with the refresh_token grant from the app origin (CORS) and rotates the refresh token', async () => {
    const first = await signInWithDemoProvider({ baseUrl: base, email: 'admin@demo.test' });
    const refresh = (token: string, origin: string) =>
      fetch(`${base}/oidc/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: 'employer-portal' }),
      });

    const foreign = await refresh(first.refreshToken ?? '', 'http://evil.test');
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    const appOrigin = base.replace('127.0.0.1', 'localhost');
    const renewed = await refresh(first.refreshToken ?? '', appOrigin);
    expect(renewed.status).toBe(200);
    expect(renewed.headers.get('access-control-allow-origin')).toBe(appOrigin);
    const tokens = (await renewed.json()) as { access_token: string; id_token: string; refresh_token: string };
    expect(tokens.access_token).not.toBe(first.accessToken);
    expect(await verifyApiToken(tokens.access_token)).toEqual({ userId: 2, impersonation: false });
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: '2', firstName: 'Adam' });
    expect(tokens.refresh_token).not.toBe(first.refreshToken);

    const reused = await refresh(first.refreshToken ?? '', appOrigin);
    expect(reused.status).toBe(400);
  });

  it('allows the CORS preflight to the token endpoint from the app origin', async () => {
    const response = await fetch(`${base}/oidc/token`, {
      method: 'OPTIONS',
      headers: {
        Origin: base,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(base);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('content-type');
  });

  it('signs out at end_session and returns to the post-logout redirect', async () => {
    const browser = new Browser();
    const { challenge, verifier } = pkce();
    const signIn = await browser.follow(authorizeUrl(base, challenge));
    const action = new URL(formAction(await signIn.response.text()), signIn.url).href;
    const callback = await browser.follow(
      action,
      formBody({ email: 'owner@demo.test', password: DEMO_PASSWORD }),
      `${base}/auth-callback`,
    );
    const code = new URL(callback.url).searchParams.get('code') ?? '';
    const tokenResponse = await fetch(`${base}/oidc/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${base}/auth-callback`,
        client_id: 'employer-portal',
        code_verifier: verifier,
      }),
    });
    const { id_token: idToken } = (await tokenResponse.json()) as { id_token: string };

    const silent = await browser.follow(authorizeUrl(base, challenge, { prompt: 'none' }), {}, `${base}/auth-callback`);
    expect(new URL(silent.url).searchParams.get('code')).toEqual(expect.any(String));

    const logout = await browser.request(
      `${base}/oidc/session/end?${new URLSearchParams({ id_token_hint: idToken, post_logout_redirect_uri: `${base}/` })}`,
    );
    expect(logout.status).toBe(200);
    const page = await logout.text();
    expect(page).toMatch(/<button type="submit" form="op.logoutForm">Sign out<\/button>/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
    const confirmed = await browser.request(new URL(formAction(page), base).href, formBody({ xsrf, logout: 'yes' }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${base}/`);

    const afterLogout = await browser.follow(
      authorizeUrl(base, challenge, { prompt: 'none' }),
      {},
      `${base}/auth-callback`,
    );
    expect(new URL(afterLogout.url).searchParams.get('error')).toBe('login_required');
  });

  it('shows an expiry page, not a crash, for an unknown interaction', async () => {
    const response = await fetch(`${base}/oidc/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sign-in expired');
  });
});
