import { useMutation } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import type { JobPerformanceByDateRow } from '../../../generated/model';
import {
  exportJobPerformance,
  getJobPerformanceByDate,
  getJobPerformanceDetails,
  getJobPerformanceSummary,
  useGetJobPerformanceDetails,
  useGetJobPerformanceSummary,
} from '../../../generated/api/reports/reports';
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
  return isAxiosError(error) && error.response?.status === 401 ? 'unauthenticated' : 'failed';
}

function useRangeParams(range: ReportRange) {
  const { company } = useSession();
  const StartDate = toIsoDate(range.from);
  const EndDate = toIsoDate(range.to);
  const enabled = company !== null && StartDate !== null && EndDate !== null;
  return { enabled, params: { CompanyId: company?.id ?? 0, StartDate: StartDate ?? '', EndDate: EndDate ?? '' } };
}

let lastUnauthenticatedNotice = 0;

/**
 * A 401 restarts sign-in at once (src/lib/api-client.ts), which replaces the screen before a render could
 * show the error; so the message is raised as the call fails, once for the calls failing together.
 */
async function noticeUnauthenticated<T>(call: Promise<T>, notify: () => void): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (reportErrorKind(error) === 'unauthenticated' && Date.now() - lastUnauthenticatedNotice > 2000) {
      lastUnauthenticatedNotice = Date.now();
      notify();
    }
    throw error;
  }
}

/**
 * The daily summary and the per-job details of one range, for the selected company (refetched when it
 * changes). `onUnauthenticated` shows the 401 message.
 */
export function useJobPerformanceReport(range: ReportRange, onUnauthenticated: () => void) {
  const { enabled, params } = useRangeParams(range);
  const summary = useGetJobPerformanceSummary(params, {
    query: {
      enabled,
      queryFn: ({ signal }) =>
        noticeUnauthenticated(getJobPerformanceSummary(params, undefined, signal), onUnauthenticated),
    },
  });
  const details = useGetJobPerformanceDetails(params, {
    query: {
      enabled,
      queryFn: ({ signal }) =>
        noticeUnauthenticated(getJobPerformanceDetails(params, undefined, signal), onUnauthenticated),
    },
  });
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
    mutationFn: (exportedFileName: string) =>
      exportJobPerformance(
        { exportedFileName, companyId: params.CompanyId, startDate: params.StartDate, endDate: params.EndDate },
        { responseType: 'text' },
      ),
  });
  const byDate = useMutation({ mutationFn: async () => toSpreadsheet(await getJobPerformanceByDate(params)) });
  return { csv, byDate };
}
