/** /notification/list: every notification, with Select all and Mark as Read. */
export { NotificationListPage as default } from '@/features/notifications/components/notification-list-page';
