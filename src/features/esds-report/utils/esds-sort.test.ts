import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACME,
  call,
  parsed,
  // Not React hooks: they register Vitest hooks (the rules-of-hooks lint reads the `use` prefix).
  useDemoBackend as startDemoBackend,
  useDemoTokens as demoTokensForFile,
} from '@tests/support/demo-api';
import { EsdsSortBy, type EsdsReportRow } from '@/generated/model';
import { GetEsdsReportResponse } from '@/generated/zod/esds/esds.zod';
import {
  DEFAULT_SORT_BY,
  isSortField,
  orderRows,
  prepareEsdsResult,
  sortEsdsRows,
  sortOptions,
  toSortBy,
} from './esds-sort';

startDemoBackend();
const tokens = demoTokensForFile();

describe('toSortBy', () => {
  it("names the table's sorting as the contract's sortBy, '-' for descending", () => {
    expect(toSortBy([{ id: 'title', desc: false }])).toBe('title');
    expect(toSortBy([{ id: 'dateCrossPosted', desc: true }])).toBe('-dateCrossPosted');
    expect(toSortBy([{ id: 'createdUtc', desc: true }])).toBe(DEFAULT_SORT_BY);
  });

  it('falls back to date created, newest first, for no sorting or a column the contract cannot sort by', () => {
    expect(toSortBy([])).toBe('-createdUtc');
    expect(toSortBy([{ id: 'postingURL', desc: false }])).toBe('-createdUtc');
    expect(toSortBy([{ id: 'timePosted', desc: true }])).toBe('-createdUtc');
    expect(isSortField('timePosted')).toBe(false);
    expect(isSortField('crossRefNumber')).toBe(true);
    expect(sortOptions('postingURL')).toEqual({ enableSorting: false });
    expect(sortOptions('dateCrossPosted')).toEqual({ enableSorting: true, sortDescFirst: true });
    expect(sortOptions('title')).toEqual({ enableSorting: true, sortDescFirst: false });
  });
});

describe('the rows sorted on screen like the server', () => {
  /** One year of Acme's seeded rows (hundreds, with empty internal references, deactivations and cross-posts). */
  async function serverRows(sortBy: EsdsSortBy): Promise<EsdsReportRow[]> {
    const response = await call('/api/ESDSReport/ESDSReport', {
      token: tokens.owner,
      query: { companyId: ACME, startDate: '2025-11-23', endDate: '2026-11-22', sortBy },
    });
    return parsed(response, GetEsdsReportResponse);
  }

  it('orders the rows of one search exactly as the server orders its file, for every sortBy', async () => {
    const answer = await serverRows(DEFAULT_SORT_BY);
    expect(answer.length).toBeGreaterThan(500);
    expect(answer.some((row) => row.internalRef === null)).toBe(true);
    // As the server sends it (already in the default order), and in any other order.
    const asSent = prepareEsdsResult(answer);
    const reversed = prepareEsdsResult([...answer].reverse());
    expect(reversed.rows).toEqual(answer);
    expect(asSent.rows).toEqual(answer);
    for (const sortBy of Object.values(EsdsSortBy)) {
      const expected = (await serverRows(sortBy)).map((row) => row.jobId);
      for (const result of [asSent, reversed]) {
        expect(
          orderRows(result, sortBy).map((row) => row.jobId),
          sortBy,
        ).toEqual(expected);
      }
      expect(
        sortEsdsRows(answer, sortBy).map((row) => row.jobId),
        sortBy,
      ).toEqual(expected);
    }
  });

  const rowArbitrary = fc.record({
    jobId: fc.integer({ min: 1, max: 50 }),
    title: fc.constantFrom('Nurse', 'nurse', 'Nurse 10', 'Nurse 9', 'Aide'),
    // Absent (undefined) as well as null: the contract's optional fields may be left out.
    internalRef: fc.constantFrom(null, undefined, 'AH-1', 'AH-2', 'ah-10'),
    createdUtc: fc.constantFrom('2026-11-01T08:00:00Z', '2026-11-02T08:00:00Z', '2026-11-02T09:30:00Z'),
    dateDeactivated: fc.option(fc.constantFrom('2026-11-05T00:00:00Z', '2026-11-06T00:00:00Z'), { nil: null }),
    location: fc.constantFrom('Austin, TX', 'Boise, ID'),
    esdsStateCode: fc.constantFrom('TX', 'ID'),
    postingURL: fc.constant(null),
    dateCrossPosted: fc.option(fc.constantFrom('2026-11-03T10:00:00Z', '2026-11-04T10:00:00Z'), { nil: null }),
    timePosted: fc.constant(null),
    crossRefNumber: fc.option(fc.constantFrom('TX1', 'TX2'), { nil: null }),
  });

  it('gives one order whatever order the rows come in (job IDs told apart), empty values last either way', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(rowArbitrary, { maxLength: 40, selector: (row) => row.jobId }),
        fc.constantFrom(...Object.values(EsdsSortBy)),
        fc.infiniteStream(fc.nat()),
        (rows, sortBy, noise) => {
          const shuffled = rows
            .map((row) => ({ row, at: noise.next().value }))
            .sort((a, b) => a.at - b.at)
            .map((entry) => entry.row);
          const sorted = sortEsdsRows(rows, sortBy);
          expect(sortEsdsRows(shuffled, sortBy)).toEqual(sorted);
          // The ranked order of the screen is the rule written out once (sortEsdsRows).
          expect(orderRows(prepareEsdsResult(shuffled), sortBy)).toEqual(sorted);
          expect(orderRows(prepareEsdsResult(sortEsdsRows(rows, DEFAULT_SORT_BY)), sortBy)).toEqual(sorted);
          const field = sortBy.replace('-', '') as keyof EsdsReportRow;
          const firstEmpty = sorted.findIndex((row) => (row[field] ?? null) === null);
          if (firstEmpty >= 0)
            expect(sorted.slice(firstEmpty).every((row) => (row[field] ?? null) === null)).toBe(true);
        },
      ),
    );
  });

  it('leaves its input as it was', () => {
    const rows = [
      { jobId: 2, title: 'B', createdUtc: '2026-11-01T00:00:00Z', location: 'X', esdsStateCode: 'TX' },
      { jobId: 1, title: 'A', createdUtc: '2026-11-02T00:00:00Z', location: 'X', esdsStateCode: 'TX' },
    ];
    const copy = structuredClone(rows);
    expect(sortEsdsRows(rows, 'title').map((row) => row.jobId)).toEqual([1, 2]);
    expect(rows).toEqual(copy);
  });
});
