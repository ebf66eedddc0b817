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

/** Empties the database and seeds it again, deterministically. */
export function seedDatabase(options: SeedOptions = { today: demoToday() }): void {
  clearDatabase();
  seedAccountData(options);
  seedContentData(options);
}
