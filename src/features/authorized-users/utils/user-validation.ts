import type { CompanyUser } from '@/generated/model';

/**
 * The password minimum of spec section 9. The contract writes it only in a description (its schema has
 * maxLength alone), so it is the portal's rule; the field limits come from the contract through the form
 * schemas (schemas/compiled/add-user-*.schema.json, user-edit.schema.json).
 */
export const LIMITS = { passwordMin: 10 } as const;

export interface PasswordFields {
  currentPassword?: string | null | undefined;
  newPassword?: string | null | undefined;
  confirmPassword?: string | null | undefined;
}

export type PasswordField = keyof PasswordFields;

/** Password errors as [field, i18n key] (spec section 5); none while the section is closed. */
export function passwordErrors(fields: PasswordFields, sectionOpen: boolean): [PasswordField, string][] {
  if (!sectionOpen) return [];
  const errors: [PasswordField, string][] = [];
  const current = fields.currentPassword ?? '';
  const next = fields.newPassword ?? '';
  const confirm = fields.confirmPassword ?? '';
  if (current === '') errors.push(['currentPassword', 'users:validation.currentPasswordRequired']);
  if (next.length > 0 && next.length < LIMITS.passwordMin) {
    errors.push(['newPassword', 'users:validation.passwordTooShort']);
  }
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
