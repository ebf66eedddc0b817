import { Box, Card, HStack, Spinner, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { QueryLoadError } from '@/components/ui/load-error';
import { PageFrame } from '@/components/ui/page-frame';
import { SubmitButton } from '@/components/ui/submit-button';
import type { CompanyUser } from '@/generated/model';
import { useSession } from '@/lib/session/session-provider';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useCompanyUsers } from '../api/use-company-users';
import { useCompanyUser, useSaveUser } from '../api/use-user-mutations';
import type { UserEditData } from '../utils/user-forms';
import { toOwnUserUpdate } from '../utils/user-payloads';
import { UserEditForm } from './user-edit-form';

const fromRow = (row: CompanyUser): UserEditData => ({
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.emailAddress,
  userRole: row.userRole,
});

/** My Profile: the signed-in user's own record under the Update User rules for oneself (PUT /api/users). */
export function ProfilePage() {
  const { t } = useTranslation('users');
  const auth = useAuth();
  const { company, user: me } = useSession();
  const headingId = useId();
  const formId = useId();
  const row = useCompanyUser(company?.id, me?.id);
  const members = useCompanyUsers(company?.id, { quiet: true });
  const otherMembers = useMemo(
    () => (members.data ?? []).filter((member) => member.userId !== me?.id),
    [members.data, me?.id],
  );
  const save = useSaveUser();
  const flight = useSingleFlight();
  const [edited, setEdited] = useState<UserEditData | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const value = edited ?? (row.data ? fromRow(row.data) : null);
  const sso = me?.sso ?? false;

  const submit = (data: UserEditData) => {
    if (!me) return;
    void flight.run(async () => {
      await save.own.mutateAsync({
        data: toOwnUserUpdate(me.id, data, passwordOpen && !sso, auth.user?.access_token ?? null),
      });
      setPasswordOpen(false);
      setEdited({ ...data, currentPassword: undefined, newPassword: undefined, confirmPassword: undefined });
    });
  };

  return (
    <PageFrame maxW="44rem" headingId={headingId}>
      <Text color="fg.muted">{t('profile.intro')}</Text>
      {row.isError ? (
        <QueryLoadError query={row} message={t('errors.companyUser')} />
      ) : !value || !row.isSuccess || !row.data ? (
        <HStack role="status" gap="2">
          <Spinner size="sm" />
          <Text>{t('profile.loading')}</Text>
        </HStack>
      ) : (
        <Card.Root>
          <Card.Body>
            <UserEditForm
              id={formId}
              value={value}
              onChange={setEdited}
              onSubmit={submit}
              editingSelf
              sso={sso}
              targetRole={row.data.userRole}
              passwordOpen={passwordOpen}
              onPasswordOpenChange={setPasswordOpen}
              access={null}
              disabled={save.isPending}
              otherMembers={otherMembers}
              aria-labelledby={headingId}
            >
              <Box>
                <SubmitButton pending={save.isPending} pendingLabel={t('edit.saving')}>
                  {t('profile.save')}
                </SubmitButton>
              </Box>
            </UserEditForm>
          </Card.Body>
        </Card.Root>
      )}
    </PageFrame>
  );
}
