import { useQueryClient } from '@tanstack/react-query';
import {
  getGetSchedulingLetterQueryKey,
  useGetSchedulingLetter,
  useSaveSchedulingLetter,
} from '@/generated/api/compliance/compliance';

/** The company's open letter and its checked items, as its users share them. */
export function useSchedulingLetter(companyId: number | undefined) {
  return useGetSchedulingLetter(
    { companyId: companyId ?? 0 },
    { query: { enabled: companyId !== undefined, meta: { errorToast: 'audit-readiness:errors.load' } } },
  );
}

/** PUT the letter's state; the answer replaces the cached one, so the screen shows what was saved. */
export function useSaveLetter() {
  const queryClient = useQueryClient();
  return useSaveSchedulingLetter({
    mutation: {
      onSuccess: (saved, { params }) => queryClient.setQueryData(getGetSchedulingLetterQueryKey(params), saved),
      meta: { successToast: 'audit-readiness:saved', errorToast: 'audit-readiness:errors.save' },
    },
  });
}
