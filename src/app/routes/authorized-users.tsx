import { useTranslation } from 'react-i18next';
import { AuthorizedUsersPage } from '@/features/authorized-users/components/authorized-users-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /account/authorized-users: the company's authorized users. */
export default function AuthorizedUsersRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <AuthorizedUsersPage title={entry ? t(entry.name) : ''} />;
}
