import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getGetCompaniesQueryKey,
  getGetCompanyInfoQueryKey,
  getStandardizeAddressMutationKey,
  standardizeAddress,
  useGetCompanyInfo,
  useUpdateCompanyInfo,
} from '@/generated/api/companies/companies';
import type { AddressToStandardize } from '@/generated/model';
import { companyQuery } from '@/lib/company-query';

/** GET /api/companies/info for the selected company; a failure toasts the spec's message (query meta). */
export function useCompanyInfo(companyId: number | undefined) {
  return useGetCompanyInfo(...companyQuery(companyId, { errorToast: 'company-info:loadError' }));
}

/** The one status of a standardization that succeeded; the contract calls any other a failure. */
const STANDARDIZED = 1;

/** The standardization answered, but with a failure status: the same message as a failed call. */
export class StandardizationFailedError extends Error {
  override readonly name = 'StandardizationFailedError';
  constructor(readonly status: number) {
    super(`Address standardization answered status ${status}`);
  }
}

/** POST /api/geolocation; any status but 1 fails like the call itself, with the spec's one toast. */
export function useStandardizeAddress() {
  return useMutation({
    mutationKey: getStandardizeAddressMutationKey(),
    mutationFn: async (address: AddressToStandardize) => {
      const result = await standardizeAddress(address);
      if (result.status !== STANDARDIZED) throw new StandardizationFailedError(result.status);
      return result;
    },
    meta: { errorToast: 'company-info:standardizeError' },
  });
}

/**
 * POST /api/companies/update, with the spec's toasts; the saved record replaces the cached one and the
 * company list refreshes (its name may have changed).
 */
export function useSaveCompanyInfo() {
  const queryClient = useQueryClient();
  return useUpdateCompanyInfo({
    mutation: {
      onSuccess: (saved) => queryClient.setQueryData(getGetCompanyInfoQueryKey({ companyId: saved.companyId }), saved),
      meta: {
        successToast: 'company-info:updated',
        errorToast: 'company-info:updateError',
        invalidates: [getGetCompaniesQueryKey()],
      },
    },
  });
}
