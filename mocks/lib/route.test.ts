import { readFileSync } from 'node:fs';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACME, BETA, call, GAMMA, tokenFor } from '../../tests/support/demo-api';
import { seedDatabase } from '../seed';
import { maxRequestBodyBytes } from './contract';
import { boundedText, route } from './route';

const server = setupServer(
  route('getObservance', ({ params, query }) => HttpResponse.json({ id: params.id, companyId: query.companyId })),
  route('getObservances', ({ query }) => HttpResponse.json({ tags: query.tags ?? [] })),
  route('getNotifications', ({ params }) => HttpResponse.json({ listType: params.listType })),
  route('saveUserObservance', ({ body }) => HttpResponse.json({ observanceId: body.observanceId })),
  route('getServerTime', () => HttpResponse.json({ utcNow: '2026-11-22T00:00:00Z' })),
  route('updateUserStatus', ({ body }) => HttpResponse.json({ reached: body.companyId })),
  route('markNotificationsRead', () => HttpResponse.json({ reached: true })),
  route('getTags', () => {
    throw new Error('boom');
  }),
);

// The gates of x-requires read the demo database (memberships, products, flags).
beforeAll(() => {
  seedDatabase();
  server.listen({ onUnhandledFrame: 'error' });
});
afterAll(() => server.close());

