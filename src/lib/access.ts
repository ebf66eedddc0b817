import { env } from '../config/env';
import { FeatureId, ProductAuthorizationStatus, UserRole, type Company } from '../generated/model';

/** Product codes of spec section 6. OFCCP stands for every authorization whose name begins with it. */
export const PRODUCT_CODES = ['LJNJP', 'BRAND', 'DJJP', 'OMS', 'AICM', 'ABI', 'OFCCP'] as const;
export type ProductCode = (typeof PRODUCT_CODES)[number];

export type FeatureName = keyof typeof FeatureId;
export const FEATURE_NAMES = Object.keys(FeatureId) as FeatureName[];

/** What a route can require: a product authorization, a feature flag by id, or the orders flag. */
export type Gate = { product: ProductCode } | { feature: FeatureName } | { orders: true };

type CompanyAccess = Pick<Company, 'productAuthorizations' | 'hadPriorProdAuths' | 'featureFlags' | 'showOrders'>;

const isActive = (authorization: Company['productAuthorizations'][number]) =>
  authorization.status === ProductAuthorizationStatus.Active;

export function hasProduct(company: CompanyAccess | null | undefined, code: ProductCode): boolean {
  if (!company) return false;
  const matches = (name: string) => (code === 'OFCCP' ? name.startsWith('OFCCP') : name === code);
  const current = company.productAuthorizations.some((auth) => isActive(auth) && matches(auth.name));
  // A company that held LJNJP before keeps its jobs, applicant tracking and reports (spec section 6).
  if (code === 'LJNJP') return current || company.hadPriorProdAuths.some((auth) => matches(auth.name));
  return current;
}

export function hasFeature(company: CompanyAccess | null | undefined, feature: FeatureName): boolean {
  return company?.featureFlags.some((flag) => flag.id === FeatureId[feature] && flag.value) ?? false;
}

export function showsOrders(company: CompanyAccess | null | undefined): boolean {
  return company?.showOrders ?? false;
}

export function passesGate(company: CompanyAccess | null | undefined, gate: Gate): boolean {
  if ('product' in gate) return hasProduct(company, gate.product);
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
 * Spec section 6: owners and administrators manage the company, its info and its users; a user may only
 * look. The one place the portal decides it (Company Info's editing, Authorized Users' actions).
 */
export function managesCompany(role: number | null | undefined): boolean {
  return role === UserRole.Owner || role === UserRole.Administrator;
}
