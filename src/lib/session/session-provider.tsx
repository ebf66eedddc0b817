import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from 'react-oidc-context';
import { getGetCompaniesQueryKey, useGetCompanies } from '@/generated/api/companies/companies';
import type { Company } from '@/generated/model';
import { apiFailureKind } from '../api-errors';
import { useDeferredArrivalOf } from '../use-deferred-arrival';
import { endSessionHere, signOutAtProvider } from '../auth/user-manager';
import { onLogoutElsewhere } from '../browser-state/cross-tab';
import { chooseCompany } from './company-choice';
import {
  keepCompanies,
  readImpersonating,
  readKeptCompanies,
  readSelectedCompanyId,
  writeSelectedCompanyId,
} from '../browser-state/session-preferences';
import type { Session } from './session-types';
import { toSessionUser } from './session-user';

const SessionContext = createContext<Session | null>(null);

const COMPANIES_KEY_ROOT = getGetCompaniesQueryKey()[0];

/** Provides `Session` (src/lib/session/session-types.ts) below the OIDC AuthProvider and the QueryClient. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const profile = auth.user?.profile;
  const [persistedCompanyId, setPersistedCompanyId] = useState(readSelectedCompanyId);
  // Read again whenever the user changes: the sign-in callback sets or clears the flag.
  const impersonating = useMemo(() => (auth.user ? readImpersonating() : false), [auth.user]);

  const user = useMemo(() => (profile ? toSessionUser(profile) : null), [profile]);
  const enabled = user !== null && auth.isAuthenticated;
  // A returning visit starts with the list this tab kept, while it is asked again: the page's own calls
  // need not wait for it. A failed answer is still an error (placeholder data gives way to it).
  const kept = useMemo(
    () => (enabled ? readKeptCompanies<Company>(user.id, impersonating) : undefined),
    [enabled, user, impersonating],
  );
  const companiesQuery = useGetCompanies(
    { userId: user?.id ?? 0 },
    { query: { enabled, staleTime: Number.POSITIVE_INFINITY, placeholderData: kept } },
  );
  const companies = useMemo(() => companiesQuery.data ?? [], [companiesQuery.data]);
  const answered = companiesQuery.isSuccess && !companiesQuery.isPlaceholderData ? companiesQuery.data : undefined;
  useEffect(() => {
    if (user && answered) keepCompanies(user.id, impersonating, answered);
  }, [user, impersonating, answered]);
  const company = useMemo(() => chooseCompany(companies, persistedCompanyId), [companies, persistedCompanyId]);

  const selectCompany = useCallback(
    (companyId: number) => {
      writeSelectedCompanyId(companyId);
      setPersistedCompanyId(companyId);
      // Everything but the company list answers for one company: fetch it again for the new one.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== COMPANIES_KEY_ROOT });
    },
    [queryClient],
  );

  // Log out is shared across the portal's tabs.
  useEffect(() => onLogoutElsewhere(() => void endSessionHere()), []);

  // Log out ends the session here first (tokens, drafts, impersonation, cached answers), then at the provider.
  const signOut = signOutAtProvider;

  const { signinSilent } = auth;
  const refreshUser = useCallback(async () => {
    try {
      await signinSilent();
    } catch {
      // The old name stays until the next renew; nothing the user must act on.
    }
  }, [signinSilent]);

  const { refetch } = companiesQuery;
  const retry = useCallback(() => void refetch(), [refetch]);

  const status: Session['status'] = companiesQuery.isError
    ? apiFailureKind(companiesQuery.error) === 'unauthorized'
      ? 'refused'
      : 'error'
    : user && companiesQuery.isSuccess
      ? companies.length === 0
        ? 'no-company'
        : 'ready'
      : 'loading';

  const session = useMemo<Session>(
    () => ({ status, retry, user, companies, company, impersonating, selectCompany, signOut, refreshUser }),
    [status, retry, user, companies, company, impersonating, selectCompany, signOut, refreshUser],
  );

  // The companies' arrival re-renders the shell and the page (drawer gates, tiles, the company's name): in
  // a deferred render of its own, sliced, not one long task inside the query's update.
  const shown = useDeferredArrivalOf(session, (value) => value.status === 'loading');
  return <SessionContext value={shown}>{children}</SessionContext>;
}

/** The session: who is signed in, their companies, the selected one, impersonation. */
export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