describe('route()', () => {
  it('answers 401 without a bearer token, except where the contract has no security', async () => {
    expect((await call('/api/abi/observances/5', { query: { companyId: 1001 } })).status).toBe(401);
    expect((await call('/api/abi/observances/5', { token: 'not-a-jwt', query: { companyId: 1001 } })).status).toBe(401);
    expect((await call('/api/timeutility')).status).toBe(200);
  });

  it('coerces and validates path and query parameters with the generated zod schemas', async () => {
    const token = await tokenFor('owner@demo.test');
    const ok = await call('/api/abi/observances/5', { token, query: { companyId: 1001 } });
    expect(await ok.json()).toEqual({ id: 5, companyId: 1001 });
    const tags = await call('/api/abi/observances', {
      token,
      query: { companyId: 1001, startDate: '2026-01-01', endDate: '2026-12-31', tags: [3, 4] },
    });
    expect(await tags.json()).toEqual({ tags: [3, 4] });
    expect(await (await call('/api/Notifications/company/1001/user/1/3', { token })).json()).toEqual({ listType: 3 });

    const bad = await call('/api/abi/observances/0', { token, query: { companyId: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    const problem = (await bad.json()) as { status: number; errors: Record<string, string[]> };
    expect(problem.status).toBe(400);
    expect(Object.keys(problem.errors).sort()).toEqual(['path.id', 'query.companyId']);
    // In words (the demo backend loads zod's English messages; its small build has none).
    expect(problem.errors['query.companyId']).toEqual(['Invalid input: expected number, received NaN']);
    expect((await call('/api/Notifications/company/1001/user/1/2', { token })).status).toBe(400);
  });

  it('validates bodies and rejects malformed JSON', async () => {
    const token = await tokenFor('owner@demo.test');
    const saved = await call('/api/abi/userobservances/save', {
      method: 'POST',
      token,
      query: { companyId: 1001 },
      body: { observanceId: 7 },
    });
    expect(await saved.json()).toEqual({ observanceId: 7 });
    const missing = await call('/api/abi/userobservances/save', {
      method: 'POST',
      token,
      query: { companyId: 1001 },
      body: {},
    });
    expect(missing.status).toBe(400);
    const garbled = await fetch('http://demo.test/api/abi/userobservances/save?companyId=1001', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: '{"observanceId":',
    });
    expect(garbled.status).toBe(400);
  });

  it("judges the operation's x-requires before the resolver: membership, product, role", async () => {
    const [owner, admin, user] = await Promise.all(
      ['owner@demo.test', 'admin@demo.test', 'user@demo.test'].map((email) => tokenFor(email)),
    );
    const detailOf = async (response: Response) => {
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      return ((await response.json()) as { detail: string }).detail;
    };
    // A member of Acme only, asking for Gamma's data; the same for a company that does not exist.
    expect(await detailOf(await call('/api/abi/observances/5', { token: admin, query: { companyId: GAMMA } }))).toBe(
      `The user is not an active member of company ${GAMMA}.`,
    );
    expect(await detailOf(await call('/api/abi/observances/5', { token: admin, query: { companyId: 999_999 } }))).toBe(
      'The user is not an active member of company 999999.',
    );
    // A member of Beta, which lacks the ABI product getObservance requires.
    expect(await detailOf(await call('/api/abi/observances/5', { token: owner, query: { companyId: BETA } }))).toBe(
      `Company ${BETA} does not hold the ABI product.`,
    );
    // A plain user of Acme, where updateUserStatus requires an owner or administrator.
    const status = (companyId: number) => ({ userId: 3, companyId, status: 1, companyLegacyId: 50001 });
    const asUser = await call('/api/users/status', { method: 'POST', token: user, body: status(ACME) });
    expect(await detailOf(asUser)).toBe(`Only the Owner or Administrator of company ${ACME} may do this.`);
    const asAdmin = await call('/api/users/status', { method: 'POST', token: admin, body: status(ACME) });
    expect(await asAdmin.json()).toEqual({ reached: ACME });
    // Every company a list names: one foreign triple refuses the whole request.
    const read = (companyIds: number[]) =>
      call('/api/Notifications/read', {
        method: 'PUT',
        token: owner,
        body: { readNotifications: companyIds.map((companyId) => [companyId, 1, 1]) },
      });
    expect(await (await read([ACME, GAMMA])).json()).toEqual({ reached: true });
    expect(await detailOf(await read([ACME, 999_999, GAMMA]))).toMatch(/company 999999/);
    // The shape comes first: a malformed request is a 400 whoever asks.
    expect((await call('/api/abi/observances/0', { token: admin, query: { companyId: GAMMA } })).status).toBe(400);
  });

  it('accepts previewFeatures only from an impersonating session (the support account), whatever the security', async () => {
    const [owner, support] = await Promise.all([tokenFor('owner@demo.test'), tokenFor('support@demo.test')]);
    const observance = (token: string | null, previewFeatures?: boolean) =>
      call('/api/abi/observances/5', { token, query: { companyId: 1001, previewFeatures } });
    expect((await observance(owner)).status).toBe(200);
    const refused = await observance(owner, true);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(((await refused.json()) as { detail: string }).detail).toBe(
      'previewFeatures is accepted only from an impersonating session.',
    );
    expect((await observance(support, true)).status).toBe(200);
    // Without a token the 401 comes first; a forged token is no session at all.
    expect((await observance(null, true)).status).toBe(401);

    // An operation without security has an impersonating session only when its token says so.
    const time = (token: string | null) => call('/api/timeutility', { token, query: { previewFeatures: true } });
    expect((await time(null)).status).toBe(403);
    expect((await time(owner)).status).toBe(403);
    expect((await time(support)).status).toBe(200);
  });

  it('turns a failing resolver into a 500 problem instead of a crash', async () => {
    const token = await tokenFor('owner@demo.test');
    const failed = await call('/api/abi/tags', { token });
    expect(failed.status).toBe(500);
    expect(((await failed.json()) as { title: string }).title).toBe('Internal Server Error');
  });

  it("refuses a body over the contract's size limit with a 413 problem, and takes one at the limit", async () => {
    const token = await tokenFor('owner@demo.test');
    const limit = maxRequestBodyBytes();
    const save = (body: string) =>
      fetch('http://demo.test/api/abi/userobservances/save?companyId=1001', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body,
      });
    const json = '{"observanceId":7}';

    const atLimit = await save(json.padEnd(limit, ' '));
    expect(atLimit.status).toBe(200);
    expect(await atLimit.json()).toEqual({ observanceId: 7 });

    const over = await save(json.padEnd(limit + 1, ' '));
    expect(over.status).toBe(413);
    expect(over.headers.get('content-type')).toContain('application/problem+json');
    expect(await over.json()).toMatchObject({
      status: 413,
      title: 'Content Too Large',
      detail: `The request body is larger than the ${limit} bytes the contract allows.`,
    });
  });

  it('stops reading a body at the first byte past the limit, whatever length it declares', async () => {
    const chunk = new Uint8Array(1000).fill(0x20);
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled += chunk.byteLength;
            controller.enqueue(chunk);
          },
        },
        { highWaterMark: 0 },
      );
    const post = (headers: Record<string, string> = {}) =>
      new Request('http://demo.test/x', { method: 'POST', body: endless(), headers, duplex: 'half' } as RequestInit);

    expect(await boundedText(post(), 2500)).toBeNull();
    expect(pulled).toBe(3000);
    pulled = 0;
    expect(await boundedText(post({ 'Content-Length': '10' }), 2500)).toBeNull();
    expect(pulled).toBe(3000);
    pulled = 0;
    expect(await boundedText(post({ 'Content-Length': '2501' }), 2500)).toBeNull();
    expect(pulled).toBe(0);
    expect(await boundedText(new Request('http://demo.test/x', { method: 'POST', body: 'é'.repeat(3) }), 6)).toBe(
      'ééé',
    );
  });

  it('states the limit where the backend team reads it (docs/contract.md)', () => {
    const doc = readFileSync(new URL('../../docs/contract.md', import.meta.url), 'utf8');
    expect(doc).toContain(`${maxRequestBodyBytes().toLocaleString('en-US')} bytes`);
  });
});
