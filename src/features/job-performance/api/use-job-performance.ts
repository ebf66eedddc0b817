import { pascalRangeParams, useRangeParams } from '@/components/report-kit/range-params';
import { reportErrorKind } from '@/components/report-kit/report-errors';
import { useReportExport, type ExportRequestOptions } from '@/components/report-kit/use-report-export';
import type { JobPerformanceByDateRow } from '@/generated/model';
import {
  exportJobPerformance,
  getExportJobPerformanceQueryKey,
  getGetJobPerformanceByDateQueryKey,
  getJobPerformanceByDate,
  useGetJobPerformanceDetails,
  useGetJobPerformanceSummary,
} from '@/generated/api/reports/reports';
import { XLSX_TYPE } from '@/lib/xlsx';
import { useDeferredQueryArrival } from '@/lib/use-deferred-arrival';

export interface ReportRange {
  /** yyyy-MM-dd */
  from: string;
  to: string;
}

/** A failed report toasts its message: 'Unable to authenticate user' for a 401 renewal did not cure, else the generic one. */
const REPORT_META = { errorToast: (error: unknown) => `job-performance:errors.${reportErrorKind(error)}` };

/** The daily summary and the per-job details of one range, for the selected company (refetched when it changes). */
export function useJobPerformanceReport(range: ReportRange) {
  const call = useRangeParams(range);
  const params = pascalRangeParams(call.params);
  const enabled = call.ready;
  // Each answer renders in a deferred render of its own (TBT, docs/decisions/0046-deferred-arrival.md).
  const summary = useDeferredQueryArrival(
    useGetJobPerformanceSummary(params, { query: { enabled, meta: REPORT_META } }),
  );
  const details = useDeferredQueryArrival(
    useGetJobPerformanceDetails(params, { query: { enabled, meta: REPORT_META } }),
  );
  return { summary, details };
}

/**
 * 'Export' (the server's CSV, exportedFileName names it) and 'Export by Date' (the spreadsheet made from the
 * by-date rows), through the report kit's export helper: one request per click, progress, the file saved.
 */
export function useJobPerformanceExports(
  range: ReportRange,
  names: { csv: string; xlsx: string },
  toSpreadsheet: (rows: JobPerformanceByDateRow[]) => Promise<Blob>,
) {
  const { params } = useRangeParams(range);
  const csv = useReportExport({
    mutationKey: getExportJobPerformanceQueryKey(),
    fetch: (_: void, options: ExportRequestOptions) =>
      exportJobPerformance({ exportedFileName: names.csv, ...params }, { responseType: 'text', ...options }),
    fileName: () => `${names.csv}.csv`,
    meta: REPORT_META,
  });
  const byDate = useReportExport({
    mutationKey: getGetJobPerformanceByDateQueryKey(),
    fetch: async (_: void, options: ExportRequestOptions) =>
      toSpreadsheet(await getJobPerformanceByDate(pascalRangeParams(params), options)),
    fileName: () => `${names.xlsx}.xlsx`,
    type: XLSX_TYPE,
    meta: REPORT_META,
  });
  return { csv, byDate };
}
