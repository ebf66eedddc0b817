import { useQueryClient } from '@tanstack/react-query';
import {
  getGetSchedulingLetterQueryKey,
  useGetSchedulingLetter,
  useSaveSchedulingLetter,
} from '@/generated/api/compliance/compliance';
import { companyQuery } from '@/lib/company-query';

/** The company's open letter and its checked items, as its users share them. */
export function useSchedulingLetter(companyId: number | undefined) {
  return useGetSchedulingLetter(...companyQuery(companyId, { errorToast: 'audit-readiness:errors.load' }));
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
