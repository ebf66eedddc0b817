import { pascalRangeParams, useRangeParams } from '@/components/report-kit/range-params';
import { reportErrorKind } from '@/components/report-kit/report-errors';
import { useGetApplicantDemographics } from '@/generated/api/reports/reports';
import { useDeferredQueryArrival } from '@/lib/use-deferred-arrival';

export interface DemographicsFilters {
  /** yyyy-MM-dd */
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
  const range = useRangeParams(filters);
  const jobTitle = filters.jobTitle.trim();
  const location = filters.location.trim();
  const params = {
    ...pascalRangeParams(range.params),
    ...(jobTitle ? { JobTitle: jobTitle } : {}),
    ...(location ? { Location: location } : {}),
  };
  // The answer renders in a deferred render of its own (TBT, docs/decisions/0046-deferred-arrival.md).
  return useDeferredQueryArrival(
    useGetApplicantDemographics(params, {
      query: {
        enabled: range.ready,
        meta: { errorToast: (error) => `applicant-demographics:errors.${reportErrorKind(error)}` },
      },
    }),
  );
}
