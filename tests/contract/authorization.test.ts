import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../mocks/lib/contract';
import { contractDocument, deref, type Reference } from '../../mocks/lib/contract-document';
import { describeRequirements, unmetGate, type CompanyAccess, type Requirements } from '../../mocks/lib/requirements';
import { routeTable } from '@/app/router';
import { flattenRoutes } from '@/app/route-table-utils';
import type { PathKey } from '@/config/paths';
import { OUTREACH_GATES } from '@/features/audit-pack/utils/pack-sections';
import { FeatureId, ProductAuthorizationStatus, UserRole } from '@/generated/model';
import { FEATURE_NAMES, MANAGING_ROLES, PRODUCT_CODES, managesCompany, passesGate, type Gate } from '@/lib/access';

/**
 * The contract's `x-requires` (what the demo backend enforces and the conformance check probes) and the
 * portal's gates (route table, role rule) name the same things and mean the same thing.
 */
const operations = loadContract();
const byId = new Map(operations.map((operation) => [operation.operationId, operation]));

interface RawSchema {
  properties?: Record<string, unknown>;
  allOf?: (RawSchema | Reference)[];
}
interface RawOperation {
  operationId: string;
  description?: string;
  parameters?: ({ name?: string; in?: string } | Reference)[];
  requestBody?: { content: Record<string, { schema: RawSchema | Reference }> };
}
const document = contractDocument<{ paths: Record<string, Record<string, RawOperation>> }>();
const rawOperations = new Map(
  Object.values(document.paths).flatMap((item) =>
    Object.values(item)
      .filter((value): value is RawOperation => typeof value === 'object' && value !== null && 'operationId' in value)
      .map((operation) => [operation.operationId, operation] as const),
  ),
);

function schemaProperties(written: RawSchema | Reference | undefined): string[] {
  const schema = deref(document, written);
  if (!schema) return [];
  return [...Object.keys(schema.properties ?? {}), ...(schema.allOf ?? []).flatMap(schemaProperties)];
}

/** Every input of an operation as the 400 problem names it: `query.companyId`, `body.CompanyId`, … */
function inputsOf(operationId: string): string[] {
  const raw = rawOperations.get(operationId);
  const parameters = (raw?.parameters ?? []).map((parameter) => deref(document, parameter));
  const body = raw?.requestBody?.content['application/json']?.schema;
  return [
    ...parameters.map((parameter) => `${parameter.in ?? ''}.${parameter.name ?? ''}`),
    ...schemaProperties(body).map((name) => `body.${name}`),
  ];
}

const companyInputOf = (operationId: string) => inputsOf(operationId).find((input) => /\.companyId$/i.test(input));
const withRequires = operations.filter((operation) => operation.requires !== undefined);

/** The portal gates an operation's requirement stands for. */
function gatesOf(requirements: Requirements | undefined): Gate[] {
  if (!requirements) return [];
  const gates: Gate[] = [];
  if (requirements.product !== undefined) {
    gates.push(
      requirements.orPrior
        ? { product: 'LJNJP', orPrior: true }
        : { product: requirements.product as (typeof PRODUCT_CODES)[number] },
    );
  }
  if (requirements.feature !== undefined) gates.push({ feature: requirements.feature });
  if (requirements.orders) gates.push({ orders: true });
  return gates;
}

const sorted = (gates: readonly Gate[]) => gates.map((gate) => JSON.stringify(gate)).sort();

