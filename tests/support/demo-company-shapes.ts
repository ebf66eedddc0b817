import { FeatureId, type Company, type ProductAuthorization } from '@/generated/model';

const active = (name: string): ProductAuthorization => ({ name, status: 'Active' });
const flags = (on: readonly number[]) => Object.values(FeatureId).map((id) => ({ id, value: on.includes(id) }));

/** A company of the session's list: no product, no flag, the user an Owner of it; `fields` say what differs. */
export function company(id: number, name = `Company ${id}`, fields: Partial<Company> = {}): Company {
  return {
    id,
    legacyId: id + 49_000,
    name,
    hasAICM: false,
    userRoleId: 1,
    userId: 1,
    isDefault: false,
    selectCompany: false,
    createdDate: '2020-01-01T00:00:00Z',
    productAuthorizations: [],
    hadPriorProdAuths: [],
    featureFlags: flags([]),
    top_employer: false,
    showOrders: false,
    amEmail: null,
    ...fields,
  };
}

/** The three demo companies' gate-relevant shapes (mocks/seed/account.ts). */
export const demoCompanies = {
  /** Every product and flag. */
  acme: company(1001, 'Acme Health', {
    hasAICM: true,
    productAuthorizations: ['OMS', 'ABI', 'LJNJP', 'AICM', 'BRAND', 'DJJP', 'OFCCP Compliance'].map(active),
    hadPriorProdAuths: [active('LJNJP')],
    featureFlags: flags(Object.values(FeatureId)),
    showOrders: true,
    top_employer: true,
    amEmail: 'jordan.reyes@employer-portal.test',
  }),
  /** No product, no flag, no account manager. */
  beta: company(1002, 'Beta Logistics', {}),
  /** ABI and LJNJP only; flags 1 and 6. */
  gamma: company(1003, 'Gamma Staffing', {
    productAuthorizations: ['ABI', 'LJNJP'].map(active),
    hadPriorProdAuths: [active('LJNJP')],
    featureFlags: flags([FeatureId.JobPerformanceBoard, FeatureId.NewOutreachManagementSystem]),
    showOrders: true,
    amEmail: 'priya.shah@employer-portal.test',
  }),
} as const;
