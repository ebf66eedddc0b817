import { useTranslation } from 'react-i18next';
import { NotificationPreferencesPage } from '@/features/notifications/components/notification-preferences-page';

/** /notification/preferences: Notify Me per notification type. */
export default function NotificationPreferencesRoute() {
  const { t } = useTranslation('navigation');
  return <NotificationPreferencesPage title={t('routes.notificationPreferences')} />;
}
