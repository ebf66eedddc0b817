import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm, type SchemaFormValidate } from '@/components/schema-form/schema-form';
import type { CompanyUser, UserRole } from '@/generated/model';
import { type AccessFlags } from '@/generated/model';
import { addFieldError, userEditForm, withFieldStates, type UserEditData } from '../utils/user-forms';
import { roleOptions, showsPasswordSection, type AicmCompany } from '../utils/user-rules';
import { emailInCompany, passwordErrors } from '../utils/user-validation';
import { AccessSwitches } from './access-switches';

export interface UserEditFormProps {
  id: string;
  value: UserEditData;
  /** The values as loaded or last saved: while `value` differs, leaving the form asks first. */
  savedValue?: UserEditData;
  onChange: (value: UserEditData) => void;
  onSubmit: (value: UserEditData) => void;
  editingSelf: boolean;
  sso: boolean;
  /** The role the target holds now (decides whether Owner is offered). */
  targetRole: UserRole;
  passwordOpen: boolean;
  onPasswordOpenChange: (open: boolean) => void;
  /** The access switches, or null where they are not shown (My Profile). */
  access?: { value: AccessFlags; onChange: (value: AccessFlags) => void; company: AicmCompany } | null;
  disabled?: boolean;
  /** The other members, whose email one's own may not take (spec section 5); empty while unknown. */
  otherMembers?: readonly Pick<CompanyUser, 'emailAddress'>[];
  'aria-labelledby'?: string;
  children?: ReactNode;
}

const EMPTY_PASSWORDS = { currentPassword: undefined, newPassword: undefined, confirmPassword: undefined };

function useUserRules(
  passwordOpen: boolean,
  otherMembers: readonly Pick<CompanyUser, 'emailAddress'>[],
): SchemaFormValidate<UserEditData> {
  return useCallback<SchemaFormValidate<UserEditData>>(
    (data, errors) => {
      if (emailInCompany(data?.email, otherMembers)) addFieldError(errors, 'email', 'users:validation.userExists');
      for (const [field, key] of passwordErrors(data ?? {}, passwordOpen)) addFieldError(errors, field, key);
      return errors;
    },
    [passwordOpen, otherMembers],
  );
}

const NO_MEMBERS: readonly Pick<CompanyUser, 'emailAddress'>[] = [];

/** The user form of Update User and My Profile (spec section 5). */
export function UserEditForm(props: UserEditFormProps) {
  const { id, value, onChange, onSubmit, editingSelf, sso, targetRole, passwordOpen, onPasswordOpenChange } = props;
  const { access, disabled = false, otherMembers = NO_MEMBERS, children } = props;
  const { t } = useTranslation('users');
  const passwordAllowed = showsPasswordSection(editingSelf, sso);
  const passwordShown = passwordAllowed && passwordOpen;
  const validate = useUserRules(passwordShown, editingSelf ? otherMembers : NO_MEMBERS);

  const definition = useMemo(() => {
    const locked = editingSelf ? undefined : 'disabled';
    const password = passwordShown ? undefined : 'hidden';
    return withFieldStates(userEditForm, {
      firstName: locked,
      lastName: locked,
      email: locked,
      userRole: editingSelf ? 'disabled' : undefined,
      currentPassword: password,
      newPassword: password,
      confirmPassword: password,
    });
  }, [editingSelf, passwordShown]);

  const lists = useMemo(
    () => ({
      roles: roleOptions(editingSelf, targetRole).map((role) => ({ value: role, label: `users:roles.${role}` })),
    }),
    [editingSelf, targetRole],
  );

  const togglePassword = () => {
    if (passwordOpen) onChange({ ...value, ...EMPTY_PASSWORDS });
    onPasswordOpenChange(!passwordOpen);
  };

  return (
    <SchemaForm<UserEditData>
      definition={definition}
      id={id}
      formData={value}
      savedData={props.savedValue}
      onChange={onChange}
      onSubmit={onSubmit}
      customValidate={validate}
      lists={lists}
      disabled={disabled}
      aria-labelledby={props['aria-labelledby']}
    >
      <Stack gap="4" mt="4">
        {passwordAllowed ? (
          <Box>
            <Button type="button" variant="outline" size="sm" onClick={togglePassword} disabled={disabled}>
              {passwordOpen ? t('password.cancelUpdate') : t('password.change')}
            </Button>
          </Box>
        ) : editingSelf && sso ? (
          <Text textStyle="sm" color="fg.muted">
            {t('password.ssoNote')}
          </Text>
        ) : null}
        {access ? (
          <AccessSwitches
            value={access.value}
            onChange={access.onChange}
            editingSelf={editingSelf}
            company={access.company}
            disabled={disabled}
          />
        ) : null}
        {children}
      </Stack>
    </SchemaForm>
  );
}
