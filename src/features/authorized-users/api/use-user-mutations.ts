import { useMutation } from '@tanstack/react-query';
import {
  getGetCompanyUsersQueryKey,
  getGetUserByEmailQueryKey,
  getGetUserPermissionsQueryKey,
  getUserByEmail,
  useAddUser,
  useGetCompanyUsers,
  useGetUserPermissions,
  useSendConfirmationEmail,
  useUpdateCompanyUser,
  useUpdateOwnUser,
} from '@/generated/api/users/users';
import type { User } from '@/generated/model';
import { apiErrorStatus, isAxiosError } from '@/lib/api-errors';
import { useSession } from '@/lib/session/session-provider';
import { mentionsPassword } from '../utils/user-rules';

/** A user's role and access switches in the company; a failure toasts the spec's message (query meta). */
export function useUserPermissions(companyId: number, userId: number) {
  return useGetUserPermissions({ companyId, userId }, { query: { meta: { errorToast: 'users:errors.permissions' } } });
}

/** One member's list row (My Profile reads the signed-in user's own). */
export function useCompanyUser(companyId: number | undefined, userId: number | undefined) {
  return useGetCompanyUsers(
    { companyId: companyId ?? 0, userId },
    {
      query: {
        enabled: companyId !== undefined && userId !== undefined,
        select: (rows) => rows[0] ?? null,
        meta: { errorToast: 'users:errors.companyUser' },
      },
    },
  );
}

/**
 * The Add User stepper's lookup: the user with that email, or null when nobody has it (404). Any other
 * failure toasts the spec's message.
 */
export function useFindUserByEmail() {
  return useMutation({
    mutationKey: getGetUserByEmailQueryKey(),
    mutationFn: async (email: string): Promise<User | null> => {
      try {
        return await getUserByEmail({ email });
      } catch (error) {
        if (apiErrorStatus(error) === 404) return null;
        throw error;
      }
    },
    meta: { errorToast: 'users:errors.loadUsers' },
  });
}

/** What a change to a user makes stale: every user list and every permissions answer. */
const USER_QUERIES = [getGetCompanyUsersQueryKey(), getGetUserPermissionsQueryKey()] as const;

/**
 * POST /api/users; success toasts and reloads the user lists. A failure toasts the spec's message and the
 * stepper also shows its own (with the customer-support address and Close).
 */
export function useAddCompanyUser() {
  return useAddUser({
    mutation: {
      meta: {
        successToast: 'users:success.added',
        errorToast: 'users:errors.addUser',
        invalidates: [getGetCompanyUsersQueryKey()],
      },
    },
  });
}

/** PUT /api/users/sendConfirmationEmail for a user who never signed in; both outcomes toast. */
export function useResendConfirmation() {
  return useSendConfirmationEmail({
    mutation: {
      meta: { successToast: 'users:success.confirmationSent', errorToast: 'users:errors.resendConfirmation' },
    },
  });
}

/** The spec's password toast when the server's answer mentions the password, else the call's own. */
function failureToast(fallbackKey: string) {
  return (error: unknown) => {
    const body = isAxiosError(error) ? error.response?.data : undefined;
    return mentionsPassword(body) ? 'users:errors.password' : fallbackKey;
  };
}

/** PUT /api/users (one's own record) and PUT /api/users/companyuser (another member), with the spec's toasts. */
export function useSaveUser() {
  const { refreshUser } = useSession();
  const own = useUpdateOwnUser({
    mutation: {
      // The top bar shows the name from the ID token: renew it so a changed name shows at once.
      onSuccess: () => void refreshUser(),
      meta: {
        successToast: 'users:success.updated',
        errorToast: failureToast('users:errors.updateUser'),
        invalidates: USER_QUERIES,
      },
    },
  });
  const other = useUpdateCompanyUser({
    mutation: {
      meta: {
        successToast: 'users:success.updated',
        errorToast: failureToast('users:errors.updateCompanyUser'),
        invalidates: USER_QUERIES,
      },
    },
  });
  return { own, other, isPending: own.isPending || other.isPending };
}
