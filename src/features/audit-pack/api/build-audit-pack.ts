import { DocumentType } from '@/generated/model';
import { logError } from '@/lib/api-errors';
import { findListingExceptions, lateAfterDaysRule, type ListingExceptions } from '@/lib/compliance/listing-exceptions';
import { csvFileText } from '@/lib/download';
import { engagementCsv, type EngagementTexts } from '../utils/engagement-csv';
import {
  countStatuses,
  indexCsv,
  indexHtml,
  type EntryStatus,
  type IndexEntry,
  type IndexTexts,
} from '../utils/pack-index';
import { ITEMS_WITHOUT_FILES, placeFile, placeOrder, type PackLayout } from '../utils/pack-layout';
import { isoDay, PACK_PATHS, packFileName, reportCardName, screenshotName, uniqueNamer } from '../utils/pack-names';
import type { PackAccess } from '../utils/pack-sections';
import { runPool } from '../utils/run-pool';
import { createPackWriter, type PackWriter } from '../worker/pack-writer';
import {
  documentBytes,
  DocumentFailure,
  engagementSummary,
  esdsCsv,
  esdsRows,
  listReportCards,
  listScreenshots,
  outreachToken,
  type IsoRange,
} from './audit-pack-sources';

/**
 * Builds the audit pack: lists what the range holds, fetches every file (at most FETCHES_AT_ONCE at a
 * time), has the worker hash and zip each one as it arrives, then writes index.csv and index.html.
 * Nothing is dropped silently: a file that cannot be had is an index row with status failed, a list call
 * that fails is a failed row for its whole section, a section the company is not entitled to is a row
 * with status not included and the reason.
 */

export const FETCHES_AT_ONCE = 4;

export type PackPhase = 'listing' | 'files' | 'index';

export interface PackProgress {
  phase: PackPhase;
  /** Files fetched and written or recorded as failed. */
  done: number;
  /** Files the pack should hold (known once the lists are in; 0 before). */
  total: number;
}

/** The texts a pack needs, in the user's language; the builder itself knows no words. */
export interface PackWords {
  reasons: {
    esdsNotEntitled: string;
    outreachNotEntitled: string;
    outreachNoAccount: string;
    /** An item of the scheduling letter that no file of the portal evidences (pack by item). */
    noItemFiles: string;
    /** A call (a list, an export, a summary) failed. */
    callFailed: (error: unknown) => string;
    documentFailed: (failure: DocumentFailure) => string;
  };
  engagement: EngagementTexts;
  /** The listing exceptions file's text, byte-order mark included (pack by item). */
  listingExceptionsCsv: (exceptions: ListingExceptions) => string;
  /** index.html's texts, given the final counts. */
  index: (counts: Record<EntryStatus, number>) => IndexTexts;
}

export interface BuildRequest {
  companyId: number;
  access: PackAccess;
  range: IsoRange;
  words: PackWords;
  /** By section (the default) or by the scheduling letter's items, with the listing exceptions. */
  layout?: PackLayout;
  /** yyyy-MM-dd, the server's today: the listing check counts an unlisted job's days up to it. */
  today?: string;
  signal: AbortSignal;
  onProgress: (progress: PackProgress) => void;
  /** The zip writer (the pack worker by default). */
  createWriter?: () => Promise<PackWriter>;
}

export interface BuiltPack {
  blob: Blob;
  fileName: string;
  entries: IndexEntry[];
  counts: Record<EntryStatus, number>;
}

/** Every call failed and no file could be had: there is no pack to give (the page shows the catalogue error). */
export class NothingBuiltError extends Error {
  override readonly name = 'NothingBuiltError';
  constructor(readonly entries: IndexEntry[]) {
    super('No part of the audit pack could be fetched.');
  }
}

/** One file the pack should hold: where it goes, where it comes from, and how to get its bytes. */
interface PackItem {
  entry: Omit<IndexEntry, 'sha256' | 'status' | 'reason'>;
  compress: boolean;
  load: (signal: AbortSignal) => Promise<ArrayBuffer>;
  reason: (error: unknown) => string;
}

