import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';

/**
 * The day the demo backend's seed is anchored to in end-to-end runs, and its time utility's day: the
 * portal's "today" (the reports' default ranges start from it). playwright.config.ts sets DEMO_TODAY to the
 * machine's local date (unless given), so the server's today and the browser's agree.
 */
export const DEMO_TODAY = process.env['DEMO_TODAY'] ?? format(new Date(), 'yyyy-MM-dd');

const [year, month, day] = DEMO_TODAY.split('-').map(Number) as [number, number, number];
const anchor = new Date(year, month - 1, day);

/** yyyy-MM-dd of the anchor day moved back. */
export const isoDaysBack = (days: number) => format(subDays(anchor, days), 'yyyy-MM-dd');
export const isoMonthsBack = (months: number) => format(subMonths(anchor, months), 'yyyy-MM-dd');
export const isoYearsBack = (years: number) => format(subYears(anchor, years), 'yyyy-MM-dd');
/** The anchor day moved back, as the English UI shows it (e.g. "Nov 20, 2026"). */
export const shortEnglishDaysBack = (days: number) => format(subDays(anchor, days), 'MMM d, yyyy');
