import type { Notification } from '@/generated/model';
import { sameOriginPath, webAddress } from '@/lib/web-address';

/** Spec (constants): the bell shows at most 10 unread notifications. */
export const BELL_LIMIT = 10;

/** Newest first (the API already answers so; the order is not left to chance). */
export function newestFirst(notifications: readonly Notification[]): Notification[] {
  return [...notifications].sort((a, b) => Date.parse(b.dateCreated) - Date.parse(a.dateCreated) || b.id - a.id);
}

/** What the bell's menu lists: the 10 most recent unread notifications. */
export function bellItems(unread: readonly Notification[]): Notification[] {
  return newestFirst(unread.filter((notification) => !notification.isRead)).slice(0, BELL_LIMIT);
}

/** The body of PUT /api/Notifications/read: one [companyId, userId, notificationId] triple per notification. */
export function readTriples(companyId: number, userId: number, ids: readonly number[]): number[][] {
  return [...new Set(ids)].map((id) => [companyId, userId, id]);
}

/** `items` in consecutive groups of at most `size`. */
export function inGroupsOf<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/**
 * Spec (states): a preference switch sends an update only when the value differs from the current
 * status: opt-in when it turns on, opt-out when it turns off, nothing otherwise.
 */
export function preferenceChange(currentStatus: boolean, wanted: boolean): 'optIn' | 'optOut' | null {
  if (wanted === currentStatus) return null;
  return wanted ? 'optIn' : 'optOut';
}

/** Where a notification's link goes: a path of this app (router, same tab), another site (a new tab), or nowhere. */
export type NotificationTarget = { kind: 'app'; to: string } | { kind: 'web'; href: string };

/**
 * A notification's link as something to follow. A path of the portal's own origin ('/reports/…', or an
 * absolute URL of that origin) is an app path (`sameOriginPath`, the rule of the way back after sign-in);
 * an absolute http(s) URL of another origin is another site. Nothing else is followed: `javascript:`,
 * `data:`, `mailto:`, a protocol-relative `//host`, a bare relative word.
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
