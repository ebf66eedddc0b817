import { UserRole } from '@/generated/model';
import type { Session, SessionUser } from '@/lib/session/session-types';
import { findDemoAccount } from '../../mocks/identity';
import { demoCompanies } from './demo-company-shapes';

/** The demo owner (mocks/identity.ts, user 1) as the session holds them. */
export const DEMO_OWNER: SessionUser = {
  id: 1,
  email: 'owner@demo.test',
  firstName: 'Olivia',
  lastName: 'Owner',
  fullName: 'Olivia Owner',
  sso: false,
  createdDate: null,
};

/**
 * A signed-in session for a screen test: the Acme Health owner unless told otherwise. Use it in the
 * screen's module mock, which Vitest hoists (so import it inside the factory):
 *
 *   vi.mock('…/lib/session/session-provider', async () =>
 *     (await import('…/tests/support/screen-session')).sessionProviderMock());
 */
export function readySession(changes: Partial<Session> = {}): Session {
  return {
    status: 'ready',
    retry: () => undefined,
    user: DEMO_OWNER,
    companies: [demoCompanies.acme],
    company: demoCompanies.acme,
    impersonating: false,
    selectCompany: () => undefined,
    signOut: async () => undefined,
    refreshUser: async () => undefined,
    ...changes,
  };
}

/** Signed in, the companies call not answered yet (the shell and Home's heading paint; other pages wait). */
export const COMPANIES_PENDING: Partial<Session> = { status: 'loading', company: null, companies: [], user: null };

/** The session provider module with `useSession` answering `readySession(changes)`. */
export function sessionProviderMock(changes: Partial<Session> = {}) {
  const session = readySession(changes);
  return { useSession: (): Session => session };
}

/**
 * The account a screen test acts as when it switches between accounts: it sets `session` (changes for
 * `readySession`) and `token` (the API client's bearer), and mocks the provider with
 * `actingSessionProviderMock()`:
 *
 *   vi.mock('@/lib/session/session-provider', async () =>
 *     (await import('…/tests/support/screen-session')).actingSessionProviderMock());
 */
export const actingAccount = { session: {} as Partial<Session>, token: '' };

/** The session provider module answering `actingAccount`'s session: one object while it stays the same. */
export function actingSessionProviderMock() {
  let last: { changes: Partial<Session>; session: Session } | null = null;
  return {
    // One session object per account, as the provider keeps one while nothing changes.
    useSession: (): Session => {
      if (last?.changes !== actingAccount.session)
        last = { changes: actingAccount.session, session: readySession(actingAccount.session) };
      return last.session;
    },
  };
}

/**
 * The session changes of a demo account (mocks/identity.ts) signed in to Acme Health with its role there,
 * for `readySession`: a screen test that acts as the owner, an administrator, a user or the single-sign-on
 * user over the demo handlers (whose token is `tokenFor(email)` in tests/support/demo-api.ts).
 */
export function demoAccountSession(email: string): Partial<Session> {
  const account = findDemoAccount(email);
  if (!account) throw new Error(`No demo account ${email}`);
  const role = account.memberships.find((membership) => membership.company === 'acme')?.role ?? UserRole.User;
  const company = { ...demoCompanies.acme, userRoleId: role, userId: account.userId };
  return {
    user: {
      id: account.userId,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      fullName: `${account.firstName} ${account.lastName}`,
      sso: account.sso,
      createdDate: null,
    },
    company,
    companies: [company],
  };
}
