import { getGetCompanyUsersQueryKey, useGetCompanyUsers, useUpdateUserStatus } from '@/generated/api/users/users';
import { companyQuery } from '@/lib/company-query';

/**
 * The company's users, active and inactive (the contract leaves status filter and search to the client).
 * `quiet`: a failure toasts nothing, for a screen where the list only helps (My Profile's email check).
 */
export function useCompanyUsers(companyId: number | undefined, { quiet = false } = {}) {
  return useGetCompanyUsers(...companyQuery(companyId, quiet ? {} : { errorToast: 'users:errors.loadUsers' }));
}

/** The active switch: POST /api/users/status, then every user list reloads. */
export function useUserStatus() {
  return useUpdateUserStatus({
    mutation: { meta: { errorToast: 'users:errors.status', invalidates: [getGetCompanyUsersQueryKey()] } },
  });
}
