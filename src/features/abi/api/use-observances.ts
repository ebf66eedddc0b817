import { keepPreviousData } from '@tanstack/react-query';
import {
  getGetSavedObservancesQueryKey,
  useDeleteUserObservance,
  useGetObservance,
  useGetObservances,
  useGetSavedObservances,
  useGetTags,
  useSaveUserObservance,
} from '@/generated/api/abi/abi';
import { TagType } from '@/generated/model';
import { useRangeParams } from '@/components/report-kit/range-params';
import { useSession } from '@/lib/session/session-provider';

export interface ObservanceFilters {
  /** yyyy-MM-dd. */
  from: string;
  to: string;
  /** Tag ids: observances with any of them; none means all. */
  tags: number[];
  /** Display Saved Observances: only the user's saved ones. */
  saved: boolean;
}

/** Observances in the range with any of the tags; a failure toasts the Observances message. */
export function useObservances(filters: ObservanceFilters) {
  const { params, ready } = useRangeParams(filters);
  return useGetObservances(
    { ...params, ...(filters.tags.length > 0 ? { tags: filters.tags } : {}) },
    { query: { enabled: ready, meta: { errorToast: 'abi:errors.observances' } } },
  );
}

/**
 * The user's saved observances for the same filters (spec section 4: re-fetched after a company or filter
 * change, which the query key does: the company and the filters are in it). The previous answer stays
 * while a new one loads, so Save/Unsave buttons do not flicker.
 */
export function useSavedObservances(filters: ObservanceFilters) {
  const {
    params: { companyId, startDate, endDate },
    ready,
  } = useRangeParams(filters);
  return useGetSavedObservances(
    { startDate, endDate, ...(filters.tags.length > 0 ? { tags: filters.tags } : {}) },
    { companyId },
    {
      query: {
        enabled: ready,
        placeholderData: keepPreviousData,
        meta: { errorToast: 'abi:errors.observances' },
      },
    },
  );
}

/** One observance for the detail dialog; a failure toasts the Observance message. */
export function useObservance(id: number | undefined) {
  const { company } = useSession();
  return useGetObservance(
    id ?? 0,
    { companyId: company?.id ?? 0 },
    { query: { enabled: !!company && id !== undefined, meta: { errorToast: 'abi:errors.observance' } } },
  );
}

/** The observance tags of the filter (the content library's tags are not observance filters). */
export function useObservanceTags() {
  return useGetTags(undefined, {
    query: {
      select: (tags) => tags.filter((tag) => tag.type !== TagType.Content),
      staleTime: Infinity,
      meta: { errorToast: 'abi:errors.tags' },
    },
  });
}

// The generated key without arguments still ends in an `undefined` body, which matches no query: the
// method and path alone are the prefix of every saved-list query.
const REFRESH_SAVED = [getGetSavedObservancesQueryKey().slice(0, 2)];

/**
 * Save and Unsave (spec section 4), each confirmed by its toast; the saved list is fetched again after
 * either. A failed unsave toasts the Tags message, as spec section 8 says; a failed save, which the
 * spec does not name, the Observances message (docs/decisions/0021-observances.md).
 */
export function useObservanceSaving() {
  const { company } = useSession();
  const companyId = company?.id ?? 0;
  const save = useSaveUserObservance({
    mutation: {
      meta: {
        successToast: 'observances:saved',
        errorToast: 'abi:errors.observances',
        invalidates: REFRESH_SAVED,
      },
    },
  });
  const unsave = useDeleteUserObservance({
    mutation: {
      meta: { successToast: 'observances:unsaved', errorToast: 'abi:errors.tags', invalidates: REFRESH_SAVED },
    },
  });
  const pendingId = save.isPending
    ? save.variables.data.observanceId
    : unsave.isPending
      ? unsave.variables.params.observanceId
      : undefined;
  return {
    save: (observanceId: number) => save.mutate({ data: { observanceId }, params: { companyId } }),
    unsave: (observanceId: number) => unsave.mutate({ params: { companyId, observanceId } }),
    /** The observance whose save or unsave is on its way. */
    pendingId,
  };
}
