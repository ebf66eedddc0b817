import { useGetApplicantDemographics } from '../../../generated/api/reports/reports';
import { apiFailureKind } from '../../../lib/api-errors';
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
  return apiFailureKind(error) === 'unauthorized' ? 'unauthenticated' : 'failed';
}

/**
 * The breakdowns for the selected company (refetched when it changes); empty text filters are not sent.
 * A failure toasts 'Something went wrong'; a 401 is the session's (the page is leaving).
 */
export function useApplicantDemographics(filters: DemographicsFilters) {
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
      meta: { errorToast: (error) => `applicant-demographics:errors.${demographicsErrorKind(error)}` },
    },
  });
}
