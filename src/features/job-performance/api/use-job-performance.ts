import { useMutation } from '@tanstack/react-query';
import type { JobPerformanceByDateRow } from '../../../generated/model';
import {
  exportJobPerformance,
  getExportJobPerformanceQueryKey,
  getGetJobPerformanceByDateQueryKey,
  getJobPerformanceByDate,
  useGetJobPerformanceDetails,
  useGetJobPerformanceSummary,
} from '../../../generated/api/reports/reports';
import { apiFailureKind } from '../../../lib/api-errors';
import { toIsoDate } from '../../../lib/dates';
import { useSession } from '../../../lib/session/session-provider';

export interface ReportRange {
  /** MM/DD/YYYY */
  from: string;
  to: string;
}

/** Which message a failed call gets: a 401 is an authentication problem, anything else generic. */
export type ReportErrorKind = 'unauthenticated' | 'failed';

export function reportErrorKind(error: unknown): ReportErrorKind {
  return apiFailureKind(error) === 'unauthorized' ? 'unauthenticated' : 'failed';
}

function useRangeParams(range: ReportRange) {
  const { company } = useSession();
  const StartDate = toIsoDate(range.from);
  const EndDate = toIsoDate(range.to);
  const enabled = company !== null && StartDate !== null && EndDate !== null;
  return { enabled, params: { CompanyId: company?.id ?? 0, StartDate: StartDate ?? '', EndDate: EndDate ?? '' } };
}

/** A failed report toasts its message: 'Unable to authenticate user' for a 401 renewal did not cure, else the generic one. */
const REPORT_META = { errorToast: (error: unknown) => `job-performance:errors.${reportErrorKind(error)}` };

/** The daily summary and the per-job details of one range, for the selected company (refetched when it changes). */
export function useJobPerformanceReport(range: ReportRange) {
  const { enabled, params } = useRangeParams(range);
  const summary = useGetJobPerformanceSummary(params, { query: { enabled, meta: REPORT_META } });
  const details = useGetJobPerformanceDetails(params, { query: { enabled, meta: REPORT_META } });
  return { summary, details };
}

/**
 * The server's CSV of the details (exportedFileName names the file), and the spreadsheet made from the
 * by-date rows: pending until the file is ready, so a double click sends one request.
 */
export function useJobPerformanceExports(
  range: ReportRange,
  toSpreadsheet: (rows: JobPerformanceByDateRow[]) => Promise<Blob>,
) {
  const { params } = useRangeParams(range);
  const csv = useMutation({
    mutationKey: getExportJobPerformanceQueryKey(),
    mutationFn: (exportedFileName: string) =>
      exportJobPerformance(
        { exportedFileName, companyId: params.CompanyId, startDate: params.StartDate, endDate: params.EndDate },
        { responseType: 'text' },
      ),
    meta: REPORT_META,
  });
  const byDate = useMutation({
    mutationKey: getGetJobPerformanceByDateQueryKey(),
    mutationFn: async () => toSpreadsheet(await getJobPerformanceByDate(params)),
    meta: REPORT_META,
  });
  return { csv, byDate };
}
