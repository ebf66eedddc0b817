import type { z } from 'zod/mini';
import * as contractZod from '../../src/generated/zod/index.zod';
// zod's settings (English messages for zod's small build) before any schema parses.
import '../../src/config/zod-config';
import { loadCheckedOperations, type CheckedOperation } from './contract-check-operations';
import {
  FACT_DESCRIPTIONS,
  RECIPES,
  type Dates,
  type FactName,
  type Facts,
  type ParameterValue,
  type Recipe,
  type RequestParts,
} from './contract-check-recipes';
import { authorizationProbes, misplacedCompany, type AuthorizationProbe } from './contract-check-authorization';
import {
  checkRefusal,
  checkResponse,
  checkUnauthorized,
  formatIssuePath,
  readAnswer,
  type Answer,
} from './contract-check-response';
import { signInWithDemoProvider } from './demo-sign-in';

export type CheckAuth = { token: string } | { demoUser: string; password?: string };

export interface ContractCheckOptions {
  /** Where the API answers, e.g. https://api.example.test (paths such as /api/companies are appended). */
  baseUrl: string;
  /** Where the outreach gateway answers (the /r/... paths); the base URL when omitted. */
  gatewayUrl?: string;
  /** A bearer token, or a demo account to sign in with through the demo OpenID provider at the base URL. */
  auth: CheckAuth;
  /** The day the date ranges end on; today when omitted. */
  today?: Date;
  /** Per request; 15 s when omitted. */
  timeoutMs?: number;
  /** Another copy of the contract (tests); openapi/portal.yaml when omitted. */
  contractPath?: string;
}

export interface CheckResult {
  operationId: string;
  /**
   * `contract`: called with valid parameters; `unauthenticated`: called without a token, expecting 401;
   * `authorization`: called for a company the user may not act in (see `probe`), expecting 403.
   */
  kind: 'contract' | 'unauthenticated' | 'authorization';
  /** For an authorization row: which gate it probes, e.g. `another company`, `without the ABI product`. */
  probe?: string;
  /** The row could not run (the user has no company that lacks the gate); it does not fail the check. */
  skipped?: true;
  method: string;
  path: string;
  /** The HTTP status, or null when no request was sent. */
  status: number | null;
  passed: boolean;
  problem: string | null;
}

interface Plan {
  operation: CheckedOperation;
  recipe: Recipe | undefined;
  needs: readonly FactName[];
}

interface Run {
  options: ContractCheckOptions;
  token: string;
  dates: Dates;
  facts: Partial<Facts>;
  /** Why a fact is missing, per operation that could have revealed it. */
  misses: Map<FactName, string[]>;
  /** The requests that were sent, to replay one without a token. */
  sent: Map<string, RequestParts>;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const NO_RECIPE: Recipe = { needs: [], request: () => ({}) };

function pascal(operationId: string): string {
  return `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}`;
}

function generatedSchema(operationId: string, part: 'Response' | 'QueryParams' | 'Params' | 'Body') {
  return (contractZod as unknown as Record<string, z.ZodMiniType | undefined>)[`${pascal(operationId)}${part}`];
}

function recipeFor(operation: CheckedOperation): Recipe | undefined {
  const recipe = (RECIPES as Partial<Record<string, Recipe>>)[operation.operationId];
  const needsInput = operation.hasBody || operation.parameters.some((parameter) => parameter.required);
  return recipe ?? (needsInput ? undefined : NO_RECIPE);
}

function planFor(operation: CheckedOperation): Plan {
  const recipe = recipeFor(operation);
  const needs = [...(recipe?.needs ?? [])];
  if (operation.security === 'outreachToken') needs.push('outreachToken');
  return { operation, recipe, needs };
}

/** The user id is the token's `sub` (read, not verified: the server verifies it). */
export function userIdFromToken(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    const userId = Number(claims.sub);
    return Number.isInteger(userId) && userId > 0 ? userId : undefined;
  } catch {
    return undefined;
  }
}

function shiftUtc(date: Date, years: number, months: number): Date {
  const year = date.getUTCFullYear() - years;
  const month = date.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)));
}

const pad = (value: number): string => String(value).padStart(2, '0');
const isoDate = (d: Date): string => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const usDate = (d: Date): string => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;

/** Last year to today for the API (YYYY-MM-DD), last month to today for the gateway (MM/DD/YYYY). */
export function checkDates(today: Date): Dates {
  return {
    apiFrom: isoDate(shiftUtc(today, 1, 0)),
    apiTo: isoDate(today),
    gatewayFrom: usDate(shiftUtc(today, 0, 1)),
    gatewayTo: usDate(today),
  };
}

