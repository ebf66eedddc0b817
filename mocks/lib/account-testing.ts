import { expect } from 'vitest';
import type { z } from 'zod';
import { tokenFor } from '../../tests/support/demo-api';
import { db } from '../db';
import { DEMO_COMPANIES } from '../identity';
import { accountModels } from '../models/account';
import { demoToday } from '../seed';
import { seedAccountData } from '../seed/account';

/** Test support for the account-area handler tests (imported by *.test.ts only). */
export const ACME = DEMO_COMPANIES.acme.id;
export const BETA = DEMO_COMPANIES.beta.id;
export const GAMMA = DEMO_COMPANIES.gamma.id;

export interface DemoTokens {
  owner: string;
  admin: string;
  user: string;
  sso: string;
}

export async function demoTokens(): Promise<DemoTokens> {
  const [owner, admin, user, sso] = await Promise.all(
    ['owner@demo.test', 'admin@demo.test', 'user@demo.test', 'sso@demo.test'].map(tokenFor),
  );
  if (!owner || !admin || !user || !sso) throw new Error('Could not mint the demo tokens');
  return { owner, admin, user, sso };
}

/** Asserts the status and parses the body with the contract's generated response schema. */
export async function parsed<T extends z.ZodType>(response: Response, schema: T, status = 200): Promise<z.output<T>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return schema.parse(JSON.parse(text));
}

export interface ProblemBody {
  status: number;
  title: string;
  detail?: string;
}

/** Asserts a problem+json answer with the status, and returns its body. */
export async function problemOf(response: Response, status: number): Promise<ProblemBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  const body = (await response.json()) as ProblemBody;
  expect(body.status).toBe(status);
  return body;
}

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
