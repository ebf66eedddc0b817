import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/ui/toaster';
import {
  getGetCompanyUsersQueryKey,
  useGetCompanyUsers,
  useUpdateUserStatus,
} from '../../../generated/api/users/users';

/** The company's users, active and inactive (the contract leaves status filter and search to the client). */
export function useCompanyUsers(companyId: number | undefined) {
  const { t } = useTranslation('users');
  const query = useGetCompanyUsers({ companyId: companyId ?? 0 }, { query: { enabled: companyId !== undefined } });
  useEffect(() => {
    if (query.isError) notifyError(t('errors.loadUsers'));
  }, [query.isError, t]);
  return query;
}

/** Every cached user list reloads after a change to a user. */
export function useReloadUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: getGetCompanyUsersQueryKey() });
}

/** The active switch: POST /api/users/status, then the list reloads. */
export function useUserStatus() {
  const { t } = useTranslation('users');
  const reload = useReloadUsers();
  return useUpdateUserStatus({
    mutation: {
      onSuccess: () => reload(),
      onError: () => notifyError(t('errors.status')),
    },
  });
}
