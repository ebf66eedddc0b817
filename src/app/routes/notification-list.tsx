import { useTranslation } from 'react-i18next';
import { NotificationListPage } from '@/features/notifications/components/notification-list-page';

/** /notification/list: every notification, with Select all and Mark as Read. */
export default function NotificationListRoute() {
  const { t } = useTranslation('navigation');
  return <NotificationListPage title={t('routes.notificationList')} />;
}
