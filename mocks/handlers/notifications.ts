import { HttpResponse, type HttpHandler } from 'msw';
import { NotificationListType } from '../../src/generated/model';
import { db } from '../db';
import { badRequest, forbidden, notFound } from '../lib/account-access';
import { toNotification } from '../lib/account-shapes';
import { route } from '../lib/route';

/**
 * 403 unless the user of the request is the caller (membership of the company is the contract's
 * x-requires, which route() judges first).
 */
function forbiddenUnlessOwnList(callerId: number, userId: number, request: Request) {
  return userId === callerId ? null : forbidden(request, 'Users may see only their own notifications and preferences.');
}

function preferenceKey(companyId: number, userId: number, notificationTypeId: number): string {
  return `${companyId}:${userId}:${notificationTypeId}`;
}

function preferencesOf(companyId: number, userId: number) {
  return db.notificationType
    .getAll()
    .sort((a, b) => a.id - b.id)
    .map((type) => {
      const saved = db.notificationPreference.findFirst({
        where: { id: { equals: preferenceKey(companyId, userId, type.id) } },
      });
      return {
        id: type.id,
        name: type.name,
        description: type.description,
        status: saved?.status ?? type.defaultStatus,
      };
    });
}

interface PreferenceChange {
  companyId: number;
  userId: number;
  notificationTypeId: number;
}

function setPreference(change: PreferenceChange, status: boolean, callerId: number, request: Request): Response {
  const denied = forbiddenUnlessOwnList(callerId, change.userId, request);
  if (denied) return denied;
  if (!db.notificationType.findFirst({ where: { id: { equals: change.notificationTypeId } } })) {
    return notFound(request, `Notification type ${change.notificationTypeId} does not exist.`);
  }
  const id = preferenceKey(change.companyId, change.userId, change.notificationTypeId);
  const updated = db.notificationPreference.update({ where: { id: { equals: id } }, data: { status } });
  if (!updated) db.notificationPreference.create({ id, ...change, status });
  return new HttpResponse(null, { status: 204 });
}

export const notificationsHandlers: HttpHandler[] = [
  route('getNotifications', ({ request, params, user }) => {
    const denied = forbiddenUnlessOwnList(user.userId, params.userId, request);
    if (denied) return denied;
    const notifications = db.notification
      .findMany({
        where: {
          companyId: { equals: params.companyId },
          userId: { equals: params.userId },
          ...(params.listType === NotificationListType.Unread ? { isRead: { equals: false } } : {}),
        },
      })
      .sort((a, b) => b.dateCreated.localeCompare(a.dateCreated) || b.id - a.id)
      .map(toNotification);
    return HttpResponse.json(notifications);
  }),

  route('markNotificationsRead', ({ request, body, user }) => {
    const ids: number[] = [];
    for (const [companyId, userId, notificationId] of body.readNotifications) {
      if (companyId === undefined || userId === undefined || notificationId === undefined) {
        return badRequest(request, 'Each read notification is a [companyId, userId, notificationId] triple.');
      }
      const denied = forbiddenUnlessOwnList(user.userId, userId, request);
      if (denied) return denied;
      const notification = db.notification.findFirst({ where: { id: { equals: notificationId } } });
      if (!notification) return notFound(request, `Notification ${notificationId} does not exist.`);
      if (notification.userId !== userId || notification.companyId !== companyId) {
        return forbidden(
          request,
          `Notification ${notificationId} is not the user's notification in company ${companyId}.`,
        );
      }
      ids.push(notificationId);
    }
    db.notification.updateMany({ where: { id: { in: ids } }, data: { isRead: true } });
    return new HttpResponse(null, { status: 204 });
  }),

  route('getNotificationPreferences', ({ request, query, user }) => {
    const denied = forbiddenUnlessOwnList(user.userId, query.userId, request);
    if (denied) return denied;
    return HttpResponse.json(preferencesOf(query.companyId, query.userId));
  }),

  route('optInNotification', ({ request, body, user }) => setPreference(body, true, user.userId, request)),

  route('optOutNotification', ({ request, body, user }) => setPreference(body, false, user.userId, request)),
];
