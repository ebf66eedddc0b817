import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { contractDocument } from '../mocks/lib/contract-document';
import { DEMO_COMPANIES } from '../mocks/identity';
import { startDemoServer, type DemoServer } from '../mocks/server';
import { parseCommandLine, UsageError } from './contract-check';
import { renderCalendar } from '../mocks/lib/content-ics';
import { runContractCheck, type CheckResult } from './lib/contract-check';
import { loadCheckedOperations } from './lib/contract-check-operations';
import { calendarProblem } from './lib/contract-check-response';
import { signInWithDemoProvider } from './lib/demo-sign-in';

const ROOT = join(import.meta.dirname, '..');
// tests/support/demo-env.ts pins the day the demo data is anchored to; the date ranges end on it.
const TODAY_TEXT = process.env['DEMO_TODAY'] ?? '2026-11-22';
const TODAY = new Date(`${TODAY_TEXT}T00:00:00Z`);

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

type JsonObject = Record<string, unknown>;

function editJson(answer: Answer, edit: (body: JsonObject) => void): Answer {
  const body = JSON.parse(answer.body) as JsonObject;
  edit(body);
  return { ...answer, body: JSON.stringify(body) };
}

/** How the broken server breaks the contract, by request path; everything else passes through. */
const BREAKAGES: Record<string, (answer: Answer) => Answer> = {
  '/api/users/userPermissions': (answer) =>
    editJson(answer, (body) => {
      delete body['userRole'];
    }),
  '/api/reports/applicantdemographics': (answer) =>
    editJson(answer, (body) => {
      body['totalApplicants'] = String(body['totalApplicants']);
    }),
  '/api/reports/jobperformance/details': () => ({
    status: 500,
    contentType: 'application/problem+json',
    body: JSON.stringify({ title: 'Internal Server Error', status: 500, detail: 'Broken on purpose.' }),
  }),
  '/api/ESDSReport/ExportESDSReportCsv': (answer) => ({ ...answer, contentType: 'text/plain' }),
  '/api/abi/files': () => ({ status: 200, contentType: 'application/json', body: '{"error":"no such file"}' }),
  '/api/CalendarEvents/calendar': (answer) => ({ ...answer, body: answer.body.replace('VERSION:2.0', 'VERSION:1.0') }),
};

const BROKEN = {
  getUserPermissions: /^userRole: required, but missing$/,
  getApplicantDemographics: /^totalApplicants: .*expected number/,
  getJobPerformanceDetails: /^status 500, expected 200: Internal Server Error: Broken on purpose\.$/,
  exportEsdsReportCsv: /^content type text\/plain, expected text\/csv$/,
  downloadAbiFile:
    /^content type application\/json, expected application\/pdf or image\/png or application\/octet-stream$/,
  getCalendarFeed: /^the calendar has VERSION 1\.0, expected 2\.0$/,
};

interface ProxiedRequest {
  path: string;
  search: string;
  /** Whether the request carried an Authorization header. */
  authorized: boolean;
  /** The upstream answer, before any breakage. */
  answer: Answer;
}

interface Proxy {
  url: string;
  /** Paths of the requests it forwarded. */
  paths: string[];
  requests: ProxiedRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length > 0 ? Buffer.concat(chunks).toString('utf8') : undefined;
}

