import type { CompanyUser } from '../../../generated/model';

/** Field limits of spec section 9 (the schemas in schemas/add-user-*.json and user-edit.json hold the same). */
export const LIMITS = { email: 80, firstName: 40, lastName: 50, passwordMin: 10 } as const;

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