async function resolveToken(options: ContractCheckOptions): Promise<string> {
  if ('token' in options.auth) return options.auth.token;
  const { demoUser, password } = options.auth;
  const session = await signInWithDemoProvider({
    baseUrl: trimSlash(options.baseUrl),
    email: demoUser,
    ...(password === undefined ? {} : { password }),
  });
  return session.accessToken;
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

function produces(plan: Plan, fact: FactName): boolean {
  return plan.recipe?.discovers?.[fact] !== undefined;
}

/** A plan may run once each fact it needs is known or no pending operation can still reveal it. */
function isReady(plan: Plan, pending: readonly Plan[], facts: Partial<Facts>): boolean {
  return plan.needs.every(
    (fact) => facts[fact] !== undefined || !pending.some((other) => other !== plan && produces(other, fact)),
  );
}

/** Facts for a recipe, refusing to read one it did not declare (the run order depends on `needs`). */
function declaredFacts(facts: Partial<Facts>, plan: Plan): Facts {
  return new Proxy(facts, {
    get(target, key) {
      if (typeof key === 'string' && !plan.needs.includes(key as FactName)) {
        throw new Error(`the recipe of ${plan.operation.operationId} reads ${key} without listing it in needs`);
      }
      return Reflect.get(target, key);
    },
  }) as Facts;
}

function missingFact(plan: Plan, run: Run): string | null {
  const fact = plan.needs.find((name) => run.facts[name] === undefined);
  if (!fact) return null;
  const reasons = run.misses.get(fact) ?? [];
  return `could not discover ${FACT_DESCRIPTIONS[fact]}${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}`;
}

function valuesOf(parts: RequestParts, where: 'path' | 'query'): Record<string, ParameterValue> {
  return (where === 'path' ? parts.path : parts.query) ?? {};
}

/** Problems of the request the recipe built, so a stale recipe is not blamed on the server. */
function requestProblem(operation: CheckedOperation, parts: RequestParts): string | null {
  for (const where of ['path', 'query'] as const) {
    const values = valuesOf(parts, where);
    const declared = operation.parameters.filter((parameter) => parameter.in === where);
    const missing = declared.find((parameter) => parameter.required && !(parameter.name in values));
    if (missing) return `the recipe does not send the required ${where} parameter ${missing.name}`;
    const unknown = Object.keys(values).find((name) => !declared.some((parameter) => parameter.name === name));
    if (unknown) return `the recipe sends ${where} parameter ${unknown}, which the contract does not declare`;
  }
  const inputs = [
    ['Params', 'path', parts.path ?? {}],
    ['QueryParams', 'query', parts.query ?? {}],
    ['Body', 'body', parts.body],
  ] as const;
  for (const [suffix, where, value] of inputs) {
    const schema = generatedSchema(operation.operationId, suffix);
    const issue = schema?.safeParse(value).error?.issues[0];
    if (issue) return `the check built an invalid request: ${where} ${formatIssuePath(issue.path)}: ${issue.message}`;
  }
  return null;
}

function urlFor(operation: CheckedOperation, parts: RequestParts, options: ContractCheckOptions): string {
  const base = trimSlash(operation.target === 'gateway' ? (options.gatewayUrl ?? options.baseUrl) : options.baseUrl);
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(parts.path?.[name] ?? '')),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(name, String(item));
  }
  const search = query.toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function headersFor(operation: CheckedOperation, parts: RequestParts, bearer: string | null): Record<string, string> {
  const accept = [
    ...new Set(Object.entries(operation.responses).flatMap(([s, types]) => (s.startsWith('2') ? types : []))),
  ];
  return {
    ...(accept.length > 0 ? { Accept: accept.join(', ') } : {}),
    ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
    ...(parts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
  };
}

function bearerFor(operation: CheckedOperation, run: Run): string | null {
  if (operation.security === 'none') return null;
  return operation.security === 'outreachToken' ? (run.facts.outreachToken ?? null) : run.token;
}

async function send(
  operation: CheckedOperation,
  parts: RequestParts,
  bearer: string | null,
  run: Run,
): Promise<Answer> {
  const response = await fetch(urlFor(operation, parts, run.options), {
    method: operation.method.toUpperCase(),
    headers: headersFor(operation, parts, bearer),
    ...(parts.body === undefined ? {} : { body: JSON.stringify(parts.body) }),
    signal: AbortSignal.timeout(run.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  return readAnswer(response);
}

/** An error's message with its cause (fetch hides ECONNREFUSED and the like there). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

function networkProblem(error: unknown): string {
  return `request failed: ${describeError(error)}`;
}

function resultOf(operation: CheckedOperation, status: number | null, problem: string | null): CheckResult {
  return {
    operationId: operation.operationId,
    kind: 'contract',
    method: operation.method.toUpperCase(),
    path: operation.path,
    status,
    passed: problem === null,
    problem,
  };
}

function recordDiscoveries(plan: Plan, run: Run, data: unknown, failure: string | null): void {
  for (const [name, discover] of Object.entries(plan.recipe?.discovers ?? {})) {
    const fact = name as FactName;
    if (run.facts[fact] !== undefined) continue;
    // `data` passed this operation's own generated schema, which is the type the discovery expects.
    const value = failure === null ? discover(data as never, declaredFacts(run.facts, plan)) : undefined;
    if (value !== undefined) {
      Object.assign(run.facts, { [fact]: value });
      continue;
    }
    const reason =
      failure === null ? `${plan.operation.operationId} answered without one` : `${plan.operation.operationId} failed`;
    run.misses.set(fact, [...(run.misses.get(fact) ?? []), reason]);
  }
}

interface Outcome {
  result: CheckResult;
  /** The validated body, for discoveries. */
  data?: unknown;
}

async function execute(plan: Plan, run: Run): Promise<Outcome> {
  const { operation, recipe } = plan;
  const fail = (problem: string): Outcome => ({ result: resultOf(operation, null, problem) });
  if (!recipe) return fail('no parameter recipe');
  const missing = missingFact(plan, run);
  if (missing) return fail(missing);

  let parts: RequestParts;
  try {
    parts = recipe.request(declaredFacts(run.facts, plan), run.dates);
  } catch (error) {
    return fail(`the recipe failed: ${describeError(error)}`);
  }
  const invalid = requestProblem(operation, parts);
  if (invalid) return fail(invalid);

  run.sent.set(operation.operationId, parts);
  let answer: Answer;
  try {
    answer = await send(operation, parts, bearerFor(operation, run), run);
  } catch (error) {
    return fail(networkProblem(error));
  }
  const verdict = checkResponse(operation, answer, generatedSchema(operation.operationId, 'Response'));
  return { result: resultOf(operation, answer.status, verdict.problem), data: verdict.data };
}

async function check(plan: Plan, run: Run): Promise<CheckResult> {
  const { result, data } = await execute(plan, run);
  recordDiscoveries(plan, run, data, result.problem);
  return result;
}

/** One row more: an authenticated operation called without a token must answer 401. */
async function unauthenticatedRow(plans: readonly Plan[], run: Run): Promise<CheckResult | null> {
  const plan = plans.find(
    ({ operation }) =>
      operation.security === 'bearer' && '401' in operation.responses && run.sent.has(operation.operationId),
  );
  if (!plan) return null;
  const { operation } = plan;
  const row = { ...resultOf(operation, null, null), kind: 'unauthenticated' as const };
  try {
    const answer = await send(operation, run.sent.get(operation.operationId) ?? {}, null, run);
    const problem = checkUnauthorized(operation, answer);
    return { ...row, status: answer.status, passed: problem === null, problem };
  } catch (error) {
    return { ...row, passed: false, problem: networkProblem(error) };
  }
}

const PROBES_AT_ONCE = 6;

function authorizationRow(probe: AuthorizationProbe): CheckResult {
  return { ...resultOf(probe.operation, null, null), kind: 'authorization', probe: probe.label };
}

/** One refused request of the authorization pass: the operation's valid request, naming the probe's company. */
async function probeRow(probe: AuthorizationProbe, run: Run): Promise<CheckResult> {
  const row = authorizationRow(probe);
  const fail = (problem: string): CheckResult => ({ ...row, passed: false, problem });
  if (probe.companyId === null) return { ...row, skipped: true, problem: probe.skipReason ?? null };
  const plan = planFor(probe.operation);
  if (!plan.recipe) return fail('no parameter recipe');
  // What the request needs was to be discovered by a contract row, which already fails or says why not.
  const missing = missingFact(plan, run);
  if (missing) return { ...row, skipped: true, problem: missing };
  let parts: RequestParts;
  try {
    parts = plan.recipe.request(declaredFacts({ ...run.facts, companyId: probe.companyId }, plan), run.dates);
  } catch (error) {
    return fail(`the recipe failed: ${describeError(error)}`);
  }
  const invalid =
    requestProblem(probe.operation, parts) ?? misplacedCompany(probe.requirements, parts, probe.companyId);
  if (invalid) return fail(invalid);
  try {
    const answer = await send(probe.operation, parts, run.token, run);
    const problem = checkRefusal(probe.operation, answer, 403, probe.how);
    return { ...row, status: answer.status, passed: problem === null, problem };
  } catch (error) {
    return fail(networkProblem(error));
  }
}

/**
 * The authorization pass: every company-scoped operation (`x-requires`), reads and writes, called for a
 * company the user is not a member of and for one of the user's companies that lacks each of its gates,
 * each expecting 403. Runs after the contract rows, whose discoveries it reuses.
 */
async function authorizationRows(operations: readonly CheckedOperation[], run: Run): Promise<CheckResult[]> {
  const scoped = operations.filter((operation) => operation.requires !== undefined);
  const { companies } = run.facts;
  if (!companies) {
    const reasons = run.misses.get('companies') ?? [];
    const problem = `could not discover ${FACT_DESCRIPTIONS.companies}${reasons.length > 0 ? ` (${reasons.join('; ')})` : ''}`;
    return scoped.map((operation) => ({
      ...resultOf(operation, null, null),
      kind: 'authorization' as const,
      probe: 'another company',
      skipped: true as const,
      problem,
    }));
  }
  const probes = authorizationProbes(scoped, companies, run.facts.companyId);
  const rows: CheckResult[] = new Array<CheckResult>(probes.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < probes.length; index = next++) {
      rows[index] = await probeRow(probes[index] as AuthorizationProbe, run);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PROBES_AT_ONCE, probes.length) }, worker));
  return rows;
}

