import { FeatureId, ProductAuthorizationStatus, UserRole, type Company } from '../../src/generated/model';

/**
 * The `x-requires` extension of the contract (docs/contract.md, "Authorization"): what a company-scoped
 * operation needs beyond a valid token. The names are the portal's route gates' (src/lib/access.ts `Gate`:
 * `product`, `orPrior`, `feature`, `orders`) plus `membership` and `role`; tests/contract/authorization.test.ts
 * proves the two agree. The demo backend enforces it in `route()` (mocks/lib/route.ts), the conformance
 * check probes it (scripts/lib/contract-check-authorization.ts). Nothing here reads the database.
 */
export type RoleName = keyof typeof UserRole;
export type FeatureName = keyof typeof FeatureId;

export interface Requirements {
  /**
   * Where the request names the company, as the 400 problem names fields: `query.companyId`,
   * `path.companyId`, `body.CompanyId`; `*` stands for every item of a list (`body.readNotifications.*.0`).
   * The caller must be an active member of every company named there.
   */
  membership: string;
  /** A product authorization held now (OFCCP: any active authorization whose name begins with it). */
  product?: string;
  /** With `product: LJNJP`: held now or before (the company's prior authorizations). */
  orPrior?: true;
  /** A feature flag that is on. */
  feature?: FeatureName;
  /** The company's orders flag (`showOrders`). */
  orders?: true;
  /** The caller's role in the company is one of these. */
  role?: readonly RoleName[];
}

export const REQUIREMENT_KEYS = ['membership', 'product', 'orPrior', 'feature', 'orders', 'role'] as const;

/** The gates of a requirement, each of which a company the caller belongs to can lack. */
export type GateName = 'product' | 'feature' | 'orders' | 'role';

const isName = <Names extends string>(names: Readonly<Record<Names, unknown>>, value: unknown): value is Names =>
  typeof value === 'string' && Object.hasOwn(names, value);

/** Reads an operation's `x-requires`, refusing anything outside the vocabulary (a typo must not open a gate). */
export function parseRequirements(raw: unknown, operationId: string): Requirements {
  const fail = (why: string): never => {
    throw new Error(`x-requires of ${operationId}: ${why}`);
  };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return fail('must be a map');
  const value = raw as Record<string, unknown>;
  const unknown = Object.keys(value).find((key) => !(REQUIREMENT_KEYS as readonly string[]).includes(key));
  if (unknown) fail(`unknown key ${unknown}`);
  const { membership, product, orPrior, feature, orders, role } = value;
  if (typeof membership !== 'string' || !/^(query|path|body)(\.(\w+|\*))+$/.test(membership)) {
    fail('membership must name where the request holds the company, e.g. query.companyId');
  }
  const requirements: Requirements = { membership: membership as string };
  if (product !== undefined) {
    if (typeof product !== 'string' || !/^[A-Z]+$/.test(product)) fail('product must be a product code');
    requirements.product = product as string;
  }
  if (orPrior !== undefined) {
    if (orPrior !== true || product !== 'LJNJP') fail('orPrior: true goes only with product: LJNJP');
    requirements.orPrior = true;
  }
  if (feature !== undefined) {
    if (!isName(FeatureId, feature)) fail(`feature must be one of ${Object.keys(FeatureId).join(', ')}`);
    requirements.feature = feature as FeatureName;
  }
  if (orders !== undefined) {
    if (orders !== true) fail('orders must be true');
    requirements.orders = true;
  }
  if (role !== undefined) {
    if (!Array.isArray(role) || role.length === 0 || !role.every((name) => isName(UserRole, name))) {
      fail(`role must list some of ${Object.keys(UserRole).join(', ')}`);
    }
    requirements.role = role as RoleName[];
  }
  return requirements;
}

/** The parts of a request, as the demo backend parsed them. */
export interface RequestParts {
  path?: unknown;
  query?: unknown;
  body?: unknown;
}

/** Every value at a `membership` location (`*` fans out over a list). */
export function valuesAt(location: string, parts: RequestParts): unknown[] {
  const [where, ...steps] = location.split('.');
  let values: unknown[] = [parts[where as keyof RequestParts]];
  for (const step of steps) {
    values = values.flatMap((value) => {
      if (step === '*') return Array.isArray(value) ? value : [];
      if (typeof value !== 'object' || value === null) return [];
      const next = (value as Record<string, unknown>)[step];
      return next === undefined ? [] : [next];
    });
  }
  return values;
}

