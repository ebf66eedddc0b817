import type { CompanyUser } from '@/generated/model';

export interface PasswordFields {
  currentPassword?: string | null | undefined;
  newPassword?: string | null | undefined;
  confirmPassword?: string | null | undefined;
}

export type PasswordField = keyof PasswordFields;

/**
 * The password rules the form schema cannot state, as [field, i18n key] (spec section 5): they hold only
 * while the section is open, and none while it is closed. The new password's minimum (spec section 9) is
 * the contract's `minLength`, which the form checks (schemas/compiled/user-edit.schema.json takes it from
 * openapi/portal.yaml; the section empties its fields when it closes).
 */
export function passwordErrors(fields: PasswordFields, sectionOpen: boolean): [PasswordField, string][] {
  if (!sectionOpen) return [];
  const errors: [PasswordField, string][] = [];
  const current = fields.currentPassword ?? '';
  const next = fields.newPassword ?? '';
  const confirm = fields.confirmPassword ?? '';
  if (current === '') errors.push(['currentPassword', 'users:validation.currentPasswordRequired']);
  if (next === '' || confirm === '' || next !== confirm) {
    errors.push(['confirmPassword', 'users:validation.passwordsMustMatch']);
  }
  return errors;
}

const normalise = (email: string) => email.trim().toLowerCase();

/** 'User already exists in the company': the email matches a member's, ignoring case and spaces. */
export function emailInCompany(email: string | undefined, users: readonly Pick<CompanyUser, 'emailAddress'>[]) {
  if (!email) return false;
  const wanted = normalise(email);
  return users.some((user) => normalise(user.emailAddress) === wanted);
}
