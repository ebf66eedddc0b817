import type { OwnUserUpdate } from '@/generated/model';
import type { UserEditData } from './user-forms';

/** PUT /api/users: names, email (confirmed as itself) and the password fields only when changing it. */
export function toOwnUserUpdate(
  userId: number,
  data: UserEditData,
  passwordOpen: boolean,
  oAuthToken: string | null,
): OwnUserUpdate {
  const email = (data.email ?? '').trim();
  return {
    userId,
    firstName: (data.firstName ?? '').trim(),
    lastName: (data.lastName ?? '').trim(),
    email,
    confirmEmail: email,
    ...(passwordOpen
      ? {
          currentPassword: data.currentPassword ?? null,
          newPassword: data.newPassword ?? null,
          confirmPassword: data.confirmPassword ?? null,
        }
      : {}),
    oAuthToken,
  };
}
