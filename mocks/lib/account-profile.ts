import { updateOwnUserBodyNewPasswordMin } from '../../src/generated/zod/users/users.zod';
import { db } from '../db';
import { badRequest, conflict, findUserByEmail } from './account-access';
import type { UserRow } from './account-shapes';
import type { RouteBody } from './route';

type ProfileUpdate = RouteBody<'updateOwnUser'>;

function filled(value: string | null | undefined): value is string {
  return typeof value === 'string' && value !== '';
}

export function wantsPasswordChange(update: ProfileUpdate): boolean {
  return [update.currentPassword, update.newPassword, update.confirmPassword].some(filled);
}

function previousPasswords(userId: number): string[] {
  return db.passwordHistory.findMany({ where: { userId: { equals: userId } } }).map((row) => row.password);
}

/**
 * Why a password change is refused, or null. Every reason names 'Password' because the portal shows
 * its password toast when a failure mentions it.
 */
export function passwordChangeError(user: UserRow, update: ProfileUpdate): string | null {
  const { currentPassword, newPassword, confirmPassword } = update;
  if (user.has_SSO) return 'Password cannot be changed for single sign-on users.';
  if (!filled(currentPassword)) return 'Current Password is required.';
  if (user.password === null || currentPassword !== user.password) return 'Current Password is incorrect.';
  // The contract's minLength: route() already refuses a shorter string; this catches a missing one.
  if (!filled(newPassword) || newPassword.length < updateOwnUserBodyNewPasswordMin) {
    return `Password must be at least ${updateOwnUserBodyNewPasswordMin} characters.`;
  }
  if (newPassword !== confirmPassword) return 'Passwords must match.';
  if (newPassword === user.password || previousPasswords(user.id).includes(newPassword)) {
    return 'Password was used before: choose a Password you have not used.';
  }
  return null;
}

function recordPasswordChange(user: UserRow, newPassword: string): void {
  if (user.password !== null) {
    const sequence = db.passwordHistory.count({ where: { userId: { equals: user.id } } }) + 1;
    db.passwordHistory.create({ id: `${user.id}:${sequence}`, userId: user.id, password: user.password });
  }
  db.user.update({ where: { id: { equals: user.id } }, data: { password: newPassword } });
}

/**
 * Saves a user's own names, email and (when asked) password, after checking all of it, so a refused
 * request changes nothing. Returns the problem response of the first failed rule, or the saved user.
 */
export function saveOwnProfile(user: UserRow, update: ProfileUpdate, request: Request): UserRow | Response {
  if (update.firstName.trim() === '' || update.lastName.trim() === '') {
    return badRequest(request, 'First name and last name are required.');
  }
  const email = update.email.trim();
  if (email.toLowerCase() !== update.confirmEmail.trim().toLowerCase()) {
    return badRequest(request, 'Email and Confirm Email must match.');
  }
  const holder = findUserByEmail(email);
  if (holder && holder.id !== user.id) return conflict(request, 'The email address is already used by another user.');

  const changePassword = wantsPasswordChange(update);
  if (changePassword) {
    const error = passwordChangeError(user, update);
    if (error) return badRequest(request, error);
  }

  if (changePassword && filled(update.newPassword)) recordPasswordChange(user, update.newPassword);
  return (
    db.user.update({
      where: { id: { equals: user.id } },
      data: { firstName: update.firstName.trim(), lastName: update.lastName.trim(), email },
    }) ?? user
  );
}
