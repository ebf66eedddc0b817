import { createHash } from 'node:crypto';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  DEMO_ORIGIN,
  // Aliased: they register Vitest hooks, not React hooks.
  useDemoBackend as startDemoBackend,
  useDemoTokens as demoTokensForFile,
} from '@tests/support/demo-api';
import { demoCompanies } from '@tests/support/demo-company-shapes';
import * as documents from '@/generated/api/documents/documents';
import type { Company } from '@/generated/model';
import { configureApiClient } from '@/lib/api-client';
import { findListingExceptions, lateAfterDaysRule } from '@/lib/compliance/listing-exceptions';
import { getEsdsReport } from '@/generated/api/esds/esds';
import auditPackTexts from '@/locales/en/audit-pack.json';
import { PACK_ITEMS, type PackLayout } from '../utils/pack-layout';
import { packAccess } from '../utils/pack-sections';
import { buildAuditPack, NothingBuiltError, type PackProgress, type PackWords } from './build-audit-pack';

/**
 * The whole build over the in-process demo backend (msw/node): the real calls, the real documents, the
 * zip written by the same stream the worker runs (there is no Worker in Node, so it runs in this thread).
 */
vi.mock('@/generated/api/documents/documents', async (original) => {
  const actual = await original<typeof documents>();
  return {
    ...actual,
    getDocumentUrl: vi.fn(actual.getDocumentUrl),
    getJobScreenshots: vi.fn(actual.getJobScreenshots),
  };
});

startDemoBackend();
const tokens = demoTokensForFile();

