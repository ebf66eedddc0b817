import { Button, Menu, Portal } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-provider';
import { confirmDiscard } from '@/lib/session/unsaved-changes';

/** Profile menu (spec section 2): Change Company only with more than one company. */
export function ProfileMenu() {
  const { t } = useTranslation('navigation');
  const { companies, signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  const onSelect = (value: string) => {
    if (value === 'change-company') void navigate(paths.company.href(), { state: { from: location } });
    if (value === 'my-profile') void navigate(paths.accountProfile.href());
    if (value === 'notification-preferences') void navigate(paths.notificationPreferences.href());
    // Log out drops any unsaved form: it asks first (a navigation asks through the shell's blocker).
    if (value === 'log-out') {
      void confirmDiscard().then(async (leave) => {
        if (leave) await signOut();
      });
    }
  };

  return (
    <Menu.Root onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost">
          {t('topBar.profileMenu')}
          <span aria-hidden>▾</span>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="14rem">
            {companies.length > 1 && <Menu.Item value="change-company">{t('topBar.changeCompany')}</Menu.Item>}
            <Menu.Item value="my-profile">{t('topBar.myProfile')}</Menu.Item>
            <Menu.Item value="notification-preferences">{t('topBar.notificationPreferences')}</Menu.Item>
            <Menu.Separator />
            <Menu.Item value="log-out">{t('topBar.logOut')}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