/** The company ids a request names at its requirement's `membership` location, each once. */
export function companyIdsOf(requirements: Requirements, parts: RequestParts): number[] {
  const ids = valuesAt(requirements.membership, parts).filter((value): value is number => Number.isInteger(value));
  return [...new Set(ids)];
}

/** What of a company the gates read: the contract's Company, as the caller's getCompanies shows it. */
export type CompanyAccess = Pick<
  Company,
  'id' | 'productAuthorizations' | 'hadPriorProdAuths' | 'featureFlags' | 'showOrders' | 'userRoleId'
>;

const isActive = (status: ProductAuthorizationStatus) => status === ProductAuthorizationStatus.Active;
const named = (code: string) => (name: string) => (code === 'OFCCP' ? name.startsWith('OFCCP') : name === code);

function holdsProduct(company: CompanyAccess, code: string, orPrior: boolean): boolean {
  const now = company.productAuthorizations.some((auth) => isActive(auth.status) && named(code)(auth.name));
  return now || (orPrior && company.hadPriorProdAuths.some((auth) => auth.name === code));
}

export interface UnmetGate {
  gate: GateName;
  /** The 403 problem's detail. */
  detail: string;
}

/**
 * The first gate of the requirement the company (with the caller's role in it) does not pass, or null.
 * Membership is not judged here: `company` is one the caller belongs to.
 */
export function unmetGate(company: CompanyAccess, requirements: Requirements): UnmetGate | null {
  const { product, orPrior, feature, orders, role } = requirements;
  if (product !== undefined && !holdsProduct(company, product, orPrior === true)) {
    const what = orPrior ? `the ${product} product, now or before` : `the ${product} product`;
    return { gate: 'product', detail: `Company ${company.id} does not hold ${what}.` };
  }
  if (feature !== undefined && !company.featureFlags.some((flag) => flag.id === FeatureId[feature] && flag.value)) {
    return { gate: 'feature', detail: `Company ${company.id} does not have the ${feature} feature.` };
  }
  if (orders === true && !company.showOrders) {
    return { gate: 'orders', detail: `Company ${company.id} does not have orders.` };
  }
  if (role !== undefined && !role.some((name) => UserRole[name] === company.userRoleId)) {
    return { gate: 'role', detail: `Only the ${role.join(' or ')} of company ${company.id} may do this.` };
  }
  return null;
}

/** The gates a requirement names, in the order `unmetGate` judges them. */
export function gatesOf(requirements: Requirements): GateName[] {
  const gates: GateName[] = [];
  if (requirements.product !== undefined) gates.push('product');
  if (requirements.feature !== undefined) gates.push('feature');
  if (requirements.orders === true) gates.push('orders');
  if (requirements.role !== undefined) gates.push('role');
  return gates;
}

/** One gate in words, e.g. `the ABI product` or `the role Owner or Administrator`. */
export function describeGate(requirements: Requirements, gate: GateName): string {
  switch (gate) {
    case 'product':
      return requirements.product === 'OFCCP'
        ? 'an OFCCP product (an active authorization whose name begins with OFCCP)'
        : `the ${requirements.product ?? ''} product${requirements.orPrior ? ', held now or before' : ''}`;
    case 'feature':
      return `the ${requirements.feature ?? ''} feature flag`;
    case 'orders':
      return 'the orders flag (`showOrders`)';
    case 'role':
      return `the role ${(requirements.role ?? []).join(' or ')} in it`;
  }
}

/**
 * The sentence every company-scoped operation's description ends with, made from its `x-requires`
 * (tests/contract/authorization.test.ts keeps the two equal).
 */
export function describeRequirements(requirements: Requirements): string {
  const needs = [
    `an active membership of the company in \`${requirements.membership}\``,
    ...gatesOf(requirements).map((gate) => describeGate(requirements, gate)),
  ];
  return `Requires (\`x-requires\`): ${needs.join('; ')}. Otherwise 403.`;
}
