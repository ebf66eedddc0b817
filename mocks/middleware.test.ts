import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, generateKeyPair } from 'jose';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInWithDemoProvider } from '../scripts/lib/demo-sign-in';
import { API_AUDIENCE, issueApiToken } from './auth';
import { handlers } from './handlers';
import { maxRequestBodyBytes } from './lib/contract';
import { route } from './lib/route';
import { createDemoMiddleware, demoRedirectOrigins } from './middleware';

const BYTES = Uint8Array.from({ length: 256 }, (_, index) => index);

/** Probe handlers first, then the one handler list: they prove the plumbing whatever the real handlers do. */
const probeHandlers = [
  route('getCompanies', ({ user }) => HttpResponse.json({ userId: user.userId })),
  http.post('*/api/probe/echo', async ({ request }) =>
    HttpResponse.json({
      method: request.method,
      type: request.headers.get('content-type'),
      body: await request.json(),
    }),
  ),
  http.get('*/api/probe/cookies', () => {
    const headers = new Headers();
    headers.append('Set-Cookie', 'first=1; Path=/');
    headers.append('Set-Cookie', 'second=2; Path=/');
    return new HttpResponse(null, { status: 204, headers });
  }),
  http.get('*/demo-files/probe.bin', () =>
    HttpResponse.arrayBuffer(BYTES.buffer, { headers: { 'Content-Type': 'application/octet-stream' } }),
  ),
  http.get('*/api/probe/boom', () => {
    throw new Error('boom');
  }),
];

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const middleware = createDemoMiddleware({ origin: base, handlers: [...probeHandlers, ...handlers] });
  server.on('request', (req, res) => {
    middleware(req, res, () => res.writeHead(418, { 'Content-Type': 'text/plain' }).end('next()'));
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function foreignToken(): Promise<string> {
  const { privateKey } = await generateKeyPair('RS256');
  return new SignJWT({ scope: 'api', client_id: 'employer-portal' })
    .setProtectedHeader({ alg: 'RS256', kid: 'demo-signing-key', typ: 'at+jwt' })
    .setSubject('1')
    .setIssuer(`${base}/oidc`)
    .setAudience(API_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(privateKey);
}

describe('createDemoMiddleware', () => {
  it('lists the server origin under both loopback names as redirect origins', () => {
    expect(demoRedirectOrigins('http://127.0.0.1:5173')).toEqual(['http://127.0.0.1:5173', 'http://localhost:5173']);
    expect(demoRedirectOrigins('http://localhost:4173/')).toEqual(['http://localhost:4173', 'http://127.0.0.1:4173']);
  });

  it('answers 401 without a token, 200 with a provider token and 401 with a token of another key', async () => {
    const url = `${base}/api/companies?userId=1`;
    const anonymous = await fetch(url);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-type')).toBe('application/problem+json');

    const { accessToken } = await signInWithDemoProvider({ baseUrl: base, email: 'owner@demo.test' });
    const signedIn = await fetch(url, { headers: { Authorization: `Bearer ${accessToken}` } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ userId: 1 });

    const forged = await fetch(url, { headers: { Authorization: `Bearer ${await foreignToken()}` } });
    expect(forged.status).toBe(401);
  });

  it('needs no token for /api/timeutility', async () => {
    const response = await fetch(`${base}/api/timeutility`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers unknown API and gateway paths with a 404 problem, bodies included', async () => {
    const get = await fetch(`${base}/api/nope`);
    expect(get.status).toBe(404);
    expect(get.headers.get('content-type')).toBe('application/problem+json');
    expect(await get.json()).toMatchObject({ status: 404, title: 'Not Found', instance: '/api/nope' });

    const post = await fetch(`${base}/r/nope`, { method: 'POST', body: JSON.stringify({ a: 1 }) });
    expect(post.status).toBe(404);
    expect(await post.json()).toMatchObject({ status: 404, instance: '/r/nope' });
  });

  it('streams request bodies to the handlers', async () => {
    const response = await fetch(`${base}/api/probe/echo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Acme', size: 3 }),
    });
    expect(await response.json()).toEqual({
      method: 'POST',
      type: 'application/json',
      body: { name: 'Acme', size: 3 },
    });
  });

  it("answers 413 to a body over the contract's limit, declared or sent in chunks without a length", async () => {
    const limit = maxRequestBodyBytes();
    const url = `${base}/api/abi/userobservances/save?companyId=1001`;
    const headers = {
      Authorization: `Bearer ${await issueApiToken(1, `${base}/oidc`)}`,
      'Content-Type': 'application/json',
    };

    const declared = await fetch(url, { method: 'POST', headers, body: ' '.repeat(limit + 1) });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('content-type')).toBe('application/problem+json');
    expect(await declared.json()).toMatchObject({ status: 413, title: 'Content Too Large' });

    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 4 * limit) controller.close();
        else controller.enqueue(chunk);
        sent += chunk.byteLength;
      },
    });
    const streamed = await fetch(url, { method: 'POST', headers, body: chunked, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toMatchObject({ status: 413 });

    // The server keeps serving.
    expect((await fetch(`${base}/api/timeutility`)).status).toBe(200);
  });

  it('writes every Set-Cookie header and binary bodies back unchanged', async () => {
    const cookies = await fetch(`${base}/api/probe/cookies`);
    expect(cookies.status).toBe(204);
    expect(cookies.headers.getSetCookie()).toEqual(['first=1; Path=/', 'second=2; Path=/']);

    const file = await fetch(`${base}/demo-files/probe.bin`);
    expect(file.headers.get('content-type')).toBe('application/octet-stream');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(BYTES);
  });

  it('turns a failing handler into a 500 problem and keeps serving', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const response = await fetch(`${base}/api/probe/boom`);
      expect(response.status).toBe(500);
      expect(response.headers.get('content-type')).toMatch(/^application\/(problem\+)?json/);
    } finally {
      errors.mockRestore();
    }
    expect((await fetch(`${base}/api/timeutility`)).status).toBe(200);
  });

  it('passes everything else to next()', async () => {
    for (const path of ['/', '/auth-callback', '/apix', '/oidcx', '/src/main.tsx']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(418);
    }
  });
});

describe('npm run mock-server', () => {
  it('starts on the given port and answers the API and the provider', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    const child = spawn('npm', ['run', 'mock-server', '--', '--port', String(port)], {
      cwd: new URL('..', import.meta.url),
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // 'close', not 'exit': npm can exit before the server it started has written its last line, and the
    // pipes stay open until every process of the group (npm, tsx, node) has let go of them.
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    try {
      await vi.waitFor(() => expect(output).toContain('Press Ctrl+C to stop.'), { timeout: 15_000, interval: 100 });
      const url = `http://127.0.0.1:${port}`;
      expect(output).toContain(`${url}/api`);
      expect(output).toContain(`${url}/oidc`);
      expect(output).toContain('owner@demo.test');

      const discovery = (await (await fetch(`${url}/oidc/.well-known/openid-configuration`)).json()) as {
        issuer: string;
      };
      expect(discovery.issuer).toBe(`${url}/oidc`);
      expect((await fetch(`${url}/api/timeutility`)).status).toBe(200);
      expect((await fetch(`${url}/elsewhere`)).status).toBe(404);
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    }
    await closed;
    expect(output).toContain('stopping the demo backend');
  });
});
