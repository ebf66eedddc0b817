import type { Notification } from '@/generated/model';
import { webAddress } from '@/lib/web-address';

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

/** Where a notification's link goes: a path of this app (router), another site (a normal link), or nowhere. */
export type NotificationTarget = { kind: 'app'; to: string } | { kind: 'web'; href: string };

/**
 * A notification's link as something to follow. Only an app path ('/reports/…') or an absolute http(s)
 * URL is followed (never `javascript:` or another scheme, never a bare relative word); an absolute URL
 * on the portal's own origin is an app path.
 */
export function notificationTarget(
  link: string | null | undefined,
  here: string | undefined = globalThis.location?.href,
): NotificationTarget | null {
  const text = link?.trim();
  if (!text) return null;
  const absolute = URL.canParse(text);
  if (!absolute && !text.startsWith('/')) return null;
  const address = webAddress(text, here);
  if (!address) return null;
  const origin = here ? URL.parse(here)?.origin : undefined;
  if (origin && address.origin === origin) {
    return { kind: 'app', to: `${address.pathname}${address.search}${address.hash}` };
  }
  return { kind: 'web', href: address.href };
}
