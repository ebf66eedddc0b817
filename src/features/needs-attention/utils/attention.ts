import { addDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { calendarDay } from '@/lib/dates';
import { daysLeftToAnswer } from '@/lib/compliance/scheduling-letter';
import { toDate } from '@/lib/format';

/** How many saved observances Home lists at most: the next ones, soonest first. */
export const NEXT_OBSERVANCES = 3;

/** One entry of Home's "Needs attention", in the order Home lists them. */
export type AttentionItem =
  | { kind: 'unlisted'; count: number }
  | { kind: 'letter'; daysLeft: number }
  | { kind: 'unread'; count: number }
  | { kind: 'observance'; id: number; name: string; start: string }
  | { kind: 'reportCards'; count: number };

/** What the sources answered; undefined for a source the company lacks or that has not answered. */
export interface AttentionSources {
  unlistedJobs?: number;
  letterReceivedDate?: string | null;
  unreadNotifications?: number;
  savedObservances?: readonly { id: number; name: string; start: string }[];
  newReportCards?: number;
  today: Date;
}

/**
 * The entries that need attention: only what is there to act on (a count of zero, a closed letter or no
 * saved observance ahead add nothing), so an empty list means all is in order.
 */
export function attentionItems(sources: AttentionSources): AttentionItem[] {
  const items: AttentionItem[] = [];
  if (sources.unlistedJobs) items.push({ kind: 'unlisted', count: sources.unlistedJobs });
  if (sources.letterReceivedDate) {
    const daysLeft = daysLeftToAnswer(sources.letterReceivedDate, sources.today);
    items.push({ kind: 'letter', daysLeft });
  }
  if (sources.unreadNotifications) items.push({ kind: 'unread', count: sources.unreadNotifications });
  const ahead = (sources.savedObservances ?? [])
    .filter((observance) => differenceInCalendarDays(toDate(observance.start), sources.today) >= 0)
    .toSorted((a, b) => toDate(a.start).getTime() - toDate(b.start).getTime() || a.name.localeCompare(b.name))
    .slice(0, NEXT_OBSERVANCES);
  for (const { id, name, start } of ahead) items.push({ kind: 'observance', id, name, start });
  if (sources.newReportCards) items.push({ kind: 'reportCards', count: sources.newReportCards });
  return items;
}

const visitKey = (userId: number, companyId: number) => `portal.last-visit.${userId}.${companyId}`;
const sessionKey = (userId: number, companyId: number) => `portal.previous-visit.${userId}.${companyId}`;

/**
 * The day of this person's previous visit to the company's portal (YYYY-MM-DD), or null on a first visit.
 * The first call of a tab's session reads the day kept in localStorage and keeps today in its place; later
 * calls of the session answer the same day, so going back Home does not make "since your last visit" empty.
 * Without storage there is no previous visit.
 */
export function previousVisit(userId: number, companyId: number, today: Date): string | null {
  try {
    const kept = sessionStorage.getItem(sessionKey(userId, companyId));
    if (kept !== null) return kept === '' ? null : kept;
    const previous = localStorage.getItem(visitKey(userId, companyId));
    sessionStorage.setItem(sessionKey(userId, companyId), previous ?? '');
    localStorage.setItem(visitKey(userId, companyId), calendarDay(today));
    return previous;
  } catch {
    return null;
  }
}

/** The days report cards count as new: after the previous visit's day up to today; none on the same day. */
export function newSinceRange(previous: string | null, today: Date): { begin: string; end: string } | null {
  if (previous === null) return null;
  const begin = addDays(toDate(previous), 1);
  return begin > today ? null : { begin: calendarDay(begin), end: calendarDay(today) };
}
