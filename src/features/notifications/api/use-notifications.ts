import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  getGetNotificationPreferencesQueryKey,
  getGetNotificationsQueryKey,
  markNotificationsRead,
  useGetNotificationPreferences,
  useGetNotifications,
  useMarkNotificationsRead,
  useOptInNotification,
  useOptOutNotification,
} from '@/generated/api/notifications/notifications';
import {
  NotificationListType,
  type Notification,
  type NotificationPreference,
  type NotificationPreferenceChange,
} from '@/generated/model';
import { markNotificationsReadBodyReadNotificationsMax } from '@/generated/zod/notifications/notifications.zod';
import { useSession } from '@/lib/session/session-provider';
import { inGroupsOf, preferenceChange, readTriples } from '../utils/notification-rules';

/** The signed-in user in the selected company, as the notification calls take them. */
function useRecipient() {
  const { company, user, impersonating } = useSession();
  const companyId = company?.id ?? 0;
  const userId = user?.id ?? 0;
  return {
    companyId,
    userId,
    impersonating,
    ready: !!company && !!user,
    unreadKey: getGetNotificationsQueryKey(companyId, userId, NotificationListType.Unread),
    allKey: getGetNotificationsQueryKey(companyId, userId, NotificationListType.All),
  };
}

/**
 * The unread list (type 3): the bell's count and menu. One query key for every screen that shows it, so
 * the bell and the list page stay in step; asked again when the window regains focus, so a tab left open
 * catches up. A failure toasts the Unread message.
 */
export function useUnreadNotifications() {
  const { companyId, userId, ready } = useRecipient();
  return useGetNotifications(companyId, userId, NotificationListType.Unread, {
    query: { enabled: ready, refetchOnWindowFocus: true, meta: { errorToast: 'notifications:errors.unread' } },
  });
}

/** The full list (type 1) of /notification/list; a failure toasts the All message. */
export function useAllNotifications() {
  const { companyId, userId, ready } = useRecipient();
  return useGetNotifications(companyId, userId, NotificationListType.All, {
    query: { enabled: ready, meta: { errorToast: 'notifications:errors.all' } },
  });
}

/**
 * Marking read (a click on a notification, Mark as Read, Mark all as read): PUT /api/Notifications/read
 * with [companyId, userId, notificationId] triples, in calls of at most the contract's `maxItems`. Both lists
 * show the change at once and are fetched again. While impersonating nothing is sent (spec, states): the
 * customer's notifications stay unread. A failure toasts the Mark read message.
 */
export function useNotificationReading() {
  const { companyId, userId, impersonating, ready, unreadKey, allKey } = useRecipient();
  const queryClient = useQueryClient();
  const mutation = useMarkNotificationsRead({
    mutation: {
      mutationFn: async ({ data }) => {
        for (const group of inGroupsOf(data.readNotifications, markNotificationsReadBodyReadNotificationsMax)) {
          await markNotificationsRead({ readNotifications: group });
        }
      },
      onSuccess: (_answer, { data }) => {
        const read = new Set(data.readNotifications.map((triple) => triple[2]));
        queryClient.setQueryData<Notification[]>(unreadKey, (list) =>
          list?.filter((notification) => !read.has(notification.id)),
        );
        queryClient.setQueryData<Notification[]>(allKey, (list) =>
          list?.map((notification) => (read.has(notification.id) ? { ...notification, isRead: true } : notification)),
        );
      },
      meta: { errorToast: 'notifications:errors.markRead', invalidates: [unreadKey, allKey] },
    },
  });
  const { mutate, isPending } = mutation;
  /** Marks these notifications read (nothing while impersonating or with none); `onDone` after success. */
  const markRead = useCallback(
    (ids: readonly number[], onDone?: () => void) => {
      if (impersonating || !ready || ids.length === 0) return;
      mutate(
        { data: { readNotifications: readTriples(companyId, userId, ids) } },
        onDone ? { onSuccess: onDone } : undefined,
      );
    },
    [impersonating, ready, companyId, userId, mutate],
  );
  return useMemo(() => ({ markRead, isPending }), [markRead, isPending]);
}

/** GET /api/Notifications/preferences for the user in the company; a failure toasts the Preferences message. */
export function useNotificationPreferences() {
  const { companyId, userId, ready } = useRecipient();
  return useGetNotificationPreferences(
    { companyId, userId },
    { query: { enabled: ready, meta: { errorToast: 'notifications:errors.preferences' } } },
  );
}

/**
 * Notify Me: opt-in or opt-out, only when the wanted value differs from the current status. The switch is
 * busy while its call runs (a double click sends one call); on success the list shows the new status and
 * is fetched again. A failure toasts the Preferences message (the spec names none for these calls) and the
 * switch shows the status it had.
 */
export function usePreferenceSwitching() {
  const { companyId, userId } = useRecipient();
  const queryClient = useQueryClient();
  const key = getGetNotificationPreferencesQueryKey({ companyId, userId });
  const saved =
    (status: boolean) =>
    (_answer: void, { data }: { data: NotificationPreferenceChange }) =>
      queryClient.setQueryData<NotificationPreference[]>(key, (list) =>
        list?.map((preference) => (preference.id === data.notificationTypeId ? { ...preference, status } : preference)),
      );
  const meta = { errorToast: 'notifications:errors.preferences', invalidates: [key] };
  const optIn = useOptInNotification({ mutation: { meta, onSuccess: saved(true) } });
  const optOut = useOptOutNotification({ mutation: { meta, onSuccess: saved(false) } });
  const pending = optIn.isPending ? optIn : optOut.isPending ? optOut : undefined;
  const busy = pending !== undefined;
  const { mutate: optInMutate } = optIn;
  const { mutate: optOutMutate } = optOut;
  const change = useCallback(
    (preference: NotificationPreference, wanted: boolean) => {
      if (busy) return;
      const kind = preferenceChange(preference.status, wanted);
      if (!kind) return;
      const data = { companyId, userId, notificationTypeId: preference.id };
      if (kind === 'optIn') optInMutate({ data });
      else optOutMutate({ data });
    },
    [busy, companyId, userId, optInMutate, optOutMutate],
  );
  return {
    change,
    /** The notification type whose change is on its way, and the value asked for. */
    pendingId: pending?.variables?.data.notificationTypeId,
    pendingValue: optIn.isPending ? true : optOut.isPending ? false : undefined,
  };
}
