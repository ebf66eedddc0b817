import fc from 'fast-check';
import { describe, expect, it, onTestFinished } from 'vitest';
import { GetEsdsReportResponse } from '../../src/generated/zod/index.zod';
import {
  ACME,
  BETA,
  call,
  GAMMA,
  parsed,
  problemOf,
  setDemoFeature,
  useDemoBackend,
  useDemoTokens,
} from '../../tests/support/demo-api';
import { db } from '../db';
import { dayRangeArbitrary, daysAgo, parseCsv } from '../lib/content-testing';

useDemoBackend();

const tokens = useDemoTokens();

type Row = ReturnType<typeof db.esdsPosting.getAll>[number];

const SORT_FIELDS = [
  'jobId',
  'title',
  'internalRef',
  'createdUtc',
  'dateDeactivated',
  'location',
  'esdsStateCode',
  'dateCrossPosted',
  'crossRefNumber',
] as const;
type SortField = (typeof SORT_FIELDS)[number];

interface Filters {
  start: string;
  end: string;
  title?: string;
  internalRef?: string;
  crossRefNumber?: string;
  state?: string;
  status?: 0 | 1 | 2 | 3;
  crossPostStatus?: 0 | 1 | 2;
}

const has = (value: string | null, needle: string | undefined) =>
  !needle || (value ?? '').toLowerCase().includes(needle.toLowerCase());

/** The rows the filters select, written out independently of the handler. */
function expectedRows(companyId: number, filters: Filters): Row[] {
  return db.esdsPosting.getAll().filter((row) => {
    const created = row.createdUtc.slice(0, 10);
    return (
      row.companyId === companyId &&
      created >= filters.start &&
      created <= filters.end &&
      has(row.title, filters.title) &&
      has(row.internalRef, filters.internalRef) &&
      has(row.crossRefNumber, filters.crossRefNumber) &&
      (!filters.state || row.esdsStateCode === filters.state) &&
      (filters.status === 2
        ? row.dateDeactivated === null
        : filters.status === 3
          ? row.dateDeactivated !== null
          : true) &&
      (filters.crossPostStatus === 1
        ? row.dateCrossPosted !== null
        : filters.crossPostStatus === 2
          ? row.dateCrossPosted === null
          : true)
    );
  });
}

function query(companyId: number, filters: Filters, sortBy?: string) {
  const { start, end, ...rest } = filters;
  return { companyId, startDate: start, endDate: end, ...rest, sortBy };
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** a before-or-equal b for the sort: nulls last in both directions. */
function inOrder(
  a: string | number | null | undefined,
  b: string | number | null | undefined,
  descending: boolean,
): boolean {
  if (b == null) return true;
  if (a == null) return false;
  const order = typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b));
  return descending ? order >= 0 : order <= 0;
}