/** A request as the proxies pass it on. */
interface Outgoing {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

async function outgoing(request: IncomingMessage, upstream: string): Promise<Outgoing> {
  const headers = new Headers();
  for (const name of ['accept', 'authorization', 'content-type']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  const body = await readBody(request);
  return { method: request.method ?? 'GET', url: new URL(request.url ?? '/', upstream), headers, body };
}

async function send({ method, url, headers, body }: Outgoing): Promise<Answer> {
  const response = await fetch(url, { method, headers, ...(body ? { body } : {}) });
  return {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: await response.text(),
  };
}

async function forward(request: IncomingMessage, upstream: string): Promise<Answer> {
  return send(await outgoing(request, upstream));
}

/** A server that answers like the demo backend, except for the BREAKAGES. */
function startBrokenProxy(upstream: string): Promise<Proxy> {
  const paths: string[] = [];
  const requests: ProxiedRequest[] = [];
  const server = createServer((request, response) => {
    const { pathname: path, search } = new URL(request.url ?? '/', upstream);
    paths.push(path);
    const authorized = typeof request.headers.authorization === 'string';
    void forward(request, upstream).then((answer) => {
      requests.push({ path, search, authorized, answer });
      // It answers wrong data; its refusals (401, 403) stay right, for the authorization pass.
      const broken = answer.status < 300 ? BREAKAGES[path]?.(answer) : undefined;
      const { status, contentType, body } = broken ?? answer;
      response.writeHead(status, contentType ? { 'Content-Type': contentType } : {}).end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        paths,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/**
 * How a server that skips one gate answers: on the demo backend's 403 for a request it picks, it asks again
 * as if the gate held (another company, another token) and answers that. Null leaves the 403 alone.
 */
type GateSkip = (request: Outgoing) => Outgoing | null;

const OWNER_COMPANIES: readonly number[] = [DEMO_COMPANIES.acme.id, DEMO_COMPANIES.beta.id, DEMO_COMPANIES.gamma.id];

/** The same request for Acme Health, which holds every product and flag. */
function forAcme(request: Outgoing, parameter: string): Outgoing {
  const url = new URL(request.url);
  url.searchParams.set(parameter, String(DEMO_COMPANIES.acme.id));
  return { ...request, url };
}

const companyOf = (request: Outgoing) => Number(request.url.searchParams.get('companyId'));

/** A server that checks membership but not the ABI product, nor the ReverbCrossposting flag, on one call each. */
const PRODUCT_AND_FLAG_SKIPS: Record<string, GateSkip> = {
  '/api/abi/observances': (request) =>
    OWNER_COMPANIES.includes(companyOf(request)) ? forAcme(request, 'companyId') : null,
  '/api/ESDSReport/ESDSReport': (request) =>
    OWNER_COMPANIES.includes(companyOf(request)) ? forAcme(request, 'companyId') : null,
  // And one that answers the user list of any company the caller names, member or not.
  '/api/users': (request) =>
    request.method === 'GET' && !OWNER_COMPANIES.includes(companyOf(request)) ? forAcme(request, 'companyId') : null,
};

function startGateSkippingProxy(upstream: string, skips: Record<string, GateSkip>): Promise<Proxy> {
  const paths: string[] = [];
  const server = createServer((request, response) => {
    void outgoing(request, upstream).then(async (sent) => {
      paths.push(sent.url.pathname);
      let answer = await send(sent);
      const replay = answer.status === 403 ? skips[sent.url.pathname]?.(sent) : null;
      if (replay) answer = await send(replay);
      const { status, contentType, body } = answer;
      response.writeHead(status, contentType ? { 'Content-Type': contentType } : {}).end(body);
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        paths,
        requests: [],
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

function runCli(args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile('npx', ['tsx', 'scripts/contract-check.ts', ...args], { cwd: ROOT }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

function failuresOf(results: readonly CheckResult[]): Record<string, string | null> {
  return Object.fromEntries(results.filter((result) => !result.passed).map((r) => [r.operationId, r.problem]));
}

/** The authorization rows as `operationId (probe)`, each with its verdict. */
function authorizationRows(results: readonly CheckResult[]): Record<string, 'PASS' | 'FAIL' | 'SKIP'> {
  return Object.fromEntries(
    results
      .filter((result) => result.kind === 'authorization')
      .map((r) => [`${r.operationId} (${r.probe ?? ''})`, r.skipped ? 'SKIP' : r.passed ? 'PASS' : 'FAIL']),
  );
}

/** Every company-scoped operation of the contract, with the gates of its x-requires. */
const scopedOperations = loadCheckedOperations().filter((operation) => operation.requires !== undefined);

const readOnlyIds = loadCheckedOperations()
  .filter((operation) => operation.readOnly)
  .map((operation) => operation.operationId);

let demo: DemoServer;
let proxy: Proxy;
let gateSkipper: Proxy;
let token: string;
let userToken: string;

beforeAll(async () => {
  demo = await startDemoServer({ port: 0 });
  proxy = await startBrokenProxy(demo.url);
  ({ accessToken: token } = await signInWithDemoProvider({ baseUrl: demo.url, email: 'owner@demo.test' }));
  ({ accessToken: userToken } = await signInWithDemoProvider({ baseUrl: demo.url, email: 'user@demo.test' }));
  gateSkipper = await startGateSkippingProxy(demo.url, {
    ...PRODUCT_AND_FLAG_SKIPS,
    // A server that lets a plain user of a company update its information (as if they were its owner).
    '/api/companies/update': (request) => {
      const headers = new Headers(request.headers);
      headers.set('authorization', `Bearer ${token}`);
      return request.headers.get('authorization') === `Bearer ${userToken}` ? { ...request, headers } : null;
    },
  });
});

afterAll(async () => {
  await gateSkipper?.close();
  await proxy?.close();
  await demo?.close();
});

describe('runContractCheck', () => {
  it('passes against the demo backend, signing in as a demo user', async () => {
    const results = await runContractCheck({ baseUrl: demo.url, auth: { demoUser: 'owner@demo.test' }, today: TODAY });

    expect(failuresOf(results)).toEqual({});
    expect(results.filter((r) => r.kind === 'contract').map((r) => r.operationId)).toEqual(readOnlyIds);
    expect(results.filter((r) => r.kind === 'unauthenticated')).toEqual([
      expect.objectContaining({ status: 401, passed: true }),
    ]);
  });

  it('fails exactly the operations a broken server breaks, each with its first problem', async () => {
    const results = await runContractCheck({
      baseUrl: proxy.url,
      gatewayUrl: demo.url,
      auth: { token },
      today: TODAY,
    });

    const failures = failuresOf(results);
    expect(Object.keys(failures).sort()).toEqual(Object.keys(BROKEN).sort());
    for (const [operationId, problem] of Object.entries(BROKEN)) expect(failures[operationId]).toMatch(problem);
    expect(results.find((r) => r.kind === 'unauthenticated')?.passed).toBe(true);
    // The gateway operations went to --gateway-url, not through the proxy.
    expect(proxy.paths.some((path) => path.startsWith('/r/'))).toBe(false);
    expect(proxy.paths).toContain('/api/Outreach');
  });

  it('fetches the calendar feed without a token, with the id getCalendarLink gave', async () => {
    proxy.requests.length = 0;
    await runContractCheck({ baseUrl: proxy.url, gatewayUrl: demo.url, auth: { token }, today: TODAY });

    const link = proxy.requests.find((request) => request.path === '/api/CalendarEvents/calendar/link');
    const feed = proxy.requests.find((request) => request.path === '/api/CalendarEvents/calendar');
    if (!link || !feed) throw new Error('The check did not ask for the calendar link and the feed');
    expect(link.authorized).toBe(true);
    const { id } = JSON.parse(link.answer.body) as { id: string };
    expect(feed.search).toBe(`?id=${encodeURIComponent(id)}`);
    expect(feed.authorized).toBe(false);
    expect(feed.answer.status).toBe(200);
    expect(feed.answer.contentType).toMatch(/^text\/calendar/);
  });

  it('picks up a new GET of the contract and fails it when it has no parameter recipe', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'contract-check-'));
    try {
      const document = structuredClone(contractDocument<{ paths: Record<string, unknown> }>());
      const widgetId = { name: 'widgetId', in: 'query', required: true, schema: { type: 'integer' } };
      const responses = { '200': { description: 'A widget.' } };
      document.paths['/api/widgets'] = { get: { operationId: 'getWidget', parameters: [widgetId], responses } };
      const contractPath = join(folder, 'portal.yaml');
      writeFileSync(contractPath, stringify(document));

      const results = await runContractCheck({ baseUrl: demo.url, auth: { token }, today: TODAY, contractPath });

      expect(results.find((r) => r.operationId === 'getWidget')).toEqual(
        expect.objectContaining({ method: 'GET', path: '/api/widgets', status: null, passed: false }),
      );
      expect(failuresOf(results)['getWidget']).toBe('no parameter recipe');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('tells which discovery failed instead of calling an operation with made-up parameters', async () => {
    const results = await runContractCheck({ baseUrl: demo.url, auth: { token: 'not-a-jwt' }, today: TODAY });

    const failures = failuresOf(results);
    expect(failures['getCompanies']).toBe(
      'could not discover the user id (the token is not a JWT with a numeric sub claim)',
    );
    expect(failures['getCompanyInfo']).toBe('could not discover the default company (getCompanies failed)');
    expect(results.find((r) => r.operationId === 'getCompanyInfo')?.status).toBeNull();
  });
});

describe('the authorization pass', () => {
  it('passes against the demo backend: every company-scoped call is refused for another company and per gate', async () => {
    const owner = await runContractCheck({ baseUrl: demo.url, auth: { token }, today: TODAY });
    const user = await runContractCheck({ baseUrl: demo.url, auth: { token: userToken }, today: TODAY });

    // The owner's companies include Beta Logistics, which lacks every product and flag; the plain user of
    // Acme Health is the one who can be refused the owners' and administrators' calls.
    const probesOf = ({ requires }: (typeof scopedOperations)[number]) => [
      'another company',
      ...(requires?.product ? [`without ${requires.product}`] : []),
      ...(requires?.feature ? [`without ${requires.feature}`] : []),
      ...(requires?.orders ? ['without orders'] : []),
      ...(requires?.role ? [`not ${requires.role.join(' or ')}`] : []),
    ];
    const expected = Object.fromEntries(
      scopedOperations.flatMap((operation) =>
        probesOf(operation).map((probe) => [
          `${operation.operationId} (${probe})`,
          probe.startsWith('not ') ? 'SKIP' : 'PASS',
        ]),
      ),
    );
    expect(authorizationRows(owner)).toEqual(expected);
    expect(authorizationRows(user)['updateCompanyInfo (not Owner or Administrator)']).toBe('PASS');
    expect(Object.entries(authorizationRows(user)).filter(([, verdict]) => verdict === 'FAIL')).toEqual([]);
    expect(
      user
        .filter((r) => r.kind === 'authorization' && r.probe?.startsWith('not '))
        .map((r) => [r.operationId, r.passed]),
    ).toEqual([
      ['updateCompanyInfo', true],
      ['addUser', true],
      ['updateUserStatus', true],
      ['updateCompanyUser', true],
    ]);
    expect(scopedOperations.length).toBeGreaterThan(30);
  });

  it('fails exactly the gates a server skips, and names the company it asked for', async () => {
    const owner = await runContractCheck({ baseUrl: gateSkipper.url, auth: { token }, today: TODAY });
    const user = await runContractCheck({ baseUrl: gateSkipper.url, auth: { token: userToken }, today: TODAY });

    const failed = (results: CheckResult[]) =>
      Object.fromEntries(
        results
          .filter((r) => r.kind === 'authorization' && !r.passed)
          .map((r) => [`${r.operationId} (${r.probe ?? ''})`, r.problem]),
      );
    expect(failed(owner)).toEqual({
      'getCompanyUsers (another company)':
        'status 200 for company 2147483647, which the user is not a member of, expected 403',
      'getEsdsReport (without ReverbCrossposting)':
        'status 200 for Beta Logistics (1002), which lacks the ReverbCrossposting feature flag, expected 403',
      'getObservances (without ABI)': 'status 200 for Beta Logistics (1002), which lacks the ABI product, expected 403',
    });
    expect(failed(user)).toEqual({
      'getCompanyUsers (another company)':
        'status 200 for company 2147483647, which the user is not a member of, expected 403',
      'updateCompanyInfo (not Owner or Administrator)':
        'status 200 as a plain user of Acme Health (1001), expected 403',
    });
    // The gates it keeps still pass, and the contract rows are untouched.
    expect(authorizationRows(owner)['getObservances (another company)']).toBe('PASS');
    expect(authorizationRows(owner)['exportEsdsReportCsv (without ReverbCrossposting)']).toBe('PASS');
    expect(failuresOf(owner.filter((r) => r.kind === 'contract'))).toEqual({});
  });
});

describe('calendarProblem', () => {
  const event = {
    uid: 'observance-1@test.example',
    start: '2026-12-31',
    end: '2027-01-01',
    summary: 'New Year; Eve, and Day',
    description: 'A line\nand another',
    categories: ['Holiday'],
  };
  const good = renderCalendar('Saved', [event, { ...event, uid: 'observance-2@test.example', end: event.start }]);
  const edit = (from: string | RegExp, to: string) => good.replace(from, to);

  it('passes an RFC 5545 calendar, empty or with all-day events, with or without a byte order mark', () => {
    expect(calendarProblem(good)).toBeNull();
    expect(calendarProblem(`\uFEFF${good}`)).toBeNull();
    expect(calendarProblem(renderCalendar('Nothing saved', []))).toBeNull();
  });

  it('names the first way a body is not one VCALENDAR of version 2.0', () => {
    expect(calendarProblem('<html>Sign in</html>')).toBe('the calendar does not start with BEGIN:VCALENDAR');
    expect(calendarProblem('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toMatch(/^the calendar does not parse: /);
    expect(calendarProblem('BEGIN:VCALENDAR\r\nthis is no content line\r\nEND:VCALENDAR\r\n')).toMatch(
      /^the calendar does not parse: /,
    );
    expect(calendarProblem(`${good}${good}`)).toBe('the body holds 2 calendars, expected one VCALENDAR');
    expect(calendarProblem(edit('VERSION:2.0\r\n', ''))).toBe('the calendar has no VERSION');
    expect(calendarProblem(edit('VERSION:2.0', 'VERSION:1.0'))).toBe('the calendar has VERSION 1.0, expected 2.0');
    expect(calendarProblem(edit(/PRODID:[^\r]*\r\n/, ''))).toBe('the calendar has no PRODID');
  });

  it('names the first event without UID, DTSTAMP or DTSTART, or with a DTEND not after its DTSTART', () => {
    expect(calendarProblem(edit('UID:observance-1@test.example\r\n', ''))).toBe('event 1 has no UID');
    expect(calendarProblem(edit(/DTSTAMP:\w+\r\n/, ''))).toBe('event 1 (observance-1@test.example) has no DTSTAMP');
    expect(calendarProblem(edit('DTSTART;VALUE=DATE:20261231\r\n', ''))).toBe(
      'event 1 (observance-1@test.example) has no DTSTART',
    );
    // An inclusive DTEND: a one-day observance ending the day it starts.
    expect(calendarProblem(good.replace('DTEND;VALUE=DATE:20270101', 'DTEND;VALUE=DATE:20261231'))).toBe(
      'event 2 (observance-2@test.example): DTEND 2026-12-31 is not after DTSTART 2026-12-31 (DTEND is exclusive)',
    );
    expect(calendarProblem(edit('DTEND;VALUE=DATE:20270102', 'DTEND:20270102T000000Z'))).toBe(
      'event 1 (observance-1@test.example): DTSTART is a date but DTEND a date-time',
    );
  });
});

describe('the contract:check command', () => {
  it('exits 0 and prints the table against the demo backend', async () => {
    const run = await runCli(['--base-url', demo.url, '--demo-user', 'owner@demo.test', '--today', TODAY_TEXT]);

    expect(run.stdout).toMatch(/^OPERATION +REQUEST +STATUS +RESULT +FIRST PROBLEM$/m);
    expect(run.stdout).toMatch(/^getCompanies +GET {2}\/api\/companies +200 +PASS$/m);
    expect(run.stdout).toMatch(/checks: \d+ passed, 0 failed; the server conforms to the contract\./);
    expect(run.code, run.stdout + run.stderr).toBe(0);
  });

  it('exits 1 and names the failures against a broken server', async () => {
    const args = ['--base-url', proxy.url, '--gateway-url', demo.url, '--token', token, '--today', TODAY_TEXT];
    const run = await runCli(args);

    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^getJobPerformanceDetails +GET {2}\S+ +500 +FAIL +status 500, expected 200/m);
    expect(run.stdout).toMatch(/^exportEsdsReportCsv +GET {2}\S+ +200 +FAIL +content type text\/plain/m);
    expect(run.stdout).toMatch(/^getCompanies +GET {2}\/api\/companies +200 +PASS$/m);
    expect(run.stdout).toMatch(/checks: \d+ passed, 6 failed; the server does not conform to the contract\./);
  });

  it('exits 1 against a server that skips a gate, with the row that shows it', async () => {
    const run = await runCli(['--base-url', gateSkipper.url, '--token', token, '--today', TODAY_TEXT]);

    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toMatch(
      /^getObservances \(without ABI\) +GET {2}\/api\/abi\/observances +200 +FAIL +status 200 for Beta Logistics \(1002\)/m,
    );
    expect(run.stdout).toMatch(/^getObservances \(another company\) +GET {2}\/api\/abi\/observances +403 +PASS$/m);
    expect(run.stdout).toMatch(/checks: \d+ passed, 3 failed; the server does not conform to the contract\./);
  });

  it('rejects missing and contradictory options', () => {
    expect(() => parseCommandLine(['--token', 't'])).toThrow(new UsageError('--base-url is required'));
    expect(() => parseCommandLine(['--base-url', 'http://a.test', '--token', 't', '--demo-user', 'u'])).toThrow(
      'use either --token or --demo-user, not both',
    );
    expect(() => parseCommandLine(['--base-url', 'http://a.test', '--token', 't', '--password', 'p'])).toThrow(
      '--password needs --demo-user',
    );
    expect(() => parseCommandLine(['--base-url', 'api.test', '--token', 't'])).toThrow('must be an absolute URL');
    expect(() => parseCommandLine(['--base-url', 'http://a.test', '--token', 't', '--today', '2026-02-30'])).toThrow(
      '--today must be a date',
    );
    expect(() => parseCommandLine(['--base-url', 'http://a.test', '--tokn', 't'])).toThrow(UsageError);
    expect(parseCommandLine(['--base-url', 'http://a.test/', '--demo-user', 'owner@demo.test', '--json'])).toEqual({
      help: false,
      json: true,
      options: { baseUrl: 'http://a.test', auth: { demoUser: 'owner@demo.test' } },
    });
  });
});
