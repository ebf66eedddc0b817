import { UserRole } from '../src/generated/model';

/**
 * The fixed identities of the demo backend: the three demo companies and the five demo accounts
 * (password `demo` for all): four customers and one support staff member. Everything else in the seed
 * hangs off these ids.
 */
export const DEMO_PASSWORD = 'demo';

export const DEMO_COMPANIES = {
  acme: { id: 1001, legacyId: 50001, name: 'Acme Health' },
  beta: { id: 1002, legacyId: 50002, name: 'Beta Logistics' },
  gamma: { id: 1003, legacyId: 50003, name: 'Gamma Staffing' },
} as const;

export type DemoCompanyKey = keyof typeof DEMO_COMPANIES;

export interface DemoMembership {
  company: DemoCompanyKey;
  role: UserRole;
  isDefault: boolean;
}

export interface DemoAccount {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  sso: boolean;
  /** When the account was created (the OpenID profile's created_date). */
  createdDate: string;
  memberships: DemoMembership[];
  /**
   * A support staff member: the demo provider's ID and access tokens carry the impersonation claim
   * (mocks/id-token-claims.ts), so /impersonate turns impersonation on for this account and no other.
   */
  support?: true;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userId: 1,
    email: 'owner@demo.test',
    firstName: 'Olivia',
    lastName: 'Owner',
    sso: false,
    createdDate: '2019-03-04T15:00:00Z',
    memberships: [
      { company: 'acme', role: UserRole.Owner, isDefault: true },
      { company: 'beta', role: UserRole.Administrator, isDefault: false },
      { company: 'gamma', role: UserRole.Owner, isDefault: false },
    ],
  },
  {
    userId: 2,
    email: 'admin@demo.test',
    firstName: 'Adam',
    lastName: 'Admin',
    sso: false,
    createdDate: '2020-06-11T15:00:00Z',
    memberships: [{ company: 'acme', role: UserRole.Administrator, isDefault: true }],
  },
  {
    userId: 3,
    email: 'user@demo.test',
    firstName: 'Uma',
    lastName: 'User',
    sso: false,
    createdDate: '2021-01-19T15:00:00Z',
    memberships: [{ company: 'acme', role: UserRole.User, isDefault: true }],
  },
  {
    userId: 4,
    email: 'sso@demo.test',
    firstName: 'Sam',
    lastName: 'Single',
    sso: true,
    createdDate: '2022-09-02T15:00:00Z',
    memberships: [{ company: 'acme', role: UserRole.User, isDefault: true }],
  },
  {
    userId: 5,
    email: 'support@demo.test',
    firstName: 'Stella',
    lastName: 'Support',
    sso: false,
    createdDate: '2023-05-08T15:00:00Z',
    // The customer the support desk sees the portal of; seeded last (mocks/seed/account.ts).
    memberships: [{ company: 'acme', role: UserRole.Administrator, isDefault: true }],
    support: true,
  },
];

export function findDemoAccount(email: string): DemoAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return DEMO_ACCOUNTS.find((account) => account.email === wanted);
}

/** Whether the provider's tokens for this user carry the impersonation claim: support staff only. */
export function isSupportUser(userId: number): boolean {
  return DEMO_ACCOUNTS.some((account) => account.userId === userId && account.support === true);
}
