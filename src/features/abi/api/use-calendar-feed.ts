import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { env } from '@/config/env';
import { getGetCalendarLinkQueryOptions, useGetCalendarLink } from '@/generated/api/abi/abi';
import type { CalendarLink, GetCalendarLinkParams } from '@/generated/model';
import { useSession } from '@/lib/session/session-provider';
import { calendarFeedUrl } from '../utils/calendar-feed-url';

/** Spec section 8: Calendar id → 'Error occurred while trying to retrieve calendar id.' */
const CALENDAR_ID_ERROR = 'abi:errors.calendarId';

/**
 * The hashed id belongs to the user in the company (both are in the query key) and does not change, so
 * once asked it is kept: the dialog and Copy URL to Integrate share one call.
 */
const CALENDAR_LINK_OPTIONS = { staleTime: Number.POSITIVE_INFINITY, meta: { errorToast: CALENDAR_ID_ERROR } };

/** The signed-in user and the selected company, as GET /api/CalendarEvents/calendar/link takes them. */
function useCalendarLinkParams(): { params: GetCalendarLinkParams; ready: boolean } {
  const { company, user } = useSession();
  return { params: { companyId: company?.id ?? 0, userId: user?.id ?? 0 }, ready: !!company && !!user };
}

/** The feed address of a hashed id; the API is same-origin when VITE_API_BASE_URL is empty. */
export const feedUrlOf = (link: CalendarLink): string =>
  calendarFeedUrl(env.apiBaseUrl, window.location.origin, link.id);

/**
 * The feed URL given to calendar apps, asked only while `enabled` (the dialog's step 2 is open). A failure
 * toasts the Calendar id message; the section shows it with Retry.
 */
export function useCalendarFeedUrl(enabled: boolean) {
  const { params, ready } = useCalendarLinkParams();
  return useGetCalendarLink(params, {
    query: { ...CALENDAR_LINK_OPTIONS, enabled: enabled && ready, select: feedUrlOf },
  });
}

/**
 * Asks for the feed URL now (a click): the kept id when there is one, else a call. Rejects when the call
 * fails, after the query client has toasted the Calendar id message.
 */
export function useFetchCalendarFeedUrl(): () => Promise<string> {
  const queryClient = useQueryClient();
  const { params, ready } = useCalendarLinkParams();
  const { companyId, userId } = params;
  return useCallback(async () => {
    if (!ready) throw new Error('No signed-in user or selected company to ask a calendar link for');
    const link = await queryClient.fetchQuery(
      getGetCalendarLinkQueryOptions({ companyId, userId }, { query: CALENDAR_LINK_OPTIONS }),
    );
    return feedUrlOf(link);
  }, [queryClient, ready, companyId, userId]);
}