describe('x-requires in the contract', () => {
  it('is on every operation that names a company, at the input that names it, and on no other', () => {
    for (const operation of operations) {
      const input = companyInputOf(operation.operationId);
      if (input === undefined && operation.operationId !== 'markNotificationsRead') {
        expect(operation.requires, operation.operationId).toBeUndefined();
        continue;
      }
      expect(operation.security, operation.operationId).toBe('bearer');
      expect(operation.requires?.membership, operation.operationId).toBe(
        input ?? 'body.readNotifications.*.0', // [companyId, userId, notificationId] triples
      );
    }
    expect(withRequires).toHaveLength(37);
  });

  it('comes with 401 on every authenticated operation and 403 on every company-scoped one', () => {
    for (const operation of operations.filter((candidate) => candidate.security !== 'none')) {
      expect(operation.statuses, operation.operationId).toContain('401');
    }
    for (const operation of withRequires) expect(operation.statuses, operation.operationId).toContain('403');
  });

  it("is stated in words at the end of the operation's description", () => {
    for (const operation of withRequires) {
      const description = (rawOperations.get(operation.operationId)?.description ?? '').replace(/\s+/g, ' ').trim();
      expect(
        description.endsWith(describeRequirements(operation.requires as Requirements)),
        operation.operationId,
      ).toBe(true);
    }
  });

  it("is summed up in docs/contract.md's table, one row per set of needs", () => {
    const needsOf = ({ product, orPrior, feature, orders, role }: Requirements) =>
      [
        'membership',
        ...(product ? [`product ${product}${orPrior ? ' now or before' : ''}`] : []),
        ...(feature ? [`feature ${feature}`] : []),
        ...(orders ? ['orders'] : []),
        ...(role ? [`role ${role.join(' or ')}`] : []),
      ].join(', ');
    const expected = new Map<string, string[]>();
    for (const { operationId, requires } of withRequires) {
      const needs = needsOf(requires as Requirements);
      expected.set(needs, [...(expected.get(needs) ?? []), operationId]);
    }
    const doc = readFileSync(join(import.meta.dirname, '../../docs/contract.md'), 'utf8');
    const table = /<!-- requirements:start -->([^]*)<!-- requirements:end -->/.exec(doc)?.[1] ?? '';
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('|') && !line.startsWith('| needs') && !line.startsWith('| ---'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    const documented = new Map(rows.map(([, needs = '', list = '']) => [needs, list.split(', ')]));
    expect(documented).toEqual(expected);
  });

  it('names only the products, features and roles the portal knows', () => {
    for (const { requires, operationId } of withRequires) {
      if (requires?.product !== undefined) expect(PRODUCT_CODES, operationId).toContain(requires.product);
      if (requires?.feature !== undefined) expect(FEATURE_NAMES, operationId).toContain(requires.feature);
      if (requires?.role !== undefined) expect(requires.role, operationId).toEqual(MANAGING_ROLES);
    }
  });
});

/** The screen of the route table that makes each gated call (its gates, groups' included, are the call's). */
const SCREEN_OF: Record<string, PathKey> = {
  getPaymentLink: 'accountOrders',
  getJobPerformanceSummary: 'reportsJobPerformance',
  getJobPerformanceDetails: 'reportsJobPerformance',
  getJobPerformanceByDate: 'reportsJobPerformance',
  exportJobPerformance: 'reportsJobPerformance',
  getApplicantDemographics: 'reportsApplicantDemographics',
  getEsdsReport: 'reportsEsds',
  exportEsdsReportCsv: 'reportsEsds',
  getObservances: 'abiObservances',
  getObservance: 'abiObservances',
  saveUserObservance: 'abiObservances',
  getSavedObservances: 'abiObservances',
  deleteUserObservance: 'abiObservances',
  getCalendarLink: 'abiObservances',
  resetCalendarLink: 'abiObservances',
  downloadAbiFile: 'abiContent',
  getOutreachToken: 'outreachDashboard',
};

describe("the contract's gates and the portal's", () => {
  const routes = flattenRoutes(routeTable).filter((route) => route.kind === 'route');
  const routeGates = (key: PathKey) => {
    const route = routes.find((candidate) => candidate.handle.entry.key === key);
    if (!route) throw new Error(`No route ${key}`);
    return route.handle.gates.map((check) => check.gate);
  };

  it.each(Object.entries(SCREEN_OF))('%s requires what the route %s is gated by', (operationId, key) => {
    expect(sorted(gatesOf(byId.get(operationId)?.requires))).toEqual(sorted(routeGates(key)));
  });

  it('gates every other company-scoped call by membership alone, or by role', () => {
    for (const operation of withRequires.filter(({ operationId }) => !(operationId in SCREEN_OF))) {
      expect(gatesOf(operation.requires), operation.operationId).toEqual([]);
    }
  });

  it('asks for the roles that manage the company on the calls the portal offers only to them', () => {
    const managing = withRequires.filter((operation) => operation.requires?.role).map((o) => o.operationId);
    expect(managing.sort()).toEqual(['addUser', 'updateCompanyInfo', 'updateCompanyUser', 'updateUserStatus']);
  });

  it("gates the outreach token as the audit pack's outreach section is", () => {
    expect(sorted(gatesOf(byId.get('getOutreachToken')?.requires))).toEqual(sorted(OUTREACH_GATES));
  });
});

describe("the demo backend's gate and the portal's passesGate", () => {
  const product = fc.record({
    name: fc.oneof(fc.constantFrom(...PRODUCT_CODES, 'OFCCP Compliance', 'OFCCPX', 'ABIX'), fc.string()),
    status: fc.constantFrom(...Object.values(ProductAuthorizationStatus)),
  });
  const company: fc.Arbitrary<CompanyAccess> = fc.record({
    id: fc.integer({ min: 1 }),
    productAuthorizations: fc.array(product, { maxLength: 6 }),
    hadPriorProdAuths: fc.array(product, { maxLength: 3 }),
    featureFlags: fc.array(fc.record({ id: fc.constantFrom(...Object.values(FeatureId)), value: fc.boolean() })),
    showOrders: fc.boolean(),
    userRoleId: fc.constantFrom(...Object.values(UserRole)),
  });
  const gates: Gate[] = [
    ...PRODUCT_CODES.map((code) => ({ product: code })),
    { product: 'LJNJP', orPrior: true },
    ...FEATURE_NAMES.map((feature) => ({ feature })),
    { orders: true },
  ];
  const requirementOf = (gate: Gate): Requirements => ({ membership: 'query.companyId', ...gate });

  it('agree on every gate for any company', () => {
    fc.assert(
      fc.property(company, fc.constantFrom(...gates), (access, gate) => {
        expect(unmetGate(access, requirementOf(gate)) === null).toBe(passesGate(access, gate));
      }),
      { numRuns: 500 },
    );
  });

  it('agree on the managing roles', () => {
    for (const role of Object.values(UserRole)) {
      const access = { id: 1, productAuthorizations: [], hadPriorProdAuths: [], featureFlags: [], showOrders: false };
      const requirement: Requirements = { membership: 'query.companyId', role: MANAGING_ROLES };
      expect(unmetGate({ ...access, userRoleId: role }, requirement) === null).toBe(managesCompany(role));
    }
  });
});
