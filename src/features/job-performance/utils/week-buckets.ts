/** Weeks start on Sunday, as US calendars (and the legacy report's 'Week Of' axis) do. */
export const WEEK_START_DAY = 0;

export interface DailyActivity {
  /** yyyy-MM-dd */
  date: string;
  views: number;
  clicks: number;
}

export interface WeekBucket {
  /** First day of the week inside the range (yyyy-MM-dd): a Sunday, or the From date for a partial first week. */
  weekOf: string;
  /** Last day of the week inside the range: a Saturday, or the To date for a partial last week. */
  lastDay: string;
  /** Days of this week inside the range (7 except for a partial first or last week). */
  days: number;
  views: number;
  clicks: number;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a yyyy-MM-dd day; UTC arithmetic, so daylight saving never shifts a day. */
function dayNumber(iso: string): number {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

function isoDay(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(iso: string): number {
  return (((dayNumber(iso) + 4) % 7) + 7) % 7;
}

/**
 * The daily summary in weeks covering From..To (inclusive): every week of the range appears, with zeros
 * when nothing happened, so the line has no gaps. Days outside the range are ignored.
 */
export function bucketByWeek(rows: readonly DailyActivity[], range: { from: string; to: string }): WeekBucket[] {
  const first = dayNumber(range.from);
  const last = dayNumber(range.to);
  if (last < first) return [];
  const buckets: WeekBucket[] = [];
  for (let start = first; start <= last;) {
    const daysToWeekEnd = (WEEK_START_DAY + 6 - weekday(isoDay(start)) + 7) % 7;
    const end = Math.min(last, start + daysToWeekEnd);
    buckets.push({ weekOf: isoDay(start), lastDay: isoDay(end), days: end - start + 1, views: 0, clicks: 0 });
    start = end + 1;
  }
  const firstWeekDays = buckets[0]?.days ?? 0;
  for (const row of rows) {
    const offset = dayNumber(row.date) - first;
    if (offset < 0 || dayNumber(row.date) > last) continue;
    const bucket = buckets[offset < firstWeekDays ? 0 : 1 + Math.floor((offset - firstWeekDays) / 7)];
    if (!bucket) continue;
    bucket.views += row.views;
    bucket.clicks += row.clicks;
  }
  return buckets;
}