function initialRun(options: ContractCheckOptions, token: string): Run {
  const run: Run = {
    options,
    token,
    dates: checkDates(options.today ?? new Date()),
    facts: {},
    misses: new Map(),
    sent: new Map(),
  };
  const userId = userIdFromToken(token);
  if (userId === undefined) run.misses.set('userId', ['the token is not a JWT with a numeric sub claim']);
  else run.facts.userId = userId;
  return run;
}

/**
 * Calls every read-only operation of the contract (every GET and every `x-read-only` POST) with valid
 * parameters, discovered the way a client discovers them, and checks each answer against the contract.
 * Then the authorization pass: every company-scoped operation for companies the user may not act in,
 * expecting 403. Resolves with one row per operation in contract order, the authorization rows, and one
 * row for a call without a token. Rejects only when it cannot sign in.
 */
export async function runContractCheck(options: ContractCheckOptions): Promise<CheckResult[]> {
  const run = initialRun(options, await resolveToken(options));
  const operations = loadCheckedOperations(options.contractPath);
  const plans = operations.filter((operation) => operation.readOnly).map(planFor);

  const results = new Map<Plan, CheckResult>();
  let pending: readonly Plan[] = plans;
  while (pending.length > 0) {
    const ready = pending.filter((plan) => isReady(plan, pending, run.facts));
    // Only a cycle of discoveries leaves nothing ready; running the rest reports what is missing.
    const wave = ready.length > 0 ? ready : pending;
    const rows = await Promise.all(wave.map((plan) => check(plan, run)));
    wave.forEach((plan, index) => results.set(plan, rows[index] as CheckResult));
    pending = pending.filter((plan) => !wave.includes(plan));
  }

  const rows = plans.flatMap((plan) => results.get(plan) ?? []);
  const authorization = await authorizationRows(operations, run);
  const unauthenticated = await unauthenticatedRow(plans, run);
  return [...rows, ...authorization, ...(unauthenticated ? [unauthenticated] : [])];
}

