import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { env } from '@/config/env';
import {
  getGetCalendarLinkQueryKey,
  getGetCalendarLinkQueryOptions,
  useGetCalendarLink,
  useResetCalendarLink,
} from '@/generated/api/abi/abi';
import type { CalendarLink, GetCalendarLinkParams } from '@/generated/model';
import { useSession } from '@/lib/session/session-provider';
import { calendarFeedUrl } from '../utils/calendar-feed-url';

/** Spec section 8: Calendar id → 'Error occurred while trying to retrieve calendar id.' */
const CALENDAR_ID_ERROR = 'abi:errors.calendarId';

/** A failed reset (not in the spec's catalogue; worded like it). */
const CALENDAR_RESET_ERROR = 'abi:errors.calendarReset';

/**
 * The id belongs to the user in the company (both are in the query key) and changes only when this user
 * resets it here, so once asked it is kept: the dialog and Copy URL to Integrate share one call.
 */
const CALENDAR_LINK_OPTIONS = { staleTime: Number.POSITIVE_INFINITY, meta: { errorToast: CALENDAR_ID_ERROR } };

/** The signed-in user and the selected company, as GET /api/CalendarEvents/calendar/link takes them. */
function useCalendarLinkParams(): { params: GetCalendarLinkParams; ready: boolean } {
  const { company, user } = useSession();
  return { params: { companyId: company?.id ?? 0, userId: user?.id ?? 0 }, ready: !!company && !!user };
}

/** The feed address of a calendar id; the API is same-origin when VITE_API_BASE_URL is empty. */
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
 * Reset link: asks the API for a new calendar id, which takes the old feed URL back (it answers 404 from
 * then on). The new id replaces the kept one, so the dialog's field and Copy URL to Integrate give the new
 * URL at once; a failure toasts the reset message and keeps the old id.
 */
export function useResetCalendarFeedUrl() {
  const queryClient = useQueryClient();
  const { params, ready } = useCalendarLinkParams();
  const { companyId, userId } = params;
  const reset = useResetCalendarLink({
    mutation: {
      meta: { errorToast: CALENDAR_RESET_ERROR, successToast: 'calendar-integration:reset.done' },
      onSuccess: async (link, variables) => {
        const queryKey = getGetCalendarLinkQueryKey(variables.params);
        // An answer of the old id still on its way must not overwrite the new one.
        await queryClient.cancelQueries({ queryKey });
        queryClient.setQueryData(queryKey, link);
      },
    },
  });
  const { mutateAsync } = reset;
  const run = useCallback(async () => {
    if (!ready) throw new Error('No signed-in user or selected company to reset a calendar link for');
    return feedUrlOf(await mutateAsync({ params: { companyId, userId } }));
  }, [mutateAsync, ready, companyId, userId]);
  return { reset: run, isPending: reset.isPending };
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
