import { useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../components/ui/toaster';
import {
  getGetUserPermissionsQueryKey,
  getUserByEmail,
  useAddUser,
  useGetCompanyUsers,
  useGetUserPermissions,
  useUpdateCompanyUser,
  useUpdateOwnUser,
} from '../../../generated/api/users/users';
import type { User } from '../../../generated/model';
import { useSession } from '../../../lib/session/session-provider';
import { mentionsPassword } from '../utils/user-rules';
import { useReloadUsers } from './use-company-users';

/** A user's role and access switches in the company; failure toasts the spec message. */
export function useUserPermissions(companyId: number, userId: number) {
  const { t } = useTranslation('users');
  const query = useGetUserPermissions({ companyId, userId });
  useEffect(() => {
    if (query.isError) notifyError(t('errors.permissions'));
  }, [query.isError, t]);
  return query;
}

/** One member's list row (My Profile reads the signed-in user's own). */
export function useCompanyUser(companyId: number | undefined, userId: number | undefined) {
  const { t } = useTranslation('users');
  const query = useGetCompanyUsers(
    { companyId: companyId ?? 0, userId },
    { query: { enabled: companyId !== undefined && userId !== undefined, select: (rows) => rows[0] ?? null } },
  );
  useEffect(() => {
    if (query.isError) notifyError(t('errors.companyUser'));
  }, [query.isError, t]);
  return query;
}

/** The Add User stepper's lookup: the user with that email, or null when nobody has it (404). */
export async function findUserByEmail(email: string): Promise<User | null> {
  try {
    return await getUserByEmail({ email });
  } catch (error) {
    if (isAxiosError(error) && error.response?.status === 404) return null;
    throw error;
  }
}

/** POST /api/users; success toasts and reloads the list, failure is shown by the stepper. */
export function useAddCompanyUser() {
  const { t } = useTranslation('users');
  const reload = useReloadUsers();
  return useAddUser({
    mutation: {
      onSuccess: () => {
        notifySuccess(t('success.added'));
        void reload();
      },
    },
  });
}

function failureMessage(error: unknown, fallbackKey: string, t: (key: string) => string): string {
  const body = isAxiosError(error) ? error.response?.data : undefined;
  return mentionsPassword(body) ? t('errors.password') : t(fallbackKey);
}

/** PUT /api/users (one's own record) and PUT /api/users/companyuser (another member), with the spec's toasts. */
export function useSaveUser() {
  const { t } = useTranslation('users');
  const reload = useReloadUsers();
  const queryClient = useQueryClient();
  const onSuccess = () => {
    notifySuccess(t('success.updated'));
    void reload();
    void queryClient.invalidateQueries({ queryKey: getGetUserPermissionsQueryKey() });
  };
  const { refreshUser } = useSession();
  const own = useUpdateOwnUser({
    mutation: {
      onSuccess: () => {
        onSuccess();
        // The top bar shows the name from the ID token: renew it so a changed name shows at once.
        void refreshUser();
      },
      onError: (error) => notifyError(failureMessage(error, 'errors.updateUser', t)),
    },
  });
  const other = useUpdateCompanyUser({
    mutation: { onSuccess, onError: (error) => notifyError(failureMessage(error, 'errors.updateCompanyUser', t)) },
  });
  return { own, other, isPending: own.isPending || other.isPending };
}
