import { env } from '../config/env';
import { FeatureId, ProductAuthorizationStatus, UserRole, type Company } from '../generated/model';

/** Product codes of spec section 6. OFCCP stands for every authorization whose name begins with it. */
export const PRODUCT_CODES = ['LJNJP', 'BRAND', 'DJJP', 'OMS', 'AICM', 'ABI', 'OFCCP'] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export type FeatureName = keyof typeof FeatureId;
export const FEATURE_NAMES = Object.keys(FeatureId) as FeatureName[];

/**
 * What a route can require: a product authorization held now, LJNJP held now or before (spec section 6: a
 * company with prior LJNJP keeps jobs, applicant tracking, reports-all and reports-center), a feature flag
 * by id, or the orders flag.
 */
export type Gate =
  { product: ProductCode } | { product: 'LJNJP'; orPrior: true } | { feature: FeatureName } | { orders: true };

type CompanyAccess = Pick<Company, 'productAuthorizations' | 'hadPriorProdAuths' | 'featureFlags' | 'showOrders'>;

const isActive = (authorization: Company['productAuthorizations'][number]) =>
  authorization.status === ProductAuthorizationStatus.Active;

const named = (code: ProductCode) => (name: string) => (code === 'OFCCP' ? name.startsWith('OFCCP') : name === code);

/** Whether the company holds the product now: an active authorization of that code. */
export function hasProduct(
  company: Pick<Company, 'productAuthorizations'> | null | undefined,
  code: ProductCode,
): boolean {
  return company?.productAuthorizations.some((auth) => isActive(auth) && named(code)(auth.name)) ?? false;
}

/** LJNJP held now, or in the company's prior authorization history (spec section 6). */
function hasOrHadLjnjp(company: CompanyAccess | null | undefined): boolean {
  return hasProduct(company, 'LJNJP') || (company?.hadPriorProdAuths.some((auth) => auth.name === 'LJNJP') ?? false);
}

/**
 * AICM, the one rule for the Find Candidates tile (spec section 1), the Diversity Sourcing access switch
 * (section 5) and the Diversity Sourcing route (section 6): an active AICM product authorization. The
 * company's `hasAICM` field is not read (docs/decisions/0069-gates-as-the-spec-writes-them.md).
 */
export function hasAicm(company: Pick<Company, 'productAuthorizations'> | null | undefined): boolean {
  return hasProduct(company, 'AICM');
}

export function hasFeature(company: CompanyAccess | null | undefined, feature: FeatureName): boolean {
  return company?.featureFlags.some((flag) => flag.id === FeatureId[feature] && flag.value) ?? false;
}

export function showsOrders(company: CompanyAccess | null | undefined): boolean {
  return company?.showOrders ?? false;
}

/**
 * What the outreach dashboard's route needs: its group's OMS product and the NewOutreachManagementSystem
 * flag (src/app/router.tsx). The screens that read the outreach gateway for a company (the Audit Pack, Audit
 * Readiness) ask the same; tests/contract/authorization.test.ts holds it to the route table.
 */
export const OUTREACH_GATES: readonly Gate[] = [{ product: 'OMS' }, { feature: 'NewOutreachManagementSystem' }];

export function passesGate(company: CompanyAccess | null | undefined, gate: Gate): boolean {
  if ('orPrior' in gate) return hasOrHadLjnjp(company);
  if ('product' in gate) return gate.product === 'AICM' ? hasAicm(company) : hasProduct(company, gate.product);
  if ('feature' in gate) return hasFeature(company, gate.feature);
  return showsOrders(company);
}

/** The account manager's address: the company's amEmail, else the default renewal mailbox. */
export function accountManagerEmail(
  company: Pick<Company, 'amEmail'> | null | undefined,
  fallback: string = env.defaultRenewalMailbox,
): string {
  const own = company?.amEmail?.trim();
  return own ? own : fallback;
}

/**
 * Spec section 6: the roles that manage the company, its info and its users. The contract's `x-requires`
 * names the same roles on the calls that do it (tests/contract/authorization.test.ts).
 */
export const MANAGING_ROLES = ['Owner', 'Administrator'] as const satisfies readonly (keyof typeof UserRole)[];

/**
 * Owners and administrators manage the company, its info and its users; a user may only look. The one
 * place the portal decides it (Company Info's editing, Authorized Users' actions).
 */
export function managesCompany(role: number | null | undefined): boolean {
  return MANAGING_ROLES.some((name) => UserRole[name] === role);
}
