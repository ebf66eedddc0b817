import { readFileSync } from 'node:fs';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, tokenFor } from '../../tests/support/demo-api';
import { maxRequestBodyBytes } from './contract';
import { boundedText, route } from './route';

const server = setupServer(
  route('getObservance', ({ params, query }) => HttpResponse.json({ id: params.id, companyId: query.companyId })),
  route('getObservances', ({ query }) => HttpResponse.json({ tags: query.tags ?? [] })),
  route('getNotifications', ({ params }) => HttpResponse.json({ listType: params.listType })),
  route('saveUserObservance', ({ body }) => HttpResponse.json({ observanceId: body.observanceId })),
  route('getServerTime', () => HttpResponse.json({ utcNow: '2026-11-22T00:00:00Z' })),
  route('getTags', () => {
    throw new Error('boom');
  }),
);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
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
