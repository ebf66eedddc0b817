import type { Session, SessionUser } from '@/lib/session/session-types';
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

/** The session provider module with `useSession` answering `readySession(changes)`. */
export function sessionProviderMock(changes: Partial<Session> = {}) {
  const session = readySession(changes);
  return { useSession: (): Session => session };
}
