import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/ui/toaster';
import {
  getGetCompaniesQueryKey,
  getGetCompanyInfoQueryKey,
  useGetCompanyInfo,
  useUpdateCompanyInfo,
} from '../../../generated/api/companies/companies';

/** GET /api/companies/info for the selected company; a failure shows the spec's toast once. */
export function useCompanyInfo(companyId: number | undefined) {
  const { t } = useTranslation('company-info');
  const query = useGetCompanyInfo({ companyId: companyId ?? 0 }, { query: { enabled: companyId !== undefined } });
  useEffect(() => {
    if (query.isError) notifyError(t('loadError'));
  }, [query.isError, t]);
  return query;
}

/** POST /api/companies/update; the saved record replaces the cached one, the company list refreshes (name). */
export function useSaveCompanyInfo() {
  const queryClient = useQueryClient();
  return useUpdateCompanyInfo({
    mutation: {
      onSuccess: (saved) => {
        queryClient.setQueryData(getGetCompanyInfoQueryKey({ companyId: saved.companyId }), saved);
        void queryClient.invalidateQueries({ queryKey: getGetCompaniesQueryKey() });
      },
    },
  });
}
