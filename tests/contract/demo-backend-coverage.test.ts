import { describe, expect, it } from 'vitest';
import { loadContract, type ContractOperation } from '../../mocks/lib/contract';
import { call, outreachTokenFor, tokenFor, useDemoBackend } from '../support/demo-api';

useDemoBackend();

const operations = loadContract();

/** A concrete URL path for an operation, with valid values in its path parameters. */
function pathOf(operation: ContractOperation): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'listType' ? '3' : '1'));
}

async function problemOf(response: Response): Promise<{ status: number; title: string }> {
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  return (await response.json()) as { status: number; title: string };
}

describe('the demo backend covers the contract', () => {
  it('has the 46 calls of the spec plus the assumed export, calendar link reset, scheduling letter pair and partner effectiveness', () => {
    expect(operations).toHaveLength(51);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(51);
  });

  // Without a token only a stateful handler answers 401: orval's faker fallback would answer 200.
  it.each(operations.filter((operation) => operation.security !== 'none').map((o) => [o.operationId, o] as const))(
    '%s has a stateful handler that answers 401 without a token',
    async (_, operation) => {
      const response = await call(pathOf(operation), { method: operation.method.toUpperCase() });
      expect(response.status).toBe(401);
      expect((await problemOf(response)).status).toBe(401);
    },
  );

  it('answers the time utility without a token', async () => {
    const response = await call('/api/timeutility');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ utcNow: expect.any(String) });
  });

  const withInput = operations.filter(
    (operation) =>
      operation.hasBody || operation.parameters.some((parameter) => parameter.required && parameter.in === 'query'),
  );

  it.each(withInput.map((o) => [o.operationId, o] as const))(
    '%s answers 400 with a problem body when its required input is missing',
    async (_, operation) => {
      const token =
        operation.security === 'outreachToken' ? await outreachTokenFor(1001) : await tokenFor('owner@demo.test');
      const response = await call(pathOf(operation), {
        method: operation.method.toUpperCase(),
        token,
        ...(operation.hasBody ? { body: {} } : {}),
      });
      expect(response.status).toBe(400);
      expect((await problemOf(response)).title).toBe('Bad Request');
    },
  );
});
