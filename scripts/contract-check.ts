import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  describeError,
  formatResultsTable,
  formatSummary,
  runContractCheck,
  type CheckAuth,
  type CheckResult,
  type ContractCheckOptions,
} from './lib/contract-check';

export const USAGE = `Conformance check of a server against openapi/portal.yaml.

Calls every read-only operation of the contract (every GET and every x-read-only POST) with valid
parameters, validates status and body with the generated zod schemas, and prints one row per operation.
Then the authorization pass: every company-scoped operation (x-requires), reads and writes, for a company
the user is not a member of and for a company of the user's that lacks each of its gates (product, feature
flag, orders, role), each expecting 403. A gate no company of the user lacks is a SKIP row.

Usage:
  npm run contract:check -- --base-url URL (--token JWT | --demo-user EMAIL) [options]

Options:
  --base-url URL       where the API answers (required), e.g. https://api.example.test
  --gateway-url URL    where the outreach gateway answers (the /r/... paths); default: the base URL
  --token JWT          bearer token of a user (or set CONTRACT_CHECK_TOKEN, which keeps it out of ps)
  --demo-user EMAIL    sign in through the demo OpenID provider at <base-url>/oidc instead of --token
  --password PASSWORD  password of --demo-user (default: demo)
  --today YYYY-MM-DD   the day the date ranges end on (default: today, UTC)
  --json               print the results as JSON instead of the table
  -h, --help           show this help

Exit code: 0 when every check passes, 1 when any fails, 2 for a usage or sign-in error.`;

export class UsageError extends Error {}

export type CliCommand = { help: true } | { help: false; json: boolean; options: ContractCheckOptions };

function httpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${name} must be an absolute URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${name} must be http or https`);
  return value.replace(/\/+$/, '');
}

function dayOf(value: string): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(Number.NaN);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new UsageError(`--today must be a date as YYYY-MM-DD, got "${value}"`);
  }
  return day;
}

function authOf(token: string | undefined, demoUser: string | undefined, password: string | undefined): CheckAuth {
  if (token !== undefined && demoUser !== undefined) {
    throw new UsageError('use either --token or --demo-user, not both');
  }
  if (password !== undefined && demoUser === undefined) throw new UsageError('--password needs --demo-user');
  if (demoUser !== undefined) {
    if (demoUser.trim() === '') throw new UsageError('--demo-user needs an email address');
    return password === undefined ? { demoUser } : { demoUser, password };
  }
  const bearer = token ?? process.env['CONTRACT_CHECK_TOKEN'];
  if (bearer === undefined || bearer.trim() === '') {
    throw new UsageError('say who calls: --token JWT (or CONTRACT_CHECK_TOKEN) or --demo-user EMAIL');
  }
  return { token: bearer.trim() };
}

const OPTIONS = {
  'base-url': { type: 'string' },
  'gateway-url': { type: 'string' },
  token: { type: 'string' },
  'demo-user': { type: 'string' },
  password: { type: 'string' },
  today: { type: 'string' },
  json: { type: 'boolean', default: false },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

function readValues(args: readonly string[]) {
  try {
    return parseArgs({ args: [...args], options: OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Reads the command line; throws UsageError for missing, malformed or contradictory options. */
export function parseCommandLine(args: readonly string[]): CliCommand {
  const values = readValues(args);
  if (values.help) return { help: true };
  if (values['base-url'] === undefined) throw new UsageError('--base-url is required');

  const options: ContractCheckOptions = {
    baseUrl: httpUrl('--base-url', values['base-url']),
    auth: authOf(values.token, values['demo-user'], values.password),
  };
  if (values['gateway-url'] !== undefined) options.gatewayUrl = httpUrl('--gateway-url', values['gateway-url']);
  if (values.today !== undefined) options.today = dayOf(values.today);
  return { help: false, json: values.json, options };
}

async function main(args: readonly string[]): Promise<number> {
  let command: CliCommand;
  try {
    command = parseCommandLine(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`contract:check: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  if (command.help) {
    console.info(USAGE);
    return 0;
  }

  const { options, json } = command;
  let results: CheckResult[];
  try {
    results = await runContractCheck(options);
  } catch (error) {
    const who =
      'demoUser' in options.auth ? ` (signing in as ${options.auth.demoUser} at ${options.baseUrl}/oidc)` : '';
    console.error(`contract:check: the check could not start${who}: ${describeError(error)}`);
    return 2;
  }

  const failed = results.filter((result) => !result.passed).length;
  if (json) {
    const report = { baseUrl: options.baseUrl, gatewayUrl: options.gatewayUrl ?? options.baseUrl, failed, results };
    console.info(JSON.stringify(report, null, 2));
  } else {
    console.info(
      `Contract check of ${options.baseUrl}${options.gatewayUrl ? ` (gateway ${options.gatewayUrl})` : ''}\n`,
    );
    console.info(formatResultsTable(results));
    console.info(`\n${formatSummary(results)}`);
  }
  return failed === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
