import { ACME } from './demo-api';

/** The notification calls the portal makes for the demo's owner (user 1) in Acme Health, as tests record them. */
export const OWNER_NOTIFICATION_CALLS = {
  /** The unread notifications (list type 3). */
  unread: `/api/Notifications/company/${ACME}/user/1/3`,
  /** All notifications (list type 1). */
  all: `/api/Notifications/company/${ACME}/user/1/1`,
  /** Mark as read. */
  read: '/api/Notifications/read',
} as const;
