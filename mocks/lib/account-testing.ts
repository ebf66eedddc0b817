import { expect } from 'vitest';
import { db } from '../db';
import { accountModels } from '../models/account';
import { demoToday } from '../seed';
import { seedAccountData } from '../seed/account';

/** Test support for the account-area handler tests (imported by *.test.ts only). */

/** Test support for the account-area handler tests (imported by *.test.ts only). */
export function expectNoContent(response: Response): void {
  expect(response.status).toBe(204);
}

/**
 * Re-seeds only the account area (companies, users, notifications, sign-in), much faster than
 * reseed() of the whole demo database; the tests of this area change nothing else.
 */
export function reseedAccountArea(): void {
  for (const name of Object.keys(accountModels) as (keyof typeof accountModels)[]) {
    db[name].deleteMany({ where: {} });
  }
  seedAccountData({ today: demoToday() });
}