const HEADERS = ['OPERATION', 'REQUEST', 'STATUS', 'RESULT', 'FIRST PROBLEM'];

function labelOf(result: CheckResult): string {
  if (result.kind === 'unauthenticated') return `${result.operationId} (no token)`;
  return result.kind === 'authorization' ? `${result.operationId} (${result.probe ?? ''})` : result.operationId;
}

function verdictOf(result: CheckResult): 'PASS' | 'FAIL' | 'SKIP' {
  if (result.skipped) return 'SKIP';
  return result.passed ? 'PASS' : 'FAIL';
}

function cellsOf(result: CheckResult): string[] {
  return [
    labelOf(result),
    `${result.method.padEnd(4)} ${result.path}`,
    result.status === null ? '-' : String(result.status),
    verdictOf(result),
    result.problem ?? '',
  ];
}

/** An aligned plain-text table: operation, method and path, status, PASS/FAIL, first problem. */
export function formatResultsTable(results: readonly CheckResult[]): string {
  const rows = results.map(cellsOf);
  const widths = HEADERS.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(HEADERS), ...rows.map(line)].join('\n');
}

/** One line: how many checks ran, passed and failed; a second one when some could not run. */
export function formatSummary(results: readonly CheckResult[]): string {
  const ran = results.filter((result) => !result.skipped);
  const failed = ran.filter((result) => !result.passed).length;
  const verdict = failed === 0 ? 'the server conforms to the contract' : 'the server does not conform to the contract';
  const line = `${ran.length} checks: ${ran.length - failed} passed, ${failed} failed; ${verdict}.`;
  const skipped = results.length - ran.length;
  if (skipped === 0) return line;
  return `${line}\n${skipped} authorization ${skipped === 1 ? 'check' : 'checks'} could not run for this user (SKIP rows).`;
}