beforeAll(() => {
  configureApiClient({ apiBaseUrl: DEMO_ORIGIN, gatewayBaseUrl: DEMO_ORIGIN, getAccessToken: () => tokens.owner });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(async () => {
  const actual = await vi.importActual<typeof documents>('@/generated/api/documents/documents');
  vi.mocked(documents.getDocumentUrl).mockImplementation(actual.getDocumentUrl);
  vi.mocked(documents.getJobScreenshots).mockImplementation(actual.getJobScreenshots);
});

/** One month before the demo day (DEMO_TODAY is 2026-11-22 in Vitest): tens of documents. */
const MONTH = { from: '2026-10-22', to: '2026-11-22' };

const WORDS: PackWords = {
  reasons: {
    esdsNotEntitled: 'no crossposting',
    outreachNotEntitled: 'no outreach dashboard',
    outreachNoAccount: 'no outreach account',
    noItemFiles: 'no file of its own',
    callFailed: () => 'call failed',
    documentFailed: (failure) => `document ${failure.step} failed (${failure.status ?? 'network'})`,
  },
  engagement: {
    columns: {
      organization: 'Organization',
      organizationChannels: 'Organization Channels',
      organizationJobsSent: 'Organization Jobs Sent',
      recipient: 'Recipient',
      recipientEmail: 'Recipient Email',
      recipientChannels: 'Recipient Channels',
      recipientJobsSent: 'Recipient Jobs Sent',
    },
    channel: (channel) => channel,
  },
  listingExceptionsCsv: (exceptions) =>
    `\uFEFFkind,jobId\r\n${[...exceptions.unlisted, ...exceptions.late].map((row) => `${row.kind},${row.jobId}`).join('\r\n')}`,
  index: () => ({
    language: 'en',
    title: 'Audit Pack',
    details: [],
    summary: '',
    caption: 'Files',
    note: '',
    columns: auditPackTexts.index.columns,
    statuses: auditPackTexts.index.statuses,
  }),
};

async function build(company: Company, signal = new AbortController().signal, layout?: PackLayout) {
  const progress: PackProgress[] = [];
  const pack = await buildAuditPack({
    companyId: company.id,
    access: packAccess(company),
    range: MONTH,
    words: WORDS,
    signal,
    ...(layout ? { layout, today: MONTH.to } : {}),
    onProgress: (step) => progress.push(step),
  });
  const files = unzipSync(new Uint8Array(await pack.blob.arrayBuffer()));
  const index = Papa.parse<Record<string, string>>(strFromU8(files['index.csv'] ?? new Uint8Array()), {
    header: true,
    skipEmptyLines: true,
  }).data;
  return { pack, files, index, progress };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('building the audit pack over the demo backend', () => {
  it('holds every document of the range, the ESDS export and the outreach summary, each with its hash', async () => {
    const { pack, files, index, progress } = await build(demoCompanies.acme);
    expect(pack.fileName).toBe('audit-pack-2026-10-22-to-2026-11-22.zip');
    const cards = Object.keys(files).filter((name) => name.startsWith('report-cards/'));
    const shots = Object.keys(files).filter((name) => name.startsWith('screenshots/'));
    expect(cards.length).toBeGreaterThanOrEqual(1);
    expect(shots.length).toBeGreaterThan(5);
    expect(files['esds/cross-posted-jobs.csv']).toBeDefined();
    expect(strFromU8(files['outreach/engagement-summary.csv']!)).toMatch(/^"Organization","Organization Channels"/);
    expect(strFromU8(files['index.html']!)).toContain('<html lang="en">');
    // Each CSV file starts with UTF-8's byte-order mark, by which Excel reads it as UTF-8.
    for (const csv of ['esds/cross-posted-jobs.csv', 'outreach/engagement-summary.csv', 'index.csv']) {
      expect([...files[csv]!.slice(0, 3)], csv).toEqual([0xef, 0xbb, 0xbf]);
    }

    // Every ok row of the index names a file of the zip with the SHA-256 of its bytes; nothing else is in it.
    expect(index.every((row) => row['status'] === 'ok')).toBe(true);
    for (const row of index) expect(sha256(files[row['file']!]!)).toBe(row['sha256']);
    expect(Object.keys(files).sort()).toEqual([...index.map((row) => row['file']), 'index.csv', 'index.html'].sort());
    // PDFs are PDFs and PNGs PNGs.
    expect(strFromU8(files[cards[0]!]!.slice(0, 5))).toBe('%PDF-');
    expect([...files[shots[0]!]!.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);

    const last = progress.at(-1);
    expect(last).toEqual({ phase: 'index', done: index.length, total: index.length });
    expect(progress[0]).toEqual({ phase: 'listing', done: 0, total: 0 });
  });

  it('lists the sections a company is not entitled to as not included, with the reason', async () => {
    const { index, files } = await build(demoCompanies.gamma);
    const esds = index.find((row) => row['file'] === 'esds/cross-posted-jobs.csv');
    const outreach = index.find((row) => row['file'] === 'outreach/engagement-summary.csv');
    expect(esds).toMatchObject({ status: 'not included', sha256: '', reason: 'no crossposting' });
    expect(outreach).toMatchObject({ status: 'not included', sha256: '', reason: 'no outreach dashboard' });
    expect(files['esds/cross-posted-jobs.csv']).toBeUndefined();
  });

  it('lists a document that cannot be had as failed with no hash, and a failed list as a failed section', async () => {
    const actual = await vi.importActual<typeof documents>('@/generated/api/documents/documents');
    let failedId = '';
    vi.mocked(documents.getDocumentUrl).mockImplementation((params, options, signal) => {
      if (params.Type === 2 && !failedId) failedId = params.Id;
      if (params.Id === failedId) return Promise.reject(Object.assign(new Error('boom'), { isAxiosError: true }));
      return actual.getDocumentUrl(params, options, signal);
    });
    const { index, files } = await build(demoCompanies.acme);
    const failed = index.filter((row) => row['status'] === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ sha256: '', reason: 'document address failed (network)' });
    expect(failed[0]!['source call']).toBe(`getDocumentUrl?Type=2&Id=${failedId}`);
    expect(files[failed[0]!['file']!]).toBeUndefined();

    vi.mocked(documents.getDocumentUrl).mockImplementation(actual.getDocumentUrl);
    vi.mocked(documents.getJobScreenshots).mockRejectedValue(new Error('list failed'));
    const again = await build(demoCompanies.acme);
    expect(again.index.find((row) => row['file'] === 'screenshots/')).toMatchObject({
      status: 'failed',
      'source call': 'getJobScreenshots',
      reason: 'call failed',
    });
    expect(Object.keys(again.files).some((name) => name.startsWith('report-cards/'))).toBe(true);
  });

  it('gives no pack when nothing at all could be fetched', async () => {
    vi.mocked(documents.getJobScreenshots).mockRejectedValue(new Error('list failed'));
    vi.mocked(documents.getDocumentUrl).mockRejectedValue(new Error('address failed'));
    await expect(build(demoCompanies.gamma)).rejects.toBeInstanceOf(NothingBuiltError);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    vi.mocked(documents.getDocumentUrl).mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    await expect(build(demoCompanies.acme, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the pack by item', () => {
  it("lays the files out in one folder per item of the letter, the index naming each file's item", async () => {
    const { files, index } = await build(demoCompanies.acme, undefined, 'by-item');
    const folders = new Set(
      Object.keys(files)
        .filter((name) => name.includes('/'))
        .map((name) => name.split('/')[0]),
    );
    expect([...folders].sort()).toEqual([
      'effectiveness-assessment',
      'job-listings',
      'job-screenshots',
      'report-cards',
    ]);
    expect(files['job-listings/cross-posted-jobs.csv']).toBeDefined();
    expect(files['effectiveness-assessment/engagement-summary.csv']).toBeDefined();
    expect(Object.keys(files).some((name) => name.startsWith('esds/') || name.startsWith('screenshots/'))).toBe(false);

    // The listing exceptions of the range, as the listing check finds them over the ESDS report's rows.
    const rows = await getEsdsReport({ companyId: demoCompanies.acme.id, startDate: MONTH.from, endDate: MONTH.to });
    const found = findListingExceptions(rows, { lateAfterDays: lateAfterDaysRule(MONTH.to).value, today: MONTH.to });
    const exceptions = strFromU8(files['job-listings/listing-exceptions.csv']!).split('\r\n');
    expect(exceptions).toHaveLength(1 + found.unlisted.length + found.late.length);

    // Every file of the zip is an index row with its item, which is its folder; the hash index stays.
    expect(Object.keys(index[0] ?? {})).toEqual([
      'item',
      'file',
      'source call',
      'date',
      'job id',
      'sha256',
      'status',
      'reason',
    ]);
    for (const row of index.filter((entry) => entry['status'] === 'ok')) {
      expect(row['file']!.startsWith(`${row['item']}/`), row['file']).toBe(true);
      expect(sha256(files[row['file']!]!)).toBe(row['sha256']);
    }
    const packed = Object.keys(files).filter((name) => !name.startsWith('index.'));
    expect(
      index
        .filter((entry) => entry['status'] === 'ok')
        .map((entry) => entry['file'])
        .sort(),
    ).toEqual(packed.sort());
    // The items no file of the portal evidences are listed, not left out.
    const empty = PACK_ITEMS.filter((item) => item.pack.length === 0).map((item) => item.id);
    expect(empty.length).toBeGreaterThan(0);
    for (const item of empty) {
      expect(index.find((entry) => entry['file'] === `${item}/`)).toMatchObject({
        item,
        status: 'not included',
        reason: 'no file of its own',
      });
    }
  });
});
