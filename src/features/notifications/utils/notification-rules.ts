import type { Notification } from '@/generated/model';
import { sameOriginPath, webAddress } from '@/lib/web-address';

/** Spec (constants): the bell shows at most 10 unread notifications. */
export const BELL_LIMIT = 10;

/** Newest first (the API already answers so; the order is not left to chance). */
export function newestFirst(notifications: readonly Notification[]): Notification[] {
  return [...notifications].sort((a, b) => Date.parse(b.dateCreated) - Date.parse(a.dateCreated) || b.id - a.id);
}

export function bellItems(unread: readonly Notification[]): Notification[] {
  return newestFirst(unread.filter((notification) => !notification.isRead)).slice(0, BELL_LIMIT);
}

/** The body of PUT /api/Notifications/read: one [companyId, userId, notificationId] triple per notification. */
export function readTriples(companyId: number, userId: number, ids: readonly number[]): number[][] {
  return [...new Set(ids)].map((id) => [companyId, userId, id]);
}

export function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/** Spec (states): opt-in when it turns on, opt-out when off, nothing when the status already matches. */
export function preferenceChange(currentStatus: boolean, wanted: boolean): 'optIn' | 'optOut' | null {
  if (wanted === currentStatus) return null;
  return wanted ? 'optIn' : 'optOut';
}

/** Where a notification's link goes: a path of this app (router, same tab), another site (a new tab), or nowhere. */
export type NotificationTarget = { kind: 'app'; to: string } | { kind: 'web'; href: string };

/**
 * A notification's link as something to follow: a same-origin path or URL is an app path (`sameOriginPath`),
 * another http(s) origin another site; nothing else (`javascript:`, `data:`, `//host`, …) is followed.
 */
export function notificationTarget(
  link: string | null | undefined,
  here: string | undefined = globalThis.location?.href,
): NotificationTarget | null {
  const text = link?.trim();
  if (!text) return null;
  const origin = here ? URL.parse(here)?.origin : undefined;
  const path = origin ? sameOriginPath(text, origin) : null;
  if (path !== null) return { kind: 'app', to: path };
  const address = URL.canParse(text) ? webAddress(text) : null;
  return address ? { kind: 'web', href: address.href } : null;
}
