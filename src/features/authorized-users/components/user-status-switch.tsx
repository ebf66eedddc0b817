import { Switch } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { UserStatus, type Company, type CompanyUser } from '@/generated/model';
import { useUserStatus } from '../api/use-company-users';

interface UserStatusSwitchProps {
  user: CompanyUser;
  company: Pick<Company, 'id' | 'legacyId'>;
  enabled: boolean;
}

/** A row's active switch: disabled while its request runs, so a double click sends one update. */
export function UserStatusSwitch({ user, company, enabled }: UserStatusSwitchProps) {
  const { t } = useTranslation('users');
  const auth = useAuth();
  const status = useUserStatus();
  const change = (active: boolean) => {
    if (status.isPending) return;
    status.mutate({
      data: {
        userId: user.userId,
        companyId: company.id,
        status: active ? UserStatus.Active : UserStatus.Inactive,
        idToken: auth.user?.id_token ?? null,
        companyLegacyId: company.legacyId,
      },
    });
  };
  return (
    <Switch.Root
      size="sm"
      checked={user.isActiveForCompany}
      disabled={!enabled || status.isPending}
      onCheckedChange={(details) => change(details.checked)}
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label srOnly>{t('list.activeFor', { name: user.fullName })}</Switch.Label>
    </Switch.Root>
  );
}
