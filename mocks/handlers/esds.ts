import { HttpResponse, type HttpHandler } from 'msw';
import { EsdsCrossPostStatusFilter, EsdsJobStatusFilter, EsdsSortBy } from '../../src/generated/model';
import { db } from '../db';
import { CSV_CONTENT_TYPE, fileResponse } from '../lib/content-files';
import { toCsv, type CsvColumn } from '../lib/csv';
import {
  queryRangeOrProblem,
  containsText,
  inDayRange,
  parseSortParameter,
  sortRows,
  type DayRange,
} from '../lib/content-query';
import { route, type RouteQuery, type RouteResult } from '../lib/route';

type EsdsRow = RouteResult<'getEsdsReport'>[number];
type EsdsQuery = RouteQuery<'getEsdsReport'>;
type EsdsField = keyof EsdsRow;

/**
 * Status filter. A job is either active (not deactivated) or inactive, so "Active/Inactive" selects
 * every row just like "All": the legacy filter offers both and the demo answers both the same way.
 * Active keeps rows without dateDeactivated, Inactive those with one.
 */
function matchesStatus(row: EsdsRow, status: EsdsQuery['status']): boolean {
  if (status === EsdsJobStatusFilter.Active) return row.dateDeactivated == null;
  if (status === EsdsJobStatusFilter.Inactive) return row.dateDeactivated != null;
  return true;
}

/** Cross-post filter: Crossposted rows with dateCrossPosted, NotCrossposted rows without, All every row. */
function matchesCrossPost(row: EsdsRow, crossPostStatus: EsdsQuery['crossPostStatus']): boolean {
  if (crossPostStatus === EsdsCrossPostStatusFilter.Crossposted) return row.dateCrossPosted != null;
  if (crossPostStatus === EsdsCrossPostStatusFilter.NotCrossposted) return row.dateCrossPosted == null;
  return true;
}

function toRow(posting: ReturnType<typeof db.esdsPosting.getAll>[number]): EsdsRow {
  return {
    jobId: posting.jobId,
    title: posting.title,
    internalRef: posting.internalRef,
    createdUtc: posting.createdUtc,
    dateDeactivated: posting.dateDeactivated,
    location: posting.location,
    esdsStateCode: posting.esdsStateCode,
    postingURL: posting.postingURL,
    dateCrossPosted: posting.dateCrossPosted,
    timePosted: posting.timePosted,
    crossRefNumber: posting.crossRefNumber,
  };
}

/** The report: rows created in the range that pass every filter, in the order of `sortBy`. */
export function esdsReport(query: EsdsQuery, range: DayRange): EsdsRow[] {
  const rows = db.esdsPosting
    .getAll()
    .filter((posting) => posting.companyId === query.companyId)
    .map(toRow)
    .filter(
      (row) =>
        inDayRange(row.createdUtc, range) &&
        containsText(row.title, query.title) &&
        containsText(row.internalRef, query.internalRef) &&
        containsText(row.crossRefNumber, query.crossRefNumber) &&
        (query.state === undefined || row.esdsStateCode === query.state) &&
        matchesStatus(row, query.status) &&
        matchesCrossPost(row, query.crossPostStatus),
    );
  const { field, direction } = parseSortParameter<EsdsField>(query.sortBy ?? EsdsSortBy['-createdUtc']);
  return sortRows(rows, [
    { value: (row) => row[field], direction },
    { value: (row) => row.createdUtc, direction: 'desc' },
    { value: (row) => row.jobId },
  ]);
}

/** The CSV columns: every field of the row under its display name. */
export const ESDS_CSV_COLUMNS: readonly CsvColumn<EsdsRow>[] = [
  { header: 'Job ID', value: (row) => row.jobId },
  { header: 'Title', value: (row) => row.title },
  { header: 'Internal Reference', value: (row) => row.internalRef },
  { header: 'Date Created', value: (row) => row.createdUtc },
  { header: 'Date Deactivated', value: (row) => row.dateDeactivated },
  { header: 'Location', value: (row) => row.location },
  { header: 'State', value: (row) => row.esdsStateCode },
  { header: 'Posting URL', value: (row) => row.postingURL },
  { header: 'Date Cross Posted', value: (row) => row.dateCrossPosted },
  { header: 'Time Posted', value: (row) => row.timePosted },
  { header: 'Cross Reference Number', value: (row) => row.crossRefNumber },
];

export const esdsHandlers: HttpHandler[] = [
  route('getEsdsReport', (context) => {
    const { query } = context;
    const range = queryRangeOrProblem(context, 'startDate', 'endDate');
    if (range instanceof Response) return range;
    return HttpResponse.json(esdsReport(query, range));
  }),

  route('exportEsdsReportCsv', (context) => {
    const { query } = context;
    const range = queryRangeOrProblem(context, 'startDate', 'endDate');
    if (range instanceof Response) return range;
    const csv = toCsv(ESDS_CSV_COLUMNS, esdsReport(query, range));
    return fileResponse(csv, { contentType: CSV_CONTENT_TYPE, fileName: 'cross-posted-jobs.csv' });
  }),
];
