import fc from 'fast-check';
import Papa from 'papaparse';
import { expect } from 'vitest';
import type { z } from 'zod';
import { tokenFor } from '../../tests/support/demo-api';
import { DEMO_COMPANIES } from '../identity';
import { demoToday } from '../seed';
import { dayOfDate, isoDay } from './content-query';

/** Test support for the content-area handler tests (imported by *.test.ts only). */
export const ACME = DEMO_COMPANIES.acme.id;
export const BETA = DEMO_COMPANIES.beta.id;
export const GAMMA = DEMO_COMPANIES.gamma.id;

/** The pinned anchor day of the tests (tests/support/demo-env.ts) as a day number. */
export const TODAY = dayOfDate(demoToday());

export function daysAgo(days: number): string {
  return isoDay(TODAY - days);
}

export interface ContentTokens {
  /** owner@demo.test: member of Acme, Beta and Gamma. */
  owner: string;
  /** admin@demo.test: member of Acme only. */
  admin: string;
  /** user@demo.test: member of Acme only. */
  user: string;
}

export async function contentTokens(): Promise<ContentTokens> {
  const [owner, admin, user] = await Promise.all(
    ['owner@demo.test', 'admin@demo.test', 'user@demo.test'].map(tokenFor),
  );
  if (!owner || !admin || !user) throw new Error('Could not mint the demo tokens');
  return { owner, admin, user };
}

/** Asserts the status and parses the JSON body with the contract's generated response schema. */
export async function parsedJson<T extends z.ZodType>(
  response: Response,
  schema: T,
  status = 200,
): Promise<z.output<T>> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return schema.parse(JSON.parse(text));
}

/** Asserts a problem+json answer with the status. */
export async function expectProblem(response: Response, status: number): Promise<void> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  expect(response.headers.get('content-type')).toContain('application/problem+json');
  expect((JSON.parse(text) as { status: number }).status).toBe(status);
}

/** Parses a CSV download into its header and data rows. */
export function parseCsv(text: string): { header: string[]; rows: string[][] } {
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  const [header = [], ...rows] = parsed.data;
  return { header, rows };
}

export async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function isPdf(bytes: Uint8Array): boolean {
  return new TextDecoder().decode(bytes.slice(0, 5)) === '%PDF-';
}

export function isPng(bytes: Uint8Array): boolean {
  return PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** Any inclusive range of days between `oldest` and `newest` days ago, as YYYY-MM-DD. */
export function dayRangeArbitrary(oldest: number, newest = 0): fc.Arbitrary<{ start: string; end: string }> {
  return fc
    .tuple(fc.integer({ min: newest, max: oldest }), fc.integer({ min: newest, max: oldest }))
    .map(([a, b]) => ({ start: daysAgo(Math.max(a, b)), end: daysAgo(Math.min(a, b)) }));
}