function byPlace(order: readonly string[]) {
  const rank = (file: string) => {
    const found = order.findIndex((place) => file === place || file.startsWith(place));
    return found === -1 ? order.length : found;
  };
  return (a: IndexEntry, b: IndexEntry): number =>
    rank(a.file) - rank(b.file) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);
}

const encoder = new TextEncoder();
const textBytes = (text: string): ArrayBuffer => encoder.encode(text).buffer;
/** A CSV file of the pack, with the byte-order mark every CSV file the portal writes starts with. */
const csvBytes = (csv: string): ArrayBuffer => textBytes(csvFileText(csv));

function isAbort(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (error instanceof DOMException && error.name === 'AbortError');
}

/** Settles a call; an abort is rethrown (it stops the whole build), any other failure is returned. */
async function settle<T>(
  call: Promise<T>,
  signal: AbortSignal,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    return { ok: false, error };
  }
}

export async function buildAuditPack(request: BuildRequest): Promise<BuiltPack> {
  const { companyId, access, range, words, signal, onProgress } = request;
  const layout = request.layout ?? 'by-section';
  const { reasons } = words;
  const rangeDate = `${range.from}/${range.to}`;
  const entries: IndexEntry[] = [];
  const record = (entry: IndexEntry) => entries.push(entry);
  const place = (file: string) => placeFile(file, layout);
  const sectionEntry = (file: string, source: string, status: EntryStatus, reason: string): IndexEntry => ({
    ...place(file),
    source,
    date: rangeDate,
    jobId: '',
    sha256: '',
    status,
    reason,
  });

  onProgress({ phase: 'listing', done: 0, total: 0 });
  // The worker (and its zip library) load while the lists are asked for.
  const writerReady = (request.createWriter ?? createPackWriter)();
  let writer: PackWriter | null = null;
  const abortWriter = () => writer?.abort();
  signal.addEventListener('abort', abortWriter);

  try {
    const [cards, shots, token] = await Promise.all([
      settle(listReportCards(companyId, range, signal), signal),
      settle(listScreenshots(companyId, range, signal), signal),
      access.outreach ? settle(outreachToken(companyId, signal), signal) : null,
    ]);
    writer = await writerReady;
    if (signal.aborted) writer.abort();
    signal.throwIfAborted();

    const items: PackItem[] = [];
    const callItem = (file: string, source: string, load: PackItem['load']): PackItem => ({
      entry: { ...place(file), source, date: rangeDate, jobId: '' },
      compress: true,
      load,
      reason: reasons.callFailed,
    });

    if (access.esds) {
      items.push(
        callItem(PACK_PATHS.esds, 'exportEsdsReportCsv', async (abort) =>
          csvBytes(await esdsCsv(companyId, range, abort)),
        ),
      );
      if (layout === 'by-item') {
        const today = request.today ?? range.to;
        items.push(
          callItem(PACK_PATHS.listingExceptions, 'getEsdsReport', async (abort) => {
            const rows = await esdsRows(companyId, range, abort);
            const found = findListingExceptions(rows, { lateAfterDays: lateAfterDaysRule(today).value, today });
            return textBytes(words.listingExceptionsCsv(found));
          }),
        );
      }
    } else {
      record(sectionEntry(PACK_PATHS.esds, 'exportEsdsReportCsv', 'not-included', reasons.esdsNotEntitled));
      if (layout === 'by-item') {
        record(sectionEntry(PACK_PATHS.listingExceptions, 'getEsdsReport', 'not-included', reasons.esdsNotEntitled));
      }
    }
    if (layout === 'by-item') {
      for (const item of ITEMS_WITHOUT_FILES) {
        record({ ...sectionEntry(`${item}/`, '', 'not-included', reasons.noItemFiles), item });
      }
    }

    const name = uniqueNamer();
    const named = (placed: ReturnType<typeof place>) => ({ ...placed, file: name(placed.file) });
    const documentItem = (file: string, type: DocumentType, id: string, date: string, jobId: string): PackItem => ({
      entry: { ...named(place(file)), source: `getDocumentUrl?Type=${type}&Id=${id}`, date, jobId },
      compress: false,
      load: (abort) => documentBytes(companyId, type, id, abort),
      reason: (error) => (error instanceof DocumentFailure ? reasons.documentFailed(error) : reasons.callFailed(error)),
    });

    if (cards.ok) {
      for (const card of cards.value) {
        items.push(documentItem(reportCardName(card), DocumentType.ReportCard, card.mailingKey, isoDay(card.date), ''));
      }
    } else {
      logError('Audit pack: report cards could not be listed', cards.error);
      record(sectionEntry(PACK_PATHS.reportCards, 'getReportCards', 'failed', reasons.callFailed(cards.error)));
    }

    if (shots.ok) {
      for (const shot of shots.value) {
        items.push(
          documentItem(
            screenshotName(shot),
            DocumentType.Screenshot,
            shot.screenshotId,
            isoDay(shot.dateCreated),
            String(shot.jobId),
          ),
        );
      }
    } else {
      logError('Audit pack: screenshots could not be listed', shots.error);
      record(sectionEntry(PACK_PATHS.screenshots, 'getJobScreenshots', 'failed', reasons.callFailed(shots.error)));
    }

    if (!access.outreach) {
      record(
        sectionEntry(
          PACK_PATHS.outreach,
          'getOrganizationEngagementSummary',
          'not-included',
          reasons.outreachNotEntitled,
        ),
      );
    } else if (token && !token.ok) {
      logError('Audit pack: the outreach token could not be had', token.error);
      record(sectionEntry(PACK_PATHS.outreach, 'getOutreachToken', 'failed', reasons.callFailed(token.error)));
    } else if (token?.ok && token.value === null) {
      record(sectionEntry(PACK_PATHS.outreach, 'getOutreachToken', 'not-included', reasons.outreachNoAccount));
    } else if (token?.ok && token.value) {
      const jwt = token.value;
      items.push(
        callItem(PACK_PATHS.outreach, 'getOrganizationEngagementSummary', async (abort) =>
          csvBytes(engagementCsv(await engagementSummary(jwt, range, abort), words.engagement)),
        ),
      );
    }

    let done = 0;
    const total = items.length;
    onProgress({ phase: 'files', done, total });
    const packWriter = writer;
    await runPool(
      items,
      FETCHES_AT_ONCE,
      async (item) => {
        let bytes: ArrayBuffer | null = null;
        try {
          bytes = await item.load(signal);
        } catch (error) {
          if (isAbort(error, signal)) throw error;
          logError(`Audit pack: ${item.entry.file} could not be fetched`, error);
          record({ ...item.entry, sha256: '', status: 'failed', reason: item.reason(error) });
        }
        if (bytes) {
          const sha256 = await packWriter.add(item.entry.file, bytes, item.compress);
          record({ ...item.entry, sha256, status: 'ok', reason: '' });
        }
        done += 1;
        onProgress({ phase: 'files', done, total });
      },
      signal,
    );

    entries.sort(byPlace(placeOrder(layout)));
    const counts = countStatuses(entries);
    if (counts.ok === 0 && counts.failed > 0) {
      packWriter.abort();
      throw new NothingBuiltError(entries);
    }

    onProgress({ phase: 'index', done, total });
    await packWriter.add(PACK_PATHS.indexCsv, csvBytes(indexCsv(entries)), true);
    await packWriter.add(PACK_PATHS.indexHtml, textBytes(indexHtml(entries, words.index(counts))), true);
    const blob = await packWriter.finish();
    signal.throwIfAborted();
    return { blob, fileName: packFileName(range), entries, counts };
  } catch (error) {
    // Whatever stopped the build, the worker goes with it.
    (writer ?? (await writerReady.catch(() => null)))?.abort();
    throw error;
  } finally {
    signal.removeEventListener('abort', abortWriter);
  }
}
