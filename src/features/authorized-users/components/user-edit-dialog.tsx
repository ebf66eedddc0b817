import { Box, HStack, Spinner, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { QueryLoadError } from '@/components/ui/load-error';
import { SaveDialog } from '@/components/ui/save-dialog';
import type { AccessFlags, Company, CompanyUser, UserPermissions } from '@/generated/model';
import { useSession } from '@/lib/session/session-provider';
import { useUnsavedChanges } from '@/lib/session/unsaved-changes';
import type { SingleFlight } from '@/lib/use-single-flight';
import { useSaveUser, useUserPermissions } from '../api/use-user-mutations';
import type { UserEditData } from '../utils/user-forms';
import { toOwnUserUpdate } from '../utils/user-payloads';
import { ACCESS_FLAGS, allowedFlags, NO_ACCESS } from '../utils/user-rules';
import { UserEditForm } from './user-edit-form';

export interface UserEditDialogProps {
  company: Company;
  target: CompanyUser;
  /** The company's users as listed (the target among them): one's own email may not take another's. */
  members: readonly CompanyUser[];
  onClose: () => void;
}

function flagsOf(permissions: UserPermissions): AccessFlags {
  return Object.fromEntries(ACCESS_FLAGS.map((flag) => [flag, permissions[flag]])) as unknown as AccessFlags;
}

/**
 * Update User (spec sections 2, 5, 6): one's own record via PUT /api/users, another member's role and
 * access via PUT /api/users/companyuser. A failed save keeps the dialog open with what was typed.
 */
export function UserEditDialog({ company, target, members, onClose }: UserEditDialogProps) {
  const { t } = useTranslation('users');
  const auth = useAuth();
  const { user: me } = useSession();
  const formId = useId();
  const titleId = useId();
  const editingSelf = me?.id === target.userId;
  const permissions = useUserPermissions(company.id, target.userId);
  const save = useSaveUser();

  const [loaded] = useState<UserEditData>(() => ({
    firstName: target.firstName,
    lastName: target.lastName,
    email: target.emailAddress,
    userRole: target.userRole,
  }));
  const [value, setValue] = useState<UserEditData>(loaded);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [changedFlags, setChangedFlags] = useState<AccessFlags | null>(null);
  const flags = changedFlags ?? (permissions.isSuccess ? flagsOf(permissions.data) : null);
  const ready = editingSelf || flags !== null;
  useUnsavedChanges(changedFlags !== null);
  const otherMembers = useMemo(() => members.filter((member) => member.userId !== target.userId), [members, target]);

  const submit = (flight: SingleFlight, data: UserEditData) => {
    if (!ready || (!editingSelf && !flags)) return;
    const token = auth.user?.access_token ?? null;
    void flight.run(async () => {
      if (editingSelf) {
        await save.own.mutateAsync({ data: toOwnUserUpdate(target.userId, data, passwordOpen && !me?.sso, token) });
      } else {
        await save.other.mutateAsync({
          data: {
            ...toOwnUserUpdate(target.userId, data, false, token),
            ...allowedFlags(flags ?? NO_ACCESS, company),
            userRole: data.userRole ?? target.userRole,
            authorizingUser: me?.email ?? '',
            companyId: company.id,
            companyLegacyId: company.legacyId,
          },
        });
      }
      onClose();
    });
  };

  return (
    <SaveDialog
      title={t('edit.title')}
      titleId={titleId}
      description={`${target.fullName} · ${t(`roles.${target.userRole}`)}`}
      onClose={onClose}
      saves={[save.own, save.other]}
      scrollBehavior="inside"
      contentProps={{ maxW: '44rem', mx: '3' }}
      cancelLabel={t('edit.cancel')}
      submit={{ form: formId, label: t('edit.save'), pendingLabel: t('edit.saving'), disabled: !ready }}
    >
      {(flight) => (
        <>
          {permissions.isError && !flags ? (
            <Box mb="3">
              <QueryLoadError query={permissions} message={t('errors.permissions')} />
            </Box>
          ) : null}
          {!ready && permissions.isPending ? (
            <HStack role="status" gap="2" mb="3">
              <Spinner size="sm" />
              <Text>{t('edit.loadingPermissions')}</Text>
            </HStack>
          ) : null}
          <UserEditForm
            id={formId}
            value={value}
            savedValue={loaded}
            onChange={setValue}
            onSubmit={(data) => submit(flight, data)}
            editingSelf={editingSelf}
            sso={me?.sso ?? false}
            targetRole={target.userRole}
            passwordOpen={passwordOpen}
            onPasswordOpenChange={setPasswordOpen}
            access={flags ? { value: flags, onChange: setChangedFlags, company } : null}
            disabled={save.isPending}
            otherMembers={otherMembers}
            aria-labelledby={titleId}
          />
        </>
      )}
    </SaveDialog>
  );
}
