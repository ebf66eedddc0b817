/** /notification/preferences: Notify Me per notification type. */
export { NotificationPreferencesPage as default } from '@/features/notifications/components/notification-preferences-page';
