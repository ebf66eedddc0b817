import { isAxiosError } from 'axios';
import { getApplicantDemographics, useGetApplicantDemographics } from '../../../generated/api/reports/reports';
import { toIsoDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session/session-provider';

export interface DemographicsFilters {
  /** MM/DD/YYYY */
  from: string;
  to: string;
  jobTitle: string;
  location: string;
}

/** Spec section 8: a 401 shows 'Unable to authenticate user', any other failure 'Something went wrong'. */
export type DemographicsErrorKind = 'unauthenticated' | 'failed';

export function demographicsErrorKind(error: unknown): DemographicsErrorKind {
  return isAxiosError(error) && error.response?.status === 401 ? 'unauthenticated' : 'failed';
}

/**
 * The breakdowns for the selected company (refetched when it changes); empty text filters are not sent.
 * A 401 restarts sign-in at once (src/lib/api-client.ts), replacing the screen before a render could show
 * the error, so `onUnauthenticated` is called as the call fails.
 */
export function useApplicantDemographics(filters: DemographicsFilters, onUnauthenticated: () => void) {
  const { company } = useSession();
  const StartDate = toIsoDate(filters.from);
  const EndDate = toIsoDate(filters.to);
  const jobTitle = filters.jobTitle.trim();
  const location = filters.location.trim();
  const params = {
    CompanyId: company?.id ?? 0,
    StartDate: StartDate ?? '',
    EndDate: EndDate ?? '',
    ...(jobTitle ? { JobTitle: jobTitle } : {}),
    ...(location ? { Location: location } : {}),
  };
  return useGetApplicantDemographics(params, {
    query: {
      enabled: company !== null && StartDate !== null && EndDate !== null,
      queryFn: async ({ signal }) => {
        try {
          return await getApplicantDemographics(params, undefined, signal);
        } catch (error) {
          if (demographicsErrorKind(error) === 'unauthenticated') onUnauthenticated();
          throw error;
        }
      },
    },
  });
}
