import type { CompanyUser } from '@/generated/model';

export interface PasswordFields {
  currentPassword?: string | null | undefined;
  newPassword?: string | null | undefined;
  confirmPassword?: string | null | undefined;
}

export type PasswordField = keyof PasswordFields;

/**
 * The password rules the schema cannot state, as [field, i18n key] (spec section 5), only while the
 * section is open; the minimum length is the contract's, checked by the form schema.
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
