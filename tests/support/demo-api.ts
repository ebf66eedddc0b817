import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { issueApiToken, issueOutreachToken } from '../../mocks/auth';
import { handlers } from '../../mocks/handlers';
import { findDemoAccount } from '../../mocks/identity';
import { seedDatabase } from '../../mocks/seed';

/** The origin the in-process demo backend answers on in Vitest (msw/node intercepts fetch). */
export const DEMO_ORIGIN = 'http://demo.test';

/**
 * Starts msw/node with the one handler list and seeds the database, for one test file.
 * Unhandled requests are errors: a call the demo backend does not answer fails the test.
 */
export function useDemoBackend(): void {
  const server = setupServer(...handlers);
  beforeAll(() => {
    seedDatabase();
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterAll(() => server.close());
}

/** Seeds the database again (after a test changed it). */
export function reseed(): void {
  seedDatabase();
}

export async function tokenFor(email: string): Promise<string> {
  const account = findDemoAccount(email);
  if (!account) throw new Error(`No demo account ${email}`);
  return issueApiToken(account.userId, `${DEMO_ORIGIN}/oidc`);
}

export async function outreachTokenFor(companyId: number): Promise<string> {
  return issueOutreachToken(companyId);
}

export interface CallOptions {
  method?: string;
  token?: string | null;
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  body?: unknown;
}

/** Calls the in-process demo backend like a client would. */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const url = new URL(path, DEMO_ORIGIN);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(item));
  }
  const headers: Record<string, string> = {};
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? null : JSON.stringify(options.body),
  });
}
