import fc from 'fast-check';
import Papa from 'papaparse';
import { expect } from 'vitest';
import { demoToday } from '../seed';
import { dayOfDate, isoDay } from './content-query';

/** Test support for the content-area handler tests (imported by *.test.ts only). */
/** The pinned anchor day of the tests (tests/support/demo-env.ts) as a day number. */
export const TODAY = dayOfDate(demoToday());

export function daysAgo(days: number): string {
  return isoDay(TODAY - days);
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
