import { getGetCompanyUsersQueryKey, useGetCompanyUsers, useUpdateUserStatus } from '@/generated/api/users/users';

/** The company's users, active and inactive (the contract leaves status filter and search to the client). */
export function useCompanyUsers(companyId: number | undefined) {
  return useGetCompanyUsers(
    { companyId: companyId ?? 0 },
    { query: { enabled: companyId !== undefined, meta: { errorToast: 'users:errors.loadUsers' } } },
  );
}

/** The active switch: POST /api/users/status, then every user list reloads. */
export function useUserStatus() {
  return useUpdateUserStatus({
    mutation: { meta: { errorToast: 'users:errors.status', invalidates: [getGetCompanyUsersQueryKey()] } },
  });
}
