import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import detailsSchema from '@schemas/compiled/add-user-details.schema.json';
import detailsUi from '@schemas/add-user-details.ui.json';
import emailSchema from '@schemas/compiled/add-user-email.schema.json';
import emailUi from '@schemas/add-user-email.ui.json';
import detailsValidators from '@schemas/compiled/add-user-details.validators.js';
import emailValidators from '@schemas/compiled/add-user-email.validators.js';
import editValidators from '@schemas/compiled/user-edit.validators.js';
import editSchema from '@schemas/compiled/user-edit.schema.json';
import editUi from '@schemas/user-edit.ui.json';
import { toMessageKeys } from '@/components/schema-form/error-messages';
import { defineSchemaForm, type SchemaFormDefinition } from '@/components/schema-form/form-definition';
import type { SchemaFormValidate } from '@/components/schema-form/schema-form-validity';
import { NewUserRole, UserRole } from '@/generated/model';
import { updateOwnUserBodyNewPasswordMin } from '@/generated/zod/users/users.zod';
import { addFieldError } from './user-forms';
import { emailInCompany, passwordErrors, type PasswordFields } from './user-validation';

const emailForm = defineSchemaForm<{ email?: string }>(emailSchema, emailUi, emailValidators);
const detailsForm = defineSchemaForm<Record<string, unknown>>(detailsSchema, detailsUi, detailsValidators);
const editForm = defineSchemaForm<Record<string, unknown>>(editSchema, editUi, editValidators);

/** The i18n keys of every error, per field (the schema's, then those of `customValidate`). */
function messages<T>(
  definition: SchemaFormDefinition<T>,
  data: T,
  customValidate?: SchemaFormValidate<T>,
): Record<string, string[]> {
  const { errors } = definition.validator.validateFormData(
    data,
    definition.schema,
    customValidate,
    toMessageKeys,
    definition.uiSchema,
  );
  const byField: Record<string, string[]> = {};
  for (const error of errors) {
    const field = (error.property ?? '').replace(/^\./, '');
    (byField[field] ??= []).push(error.message ?? '');
  }
  return byField;
}

const emailErrors = (email: string | undefined) => messages(emailForm, { email })['email'] ?? [];

const INVALID = 'users:validation.emailInvalid';

const alnum = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.split(''));
const word = (max: number) => fc.array(alnum, { minLength: 1, maxLength: max }).map((chars) => chars.join(''));
const localPart = fc
  .array(fc.oneof(word(8), fc.constantFrom('_', '-', '+')), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join('.'));
const tld = fc
  .array(fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'.split('')), { minLength: 2, maxLength: 6 })
  .map((chars) => chars.join(''))
  .filter((value) => value.toLowerCase() !== 'web');
const domain = fc
  .tuple(fc.array(word(10), { minLength: 1, maxLength: 3 }), tld)
  .map(([labels, end]) => `${labels.join('.')}.${end}`);
const validEmail = fc
  .tuple(localPart, domain)
  .map(([local, host]) => `${local}@${host}`)
  .filter((email) => email.length <= 80 && !email.startsWith('.'));

describe('email (spec section 5)', () => {
  it('accepts standard addresses', () => {
    for (const email of ['pat.lee@acme.test', 'a+b@x.co', 'o_k-1@sub.domain.example', 'owner@demo.test']) {
      expect(emailErrors(email), email).toEqual([]);
    }
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(emailErrors(email)).toEqual([]);
      }),
    );
  });

  it('requires it', () => {
    expect(emailErrors(undefined)).toEqual(['users:validation.emailRequired']);
  });

  it('rejects double dots, ".@", a leading dot or question mark, a ".web" ending and spaces', () => {
    for (const email of [
      'pat..lee@acme.test',
      'pat.@acme.test',
      '.pat@acme.test',
      '?pat@acme.test',
      'pat@acme.web',
      'pat@acme.WEB',
      'pat lee@acme.test',
      'pat@acme..test',
      'pat@acme',
      'no-at-sign',
    ]) {
      expect(emailErrors(email), email).toContain(INVALID);
    }
    fc.assert(
      fc.property(validEmail, fc.nat(), (email, at) => {
        const [local = '', host = ''] = email.split('@');
        const index = at % (email.length + 1);
        expect(emailErrors(`${local}..x@${host}`)).toContain(INVALID);
        expect(emailErrors(`${local}.@${host}`)).toContain(INVALID);
        expect(emailErrors(`.${email}`)).toContain(INVALID);
        expect(emailErrors(`?${email}`)).toContain(INVALID);
        expect(emailErrors(`${local}@${host}.web`)).toContain(INVALID);
        expect(emailErrors(`${email.slice(0, index)} ${email.slice(index)}`)).toContain(INVALID);
      }),
    );
  });

  it('allows 80 characters and says "Too many characters" beyond', () => {
    const at80 = `${'a'.repeat(80 - '@acme.test'.length)}@acme.test`;
    expect(at80).toHaveLength(80);
    expect(emailErrors(at80)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 81, max: 200 }), (length) => {
        const email = `${'a'.repeat(length - '@acme.test'.length)}@acme.test`;
        expect(emailErrors(email)).toEqual(['forms:errors.tooManyCharacters']);
      }),
    );
  });

  it('the user edit form applies the same email rules', () => {
    const base = { firstName: 'Pat', lastName: 'Lee', userRole: UserRole.User };
    expect(messages(editForm, { ...base, email: 'pat.lee@acme.test' })).toEqual({});
    expect(messages(editForm, { ...base, email: 'pat..lee@acme.test' })['email']).toEqual([INVALID]);
    expect(messages(editForm, { ...base })['email']).toEqual(['users:validation.emailRequired']);
  });

  it('finds an address already in the company whatever its case and spaces', () => {
    const users = [{ emailAddress: 'Pat.Lee@Acme.test' }];
    expect(emailInCompany(' pat.lee@acme.TEST ', users)).toBe(true);
    expect(emailInCompany('pat.lee2@acme.test', users)).toBe(false);
    expect(emailInCompany(undefined, users)).toBe(false);
  });
});

