/** The feed's path below the API base (spec section 7: GET /api/CalendarEvents/calendar?id={hashed id}). */
export const CALENDAR_FEED_PATH = '/api/CalendarEvents/calendar';

/**
 * The address calendar apps subscribe to: the API base, then `/api/CalendarEvents/calendar?id=` and the
 * hashed calendar id. The base is what VITE_API_BASE_URL allows: empty (the API answers on the app's own
 * origin), a path on that origin (`/portal-api`) or an absolute http(s) URL; a calendar app needs an
 * absolute address, so a relative base is resolved against `origin`.
 */
export function calendarFeedUrl(apiBaseUrl: string, origin: string, id: string): string {
  const base = new URL(apiBaseUrl || '/', origin);
  const path = base.pathname.replace(/\/+$/, '');
  return `${base.origin}${path}${CALENDAR_FEED_PATH}?id=${encodeURIComponent(id)}`;
}
