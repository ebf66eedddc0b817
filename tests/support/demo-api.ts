import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { z } from 'zod/mini';
import { FeatureId } from '@/generated/model';
import { issueApiToken, issueOutreachToken } from '../../mocks/auth';
import { db } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';
import { DEMO_COMPANIES, findDemoAccount } from '../../mocks/identity';
import { demoNow, seedDatabase } from '../../mocks/seed';

/** The origin the in-process demo backend answers on in Vitest (msw/node intercepts fetch). */
export const DEMO_ORIGIN = 'http://demo.test';

/**
 * The demo backend's today at local midnight: the day of its time utility (DEMO_TODAY, pinned in Vitest),
 * which is the portal's today in a screen test, whatever the machine's date.
 */
export function demoDay(): Date {
  const now = demoNow();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

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

/** A call a screen made to the demo backend, and the backend's JSON answer. */
export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body the screen sent (undefined without one). */
  sent: Promise<unknown>;
  /** The parsed JSON body of the answer (undefined when it was not JSON). */
  body: Promise<unknown>;
}

/**
 * The demo backend for a screen test (jsdom): the one handler list over a freshly seeded database, with
 * every call recorded in order (cleared before each test). `server.use` overrides an answer for one test.
 */
export function recordedDemoBackend() {
  const server = setupServer(...handlers);
  const calls: RecordedCall[] = [];
  const sentBodies = new WeakMap<Request, Promise<unknown>>();
  // Read before the handler consumes the request; a body that is not JSON is undefined.
  server.events.on('request:start', ({ request }) => {
    sentBodies.set(
      request,
      request
        .clone()
        .text()
        .then((text) => (text ? (JSON.parse(text) as unknown) : undefined))
        .catch(() => undefined),
    );
  });
  server.events.on('response:mocked', ({ request, response }) => {
    const url = new URL(request.url);
    calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      sent: sentBodies.get(request) ?? Promise.resolve(undefined),
      body: response
        .clone()
        .json()
        .catch(() => undefined),
    });
  });
  beforeAll(() => {
    seedDatabase();
    server.listen({ onUnhandledFrame: 'error' });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    calls.length = 0;
    server.resetHandlers();
  });
  return { server, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

/** Changes a demo account's e-mail in the database (as the account store holds it); `reseed()` undoes it. */
export function renameDemoAccount(email: string, newEmail: string): void {
  db.user.update({ where: { email: { equals: email } }, data: { email: newEmail } });
}

/**
 * Points the newest unread notification of a user in a company at `link` (any text: the API's link is a
 * free string) and returns that notification's id and description; `reseed()` undoes it.
 */
export function relinkNewestUnread(
  companyId: number,
  userId: number,
  link: string,
): { id: number; description: string } {
  const [newest] = db.notification
    .findMany({ where: { companyId: { equals: companyId }, userId: { equals: userId }, isRead: { equals: false } } })
    .sort((a, b) => b.dateCreated.localeCompare(a.dateCreated) || b.id - a.id);
  if (!newest) throw new Error(`No unread notification for user ${userId} in company ${companyId}`);
  db.notification.update({ where: { id: { equals: newest.id } }, data: { link } });
  return { id: newest.id, description: newest.description };
}

/** Changes fields of a demo company's record (as the companies call serves them); `reseed()` undoes it. */
export function changeDemoCompany(
  companyId: number,
  data: Partial<Omit<ReturnType<typeof db.company.create>, 'id'>>,
): void {
  db.company.update({ where: { id: { equals: companyId } }, data });
}

/**
 * Gives a demo company hasAICM and its current AICM authorization (none, active or inactive) independently,
 * for the mixed cases the server may send; `reseed()` undoes it.
 */
export function setDemoAicm(companyId: number, hasAICM: boolean, authorization: 'Active' | 'Inactive' | null): void {
  changeDemoCompany(companyId, { hasAICM });
  setDemoProduct(companyId, 'AICM', authorization);
}

/**
 * Gives a demo company a current product authorization (active or inactive) or takes it away (null), as the
 * companies call serves it and the demo backend's gates read it; `reseed()` undoes it.
 */
export function setDemoProduct(companyId: number, name: string, status: 'Active' | 'Inactive' | null): void {
  const id = `${companyId}:current:${name}`;
  db.productAuthorization.delete({ where: { id: { equals: id } } });
  if (status) db.productAuthorization.create({ id, companyId, name, status, isPrior: false });
}

/**
 * Turns a feature flag of a demo company on or off (as the companies call serves it, and as the demo
 * backend's gates read it); call it again, or `reseed()`, to undo it.
 */
export function setDemoFeature(companyId: number, feature: keyof typeof FeatureId, value: boolean): void {
  db.featureFlag.update({ where: { id: { equals: `${companyId}:${FeatureId[feature]}` } }, data: { value } });
}

/**
 * The seeded ESDS rows of a company, straight from the demo database: a screen test works out what the
 * screen should show from them, on its own, rather than from the answer the screen got.
 */
export function seededEsdsRows(companyId: number) {
  return db.esdsPosting.getAll().filter((row) => row.companyId === companyId);
}

/** The demo account's user id (mocks/identity.ts). */
export function demoUserId(email: string): number {
  const account = findDemoAccount(email);
  if (!account) throw new Error(`No demo account ${email}`);
  return account.userId;
}

/** The seeded notifications of a user in a company, straight from the demo database. */
export function seededNotifications(companyId: number, userId: number) {
  return db.notification.getAll().filter((row) => row.companyId === companyId && row.userId === userId);
}

/** Marks every notification of a company read in the demo database; `reseed()` undoes it. */
export function readAllDemoNotifications(companyId: number): void {
  db.notification.updateMany({
    where: { companyId: { equals: companyId } },
    data: { isRead: true },
  });
}

/** The observances a user saved in a company, from the demo database. */
export function seededSavedObservances(companyId: number, userId: number) {
  const saved = new Set(
    db.savedObservance
      .getAll()
      .filter((row) => row.companyId === companyId && row.userId === userId)
      .map((row) => row.observanceId),
  );
  return db.observance.getAll().filter((observance) => saved.has(observance.id));
}

/** The seeded report cards of a company, from the demo database. */
export function seededReportCards(companyId: number) {
  return db.reportCard.getAll().filter((row) => row.companyId === companyId);
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

export const ACME = DEMO_COMPANIES.acme.id;
export const BETA = DEMO_COMPANIES.beta.id;
export const GAMMA = DEMO_COMPANIES.gamma.id;

/**
 * Access tokens of the five demo accounts (owner: Acme, Beta, Gamma; the others: Acme only). Only
 * `support`'s carries the impersonation claim.
 */
export interface DemoTokens {
  owner: string;
  admin: string;
  user: string;
  sso: string;
  support: string;
}

export async function demoTokens(): Promise<DemoTokens> {
  const [owner, admin, user, sso, support] = await Promise.all(
    ['owner@demo.test', 'admin@demo.test', 'user@demo.test', 'sso@demo.test', 'support@demo.test'].map(tokenFor),
  );
  if (!owner || !admin || !user || !sso || !support) throw new Error('Could not mint the demo tokens');
  return { owner, admin, user, sso, support };
}

/** The demo tokens for one test file, minted before its tests run. */
export function useDemoTokens(): DemoTokens {
  const tokens = {} as DemoTokens;
  beforeAll(async () => {
    Object.assign(tokens, await demoTokens());
  });
  return tokens;
}

/** Asserts the status and parses the JSON body with the contract's generated response schema. */
export async function parsed<T extends z.ZodMiniType>(
  response: Response,
  schema: T,
  status = 200,
): Promise<z.output<T>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return schema.parse(JSON.parse(text));
}

export interface ProblemBody {
  status: number;
  title: string;
  detail?: string;
}

/** Asserts a problem+json answer with the status, and returns its body. */
export async function problemOf(response: Response, status: number): Promise<ProblemBody> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const body = JSON.parse(text) as ProblemBody;
  expect(body.status).toBe(status);
  return body;
}