describe('ESDS cross-post report', () => {
  it('has 2,000 rows for Acme over two years, 300 for Gamma and none for Beta', () => {
    const rows = db.esdsPosting.getAll();
    const acme = rows.filter((row) => row.companyId === ACME);
    expect(acme).toHaveLength(2000);
    expect(rows.filter((row) => row.companyId === GAMMA)).toHaveLength(300);
    expect(rows.filter((row) => row.companyId === BETA)).toHaveLength(0);
    const created = acme.map((row) => row.createdUtc).sort();
    expect((created[0] ?? '') >= daysAgo(730)).toBe(true);
    expect((created.at(-1) ?? '') >= daysAgo(7)).toBe(true);
    expect(acme.some((row) => row.dateCrossPosted === null)).toBe(true);
    expect(
      acme.some((row) => row.dateCrossPosted !== null && row.timePosted === row.dateCrossPosted.slice(11, 19)),
    ).toBe(true);
    expect(acme.some((row) => row.dateDeactivated === null)).toBe(true);
    expect(acme.some((row) => row.dateDeactivated !== null)).toBe(true);
  });

  it('returns the whole range newest first by default, valid against the contract', async () => {
    const filters = { start: daysAgo(730), end: daysAgo(0) };
    const rows = await parsed(
      await call('/api/ESDSReport/ESDSReport', { token: tokens.owner, query: query(ACME, filters) }),
      GetEsdsReportResponse,
    );
    expect(rows).toHaveLength(2000);
    for (let index = 1; index < rows.length; index++) {
      expect(rows[index - 1]?.createdUtc.localeCompare(rows[index]?.createdUtc ?? '')).toBeGreaterThanOrEqual(0);
    }
  });

  it('applies any combination of filters and sort exactly as an independent filter does', async () => {
    const acme = db.esdsPosting.getAll().filter((row) => row.companyId === ACME);
    const optional = <T>(values: readonly T[]) => fc.option(fc.constantFrom(...values), { nil: undefined, freq: 2 });
    // Filter values are cut from one real row, so most combinations select something.
    const filtersArbitrary = fc
      .record({
        row: fc.constantFrom(...acme),
        range: fc.option(dayRangeArbitrary(760), { nil: undefined, freq: 2 }),
        title: fc.boolean(),
        internalRef: fc.boolean(),
        crossRefNumber: fc.boolean(),
        state: fc.boolean(),
        status: optional([0, 1, 2, 3] as const),
        crossPostStatus: optional([0, 1, 2] as const),
      })
      .map(({ row, range, ...use }): Filters => ({
        ...(range ?? { start: daysAgo(730), end: daysAgo(0) }),
        title: use.title ? row.title.split(' ')[0]?.toUpperCase() : undefined,
        internalRef: use.internalRef ? row.internalRef?.slice(3, 6).toLowerCase() : undefined,
        crossRefNumber: use.crossRefNumber ? row.crossRefNumber?.slice(2, 6) : undefined,
        state: use.state ? row.esdsStateCode : undefined,
        status: use.status,
        crossPostStatus: use.crossPostStatus,
      }));
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(
        filtersArbitrary,
        fc.option(fc.tuple(fc.constantFrom(...SORT_FIELDS), fc.boolean()), { nil: undefined }),
        async (filters, sort) => {
          const sortBy = sort ? `${sort[1] ? '-' : ''}${sort[0]}` : undefined;
          const rows = await parsed(
            await call('/api/ESDSReport/ESDSReport', { token: tokens.owner, query: query(ACME, filters, sortBy) }),
            GetEsdsReportResponse,
          );
          const expected = expectedRows(ACME, filters);
          if (expected.length > 0 && expected.length < acme.length) nonEmpty++;
          expect(rows.map((row) => `${row.jobId}`).sort()).toEqual(expected.map((row) => `${row.jobId}`).sort());
          const [field, descending]: [SortField, boolean] = sort ?? ['createdUtc', true];
          for (let index = 1; index < rows.length; index++) {
            const previous = rows[index - 1];
            const current = rows[index];
            if (previous && current) expect(inOrder(previous[field], current[field], descending)).toBe(true);
          }
        },
      ),
      { numRuns: 40 },
    );
    expect(nonEmpty).toBeGreaterThanOrEqual(8);
  });

  it('treats status 1 (Active/Inactive) like 0 (All), and 2 and 3 as a partition', async () => {
    const count = async (status: number) =>
      (
        await parsed(
          await call('/api/ESDSReport/ESDSReport', {
            token: tokens.owner,
            query: { ...query(ACME, { start: daysAgo(365), end: daysAgo(0) }), status },
          }),
          GetEsdsReportResponse,
        )
      ).length;
    const [all = 0, either, active = 0, inactive = 0] = await Promise.all([0, 1, 2, 3].map(count));
    expect(either).toBe(all);
    expect(active).toBeGreaterThan(0);
    expect(inactive).toBeGreaterThan(0);
    expect(active + inactive).toBe(all);
  });

  it('exports the same rows as a CSV file named cross-posted-jobs.csv', async () => {
    const filters: Filters = { start: daysAgo(120), end: daysAgo(0), crossPostStatus: 1 };
    const json = await parsed(
      await call('/api/ESDSReport/ESDSReport', { token: tokens.owner, query: query(ACME, filters, 'title') }),
      GetEsdsReportResponse,
    );
    const response = await call('/api/ESDSReport/ExportESDSReportCsv', {
      token: tokens.owner,
      query: query(ACME, filters, 'title'),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="cross-posted-jobs\.csv"/);
    const { header, rows } = parseCsv(await response.text());
    expect(header).toEqual([
      'Job ID',
      'Title',
      'Internal Reference',
      'Date Created',
      'Date Deactivated',
      'Location',
      'State',
      'Posting URL',
      'Date Cross Posted',
      'Time Posted',
      'Cross Reference Number',
    ]);
    expect(json.length).toBeGreaterThan(50);
    expect(rows).toHaveLength(json.length);
    expect(rows.map((row) => Number(row[0]))).toEqual(json.map((row) => row.jobId));
    expect(rows[0]?.[10]).toBe(json[0]?.crossRefNumber);
  });

  it('refuses Beta, which lacks the ReverbCrossposting flag, and with it gives an empty report and CSV', async () => {
    const filters = { start: daysAgo(365), end: daysAgo(0) };
    for (const path of ['/api/ESDSReport/ESDSReport', '/api/ESDSReport/ExportESDSReportCsv']) {
      const refused = await problemOf(await call(path, { token: tokens.owner, query: query(BETA, filters) }), 403);
      expect(refused.detail).toMatch(/ReverbCrossposting/);
    }

    setDemoFeature(BETA, 'ReverbCrossposting', true);
    onTestFinished(() => setDemoFeature(BETA, 'ReverbCrossposting', false));
    const rows = await parsed(
      await call('/api/ESDSReport/ESDSReport', { token: tokens.owner, query: query(BETA, filters) }),
      GetEsdsReportResponse,
    );
    expect(rows).toEqual([]);
    const csv = parseCsv(
      await (
        await call('/api/ESDSReport/ExportESDSReportCsv', { token: tokens.owner, query: query(BETA, filters) })
      ).text(),
    );
    expect(csv.header[0]).toBe('Job ID');
    expect(csv.rows).toEqual([]);
  });

  it('answers 401, 403 and 400 like the rest of the API', async () => {
    const filters = { start: daysAgo(30), end: daysAgo(0) };
    await problemOf(await call('/api/ESDSReport/ESDSReport', { query: query(ACME, filters) }), 401);
    await problemOf(
      await call('/api/ESDSReport/ESDSReport', { token: tokens.admin, query: query(GAMMA, filters) }),
      403,
    );
    await problemOf(
      await call('/api/ESDSReport/ExportESDSReportCsv', { token: tokens.admin, query: query(BETA, filters) }),
      403,
    );
    await problemOf(
      await call('/api/ESDSReport/ESDSReport', {
        token: tokens.owner,
        query: query(ACME, { start: daysAgo(0), end: daysAgo(30) }),
      }),
      400,
    );
    await problemOf(
      await call('/api/ESDSReport/ESDSReport', { token: tokens.owner, query: { ...query(ACME, filters), status: 7 } }),
      400,
    );
    await problemOf(
      await call('/api/ESDSReport/ESDSReport', { token: tokens.owner, query: query(ACME, filters, 'salary') }),
      400,
    );
    await problemOf(
      await call('/api/ESDSReport/ESDSReport', {
        token: tokens.owner,
        query: { ...query(ACME, filters), state: 'tx' },
      }),
      400,
    );
  });
});