describe('names (first 40, last 50)', () => {
  const name = (min: number, max: number) =>
    fc.string({ minLength: min, maxLength: max }).filter((value) => value.trim() !== '');

  it('accepts names within the limits', () => {
    fc.assert(
      fc.property(name(1, 40), name(1, 50), (firstName, lastName) => {
        expect(messages(detailsForm, { firstName, lastName, userRole: NewUserRole.User })).toEqual({});
        expect(messages(editForm, { firstName, lastName, email: 'a@b.co', userRole: UserRole.Administrator })).toEqual(
          {},
        );
      }),
    );
  });

  it('says "Too many characters" beyond the limits', () => {
    fc.assert(
      fc.property(name(41, 90), name(51, 90), (firstName, lastName) => {
        const errors = messages(detailsForm, { firstName, lastName, userRole: NewUserRole.User });
        expect(errors['firstName']).toEqual(['forms:errors.tooManyCharacters']);
        expect(errors['lastName']).toEqual(['forms:errors.tooManyCharacters']);
      }),
    );
  });

  it('requires both, and blank is not a name', () => {
    expect(messages(detailsForm, { userRole: NewUserRole.User })).toEqual({
      firstName: ['users:validation.firstNameRequired'],
      lastName: ['users:validation.lastNameRequired'],
    });
    expect(messages(detailsForm, { firstName: '   ', lastName: '\t', userRole: NewUserRole.User })).toEqual({
      firstName: ['users:validation.firstNameRequired'],
      lastName: ['users:validation.lastNameRequired'],
    });
  });

  it('offers only User or Administrator to a new user', () => {
    expect(
      messages(detailsForm, { firstName: 'a', lastName: 'b', userRole: UserRole.Owner })['userRole'],
    ).toBeDefined();
    expect(messages(detailsForm, { firstName: 'a', lastName: 'b', userRole: NewUserRole.Administrator })).toEqual({});
  });
});

describe('passwords', () => {
  const keysOf = (errors: ReturnType<typeof passwordErrors>) => Object.fromEntries(errors);

  /** The user edit form as UserEditForm validates it with the password section open. */
  const openSectionRules: SchemaFormValidate<Record<string, unknown>> = (data, errors) => {
    for (const [field, key] of passwordErrors(data ?? {}, true)) addFieldError(errors, field, key);
    return errors;
  };
  const editErrors = (passwords: PasswordFields) =>
    messages(
      editForm,
      { firstName: 'Pat', lastName: 'Lee', email: 'pat.lee@acme.test', userRole: UserRole.User, ...passwords },
      openSectionRules,
    );
  const MIN = updateOwnUserBodyNewPasswordMin;
  const TOO_SHORT = 'users:validation.passwordTooShort';

  it('checks nothing while the section is closed', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (currentPassword, newPassword, confirmPassword) => {
        expect(passwordErrors({ currentPassword, newPassword, confirmPassword }, false)).toEqual([]);
      }),
    );
  });

  it('requires the current password and matching, non-empty new passwords', () => {
    expect(keysOf(passwordErrors({}, true))).toEqual({
      currentPassword: 'users:validation.currentPasswordRequired',
      confirmPassword: 'users:validation.passwordsMustMatch',
    });
    expect(
      passwordErrors({ currentPassword: 'demo', newPassword: 'abcdefghij', confirmPassword: 'abcdefghij' }, true),
    ).toEqual([]);
  });

  it("refuses a new password under the contract's minLength with one 'At least 10 characters'", () => {
    const atTheMinimum = 'a'.repeat(MIN);
    expect(editErrors({ currentPassword: 'demo', newPassword: atTheMinimum, confirmPassword: atTheMinimum })).toEqual(
      {},
    );
    const short = 'a'.repeat(MIN - 1);
    expect(editErrors({ currentPassword: 'demo', newPassword: short, confirmPassword: short })).toEqual({
      newPassword: [TOO_SHORT],
    });
  });

  it('holds for generated passwords', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (currentPassword, newPassword, confirmPassword) => {
        const errors = keysOf(passwordErrors({ currentPassword, newPassword, confirmPassword }, true));
        expect('currentPassword' in errors).toBe(currentPassword === '');
        expect('confirmPassword' in errors).toBe(newPassword === '' || newPassword !== confirmPassword);
        // The form drops an emptied field (rjsf's emptyValue), so only a typed password meets the minimum.
        const form = editErrors({ newPassword: newPassword === '' ? undefined : newPassword });
        expect(form['newPassword']).toEqual(
          newPassword.length > 0 && newPassword.length < MIN ? [TOO_SHORT] : undefined,
        );
      }),
    );
  });
});
