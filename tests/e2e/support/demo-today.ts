import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { subYears } from 'date-fns/subYears';

/**
 * The day the demo backend's seed is anchored to in end-to-end runs. playwright.config.ts sets DEMO_TODAY to
 * the machine's local date when the run starts (unless given). The helpers below it count seeded data from it.
 */
export const DEMO_TODAY = process.env['DEMO_TODAY'] ?? format(new Date(), 'yyyy-MM-dd');

/**
 * The portal's today, for what the portal counts from it (the reports' default ranges): the demo servers'
 * clock is the real one in end-to-end runs, so after midnight this is the next day, as it is for the
 * portal. Asked when the test checks, not when the file loads.
 */
export const portalToday = () => format(new Date(), 'yyyy-MM-dd');
export const portalDaysBack = (days: number) => format(subDays(new Date(), days), 'yyyy-MM-dd');
export const portalMonthsBack = (months: number) => format(subMonths(new Date(), months), 'yyyy-MM-dd');
export const portalYearsBack = (years: number) => format(subYears(new Date(), years), 'yyyy-MM-dd');

const [year, month, day] = DEMO_TODAY.split('-').map(Number) as [number, number, number];
const anchor = new Date(year, month - 1, day);

/** yyyy-MM-dd of the anchor day moved back. */
export const isoDaysBack = (days: number) => format(subDays(anchor, days), 'yyyy-MM-dd');
export const isoMonthsBack = (months: number) => format(subMonths(anchor, months), 'yyyy-MM-dd');
/** The anchor day moved back, as the English UI shows it (e.g. "Nov 20, 2026"). */
export const shortEnglishDaysBack = (days: number) => format(subDays(anchor, days), 'MMM d, yyyy');
