import { clearDatabase } from './db';
import { seedAccountData } from './seed/account';
import { seedContentData } from './seed/content';

export interface SeedOptions {
  /** The day the demo data is anchored to (UTC midnight). Dates in the seed are relative to it. */
  today: Date;
}

/**
 * The day the seed is anchored to: DEMO_TODAY (YYYY-MM-DD) when set, else today (UTC). With a fixed
 * seed for every random choice, the same day always gives the same data; tests pin DEMO_TODAY.
 */
export function demoToday(value = process.env['DEMO_TODAY']): Date {
  const base = value ? new Date(`${value}T00:00:00Z`) : new Date();
  if (Number.isNaN(base.getTime())) throw new Error(`DEMO_TODAY must be YYYY-MM-DD, got ${value}`);
  return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate()));
}

/**
 * The demo backend's clock (its time utility): the real time of day on the demo day, in the local calendar
 * of the machine it runs on, so the portal's "today" (the server's) is the day the seed is anchored to, in the
 * browser beside it too. Without DEMO_TODAY, or with DEMO_CLOCK=real, the real clock: end-to-end runs use
 * that, so a run that passes midnight has the browser and the server on the same day.
 */
export function demoNow(now = new Date(), value = process.env['DEMO_TODAY'], clock = process.env['DEMO_CLOCK']): Date {
  if (!value || clock === 'real') return now;
  const day = demoToday(value);
  const shifted = new Date(now);
  shifted.setFullYear(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  return shifted;
}

/** Empties the database and seeds it again, deterministically. */
export function seedDatabase(options: SeedOptions = { today: demoToday() }): void {
  clearDatabase();
  seedAccountData(options);
  seedContentData(options);
}
