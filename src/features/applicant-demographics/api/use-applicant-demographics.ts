import { reportErrorKind } from '@/components/report-kit/report-errors';
import { useGetApplicantDemographics } from '@/generated/api/reports/reports';
import { toIsoDate } from '@/lib/dates';
import { useSession } from '@/lib/session/session-provider';
import { useDeferredQueryArrival } from '@/lib/use-deferred-arrival';

export interface DemographicsFilters {
  /** MM/DD/YYYY */
  from: string;
  to: string;
  jobTitle: string;
  location: string;
}

/**
 * The breakdowns for the selected company (refetched when it changes); empty text filters are not sent.
 * Spec section 8: a 401 renewal could not cure says 'Unable to authenticate user', any other failure
 * 'Something went wrong'.
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
  // The answer renders in a deferred render of its own (TBT, docs/decisions/0046-deferred-arrival.md).
  return useDeferredQueryArrival(
    useGetApplicantDemographics(params, {
      query: {
        enabled: company !== null && StartDate !== null && EndDate !== null,
        meta: { errorToast: (error) => `applicant-demographics:errors.${reportErrorKind(error)}` },
      },
    }),
  );
}
