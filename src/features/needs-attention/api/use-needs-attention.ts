import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { addYears } from 'date-fns/addYears';
import { rangeParams } from '@/components/report-kit/range-params';
import { useGetSavedObservances } from '@/generated/api/abi/abi';
import { useGetSchedulingLetter } from '@/generated/api/compliance/compliance';
import { useGetReportCards } from '@/generated/api/documents/documents';
import { useGetEsdsReport } from '@/generated/api/esds/esds';
import { useGetNotifications } from '@/generated/api/notifications/notifications';
import { NotificationListType } from '@/generated/model';
import { findListingExceptions, lastTwelveMonths, lateAfterDaysRule } from '@/lib/compliance/listing-exceptions';
import { calendarDay, useToday } from '@/lib/dates';
import { useSession } from '@/lib/session/session-provider';
import { attentionItems, newSinceRange, previousVisit, type AttentionItem } from '../utils/attention';

/** The screens Home's entries lead to; an entry shows only when the company may open its screen. */
export type AttentionScreen = 'listingMonitor' | 'auditReadiness' | 'notifications' | 'observances' | 'documents';

export interface NeedsAttention {
  items: AttentionItem[];
  /** Some source has not answered yet. */
  pending: boolean;
  /** Some source failed: what it would have said is unknown. */
  failed: boolean;
  retry: () => void;
}

/**
 * Home's "Needs attention": each source asked only for a company that may open its screen (`opens`), in
 * parallel, without toasts (a failure is a line on Home with Try again). The unread list is the bell's own
 * query (same key and options), so Home adds no call for it.
 */
export function useNeedsAttention(opens: (screen: AttentionScreen) => boolean): NeedsAttention {
  const { company, user } = useSession();
  const today = useToday();
  const companyId = company?.id ?? 0;
  const userId = user?.id ?? 0;
  const ready = !!company && !!user;
  const enabled = (screen: AttentionScreen) => ready && opens(screen);

  const unread = useGetNotifications(companyId, userId, NotificationListType.Unread, {
    query: {
      enabled: enabled('notifications'),
      refetchOnWindowFocus: true,
      meta: { errorToast: 'notifications:errors.unread' },
    },
  });
  // The Listing Monitor's default search: the same call (and cached answer) as the screen opens with.
  const esds = useGetEsdsReport(rangeParams(companyId, lastTwelveMonths(today)).params, {
    query: { enabled: enabled('listingMonitor') },
  });
  const todayIso = calendarDay(today);
  const unlisted = useMemo(
    () =>
      esds.data
        ? findListingExceptions(esds.data, { lateAfterDays: lateAfterDaysRule(todayIso).value, today: todayIso })
            .unlisted.length
        : undefined,
    [esds.data, todayIso],
  );
  const letter = useGetSchedulingLetter({ companyId }, { query: { enabled: enabled('auditReadiness') } });
  const saved = useGetSavedObservances(
    { startDate: todayIso, endDate: calendarDay(addYears(today, 1)) },
    { companyId },
    { query: { enabled: enabled('observances') } },
  );
  // Read once per person and company: the call keeps today as the next visit's "previous" day.
  const since = useMemo(
    () => (ready ? newSinceRange(previousVisit(userId, companyId, today), today) : null),
    [ready, userId, companyId, today],
  );
  const reportCards = useGetReportCards(
    { CompanyId: companyId, BeginDate: since?.begin ?? '', EndDate: since?.end ?? '' },
    { query: { enabled: enabled('documents') && since !== null } },
  );

  const sources: UseQueryResult<unknown>[] = [esds, unread, letter, saved, reportCards];
  const active = sources.filter((query) => query.fetchStatus !== 'idle' || query.status !== 'pending');
  return {
    items: attentionItems({
      today,
      unlistedJobs: unlisted,
      unreadNotifications: unread.data?.length,
      letterReceivedDate: letter.data?.letterReceivedDate,
      savedObservances: saved.data,
      newReportCards: reportCards.data?.length,
    }),
    pending: active.some((query) => query.status === 'pending'),
    failed: active.some((query) => query.status === 'error'),
    retry: () => {
      for (const query of active) if (query.status === 'error') void query.refetch();
    },
  };
}
