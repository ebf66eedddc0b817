import type { Company } from '@/generated/model';

/** The signed-in user's profile, from the ID token (spec section 3, Session). */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  sso: boolean;
  createdDate: string | null;
}

/**
 * What every screen knows about the session: who is signed in, the companies, the selected company
 * and whether a staff member is impersonating. Provided by `SessionProvider` (src/lib/session/).
 */
export interface Session {
  /**
   * `error`: the companies call failed (`retry` asks again); `refused`: the API refused even a renewed
   * token (401), so sign-in could not be completed; `no-company`: the user belongs to none.
   */
  status: 'loading' | 'ready' | 'error' | 'refused' | 'no-company';
  /** Asks for the companies again after a failure. */
  retry: () => void;
  user: SessionUser | null;
  companies: Company[];
  /** The selected company: persisted choice, else selectCompany, else isDefault, else the first. */
  company: Company | null;
  impersonating: boolean;
  /** Switches the selected company (persisted); company-scoped queries refetch. */
  selectCompany: (companyId: number) => void;
  signOut: () => Promise<void>;
  /**
   * Renews the tokens silently so the user's own claims (name) reflect a change just saved; failures are
   * ignored (the next renew catches up).
   */
  refreshUser: () => Promise<void>;
}
