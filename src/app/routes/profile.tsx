import { useTranslation } from 'react-i18next';
import { ProfilePage } from '@/features/authorized-users/components/profile-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /account/profile: the signed-in user's own record (My Profile). */
export default function ProfileRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <ProfilePage title={entry ? t(entry.name) : ''} />;
}
