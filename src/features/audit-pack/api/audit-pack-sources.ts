import { pascalRangeParams, rangeParams } from '@/components/report-kit/range-params';
import { getDocumentUrl, getJobScreenshots, getReportCards } from '@/generated/api/documents/documents';
import { exportEsdsReportCsv, getEsdsReport } from '@/generated/api/esds/esds';
import { getOrganizationEngagementSummary, getOutreachToken } from '@/generated/api/outreach/outreach';
import type { DocumentType, EsdsReportRow, OrganizationEngagement, ReportCard, Screenshot } from '@/generated/model';
import { apiErrorStatus, apiFailureKind, isRetryableFailure } from '@/lib/api-errors';
import { gatewayPeriod, gatewayRequest } from '@/lib/outreach-gateway';
import { webAddress } from '@/lib/web-address';

/**
 * The calls the audit pack is made of, one function each over the generated client (no react-query: a
 * pack is one long job with its own progress and cancel, not cached data). Every call takes the build's
 * AbortSignal, so Cancel stops what is in flight.
 */

/** An inclusive range of ISO days (yyyy-MM-dd). */
export interface IsoRange {
  from: string;
  to: string;
}

export function listReportCards(companyId: number, range: IsoRange, signal: AbortSignal): Promise<ReportCard[]> {
  const { params } = rangeParams(companyId, range);
  // The contract names the report cards' first day BeginDate.
  return getReportCards(
    { CompanyId: params.companyId, BeginDate: params.startDate, EndDate: params.endDate },
    undefined,
    signal,
  );
}

export function listScreenshots(companyId: number, range: IsoRange, signal: AbortSignal): Promise<Screenshot[]> {
  return getJobScreenshots(pascalRangeParams(rangeParams(companyId, range).params), undefined, signal);
}

/**
 * The server's CSV of the ESDS report for the range, unfiltered (as the ESDS screen's Export sends it): a
 * download, which times out on no progress rather than in total.
 */
export function esdsCsv(companyId: number, range: IsoRange, signal: AbortSignal): Promise<string> {
  return exportEsdsReportCsv(rangeParams(companyId, range).params, { responseType: 'text', download: true }, signal);
}

/** The ESDS report's rows for the range, unfiltered: what the listing check judges. */
export function esdsRows(companyId: number, range: IsoRange, signal: AbortSignal): Promise<EsdsReportRow[]> {
  return getEsdsReport(rangeParams(companyId, range).params, undefined, signal);
}

/** The company's outreach service token, or null when it has none (404, or 403 as the dashboard reads it). */
export async function outreachToken(companyId: number, signal: AbortSignal): Promise<string | null> {
  try {
    const { jwt } = await getOutreachToken({ CompanyId: companyId }, undefined, signal);
    return jwt || null;
  } catch (error) {
    const kind = apiFailureKind(error);
    if (kind === 'not-found' || kind === 'forbidden') return null;
    throw error;
  }
}

/**
 * The outreach gateway's engagement summary for the range. The gateway takes the outreach token as its
 * bearer (`gatewayRequest`, shared with the outreach dashboard) and MM/DD/YYYY dates.
 */
export function engagementSummary(
  jwt: string,
  range: IsoRange,
  signal: AbortSignal,
): Promise<OrganizationEngagement[]> {
  return getOrganizationEngagementSummary(gatewayPeriod(range), gatewayRequest(jwt), signal);
}

/** Why one document is not in the pack: which step failed, and the HTTP status when there was one. */
export class DocumentFailure extends Error {
  override readonly name = 'DocumentFailure';
  constructor(
    readonly step: 'address' | 'download',
    readonly status: number | undefined,
  ) {
    super(`The document ${step === 'address' ? 'address' : 'download'} failed${status ? ` (HTTP ${status})` : ''}.`);
  }
}

const isAbort = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (error instanceof DOMException && error.name === 'AbortError');

/** One more attempt for what another attempt may cure (the network, a timeout, a 5xx); never for a 4xx. */
async function withOneRetry<T>(attempt: () => Promise<T>, retryable: (error: unknown) => boolean): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!retryable(error)) throw error;
    return attempt();
  }
}

class DownloadStatus extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
  }
}

/**
 * A document's bytes: its short-lived signed address from getDocumentUrl (with the portal's token), then
 * the file itself from that address WITHOUT the token or cookies (the signature is the credential).
 * Throws DocumentFailure (or the abort) when it cannot be had.
 */
export async function documentBytes(
  companyId: number,
  type: DocumentType,
  id: string,
  signal: AbortSignal,
): Promise<ArrayBuffer> {
  let url: string;
  try {
    const answer = await withOneRetry(
      () => getDocumentUrl({ Id: id, Type: type, CompanyId: companyId }, undefined, signal),
      (error) => !signal.aborted && isRetryableFailure(error),
    );
    url = answer.url;
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new DocumentFailure('address', apiErrorStatus(error));
  }
  const address = webAddress(url);
  if (!address) throw new DocumentFailure('address', undefined);
  try {
    return await withOneRetry(
      async () => {
        const response = await fetch(address, {
          signal,
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
          cache: 'no-store',
        });
        if (!response.ok) throw new DownloadStatus(response.status);
        return response.arrayBuffer();
      },
      (error) => !signal.aborted && (!(error instanceof DownloadStatus) || error.status >= 500),
    );
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new DocumentFailure('download', error instanceof DownloadStatus ? error.status : undefined);
  }
}
