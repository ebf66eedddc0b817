import { useReportExport, type ExportRequestOptions } from '@/components/report-kit/use-report-export';
import { exportEsdsReportCsv, getExportEsdsReportCsvQueryKey, useGetEsdsReport } from '@/generated/api/esds/esds';
import type { EsdsSortBy } from '@/generated/model';
import { useSession } from '@/lib/session/session-provider';
import { esdsQuery, type EsdsFilters } from '../utils/esds-filters';
import { DEFAULT_SORT_BY } from '../utils/esds-sort';

/** Spec section 8: the one crosspost message, for a failed report and a failed export alike. */
export const ESDS_ERROR = 'esds-report:errors.load';
const ESDS_META = { errorToast: ESDS_ERROR };

/** The name the server gives the file (spec section 7), kept whatever the answer's headers say. */
export const ESDS_FILE_NAME = 'cross-posted-jobs.csv';

/**
 * The rows of one search for the selected company (asked again when it changes), asked in the spec's
 * default order (`sortBy` -createdUtc, spec sections 7 and 9: the page relies on it, so it is sent rather
 * than left to the server's default); the table sorts them on screen. A failure toasts the crosspost
 * message once.
 */
export function useEsdsReport(filters: EsdsFilters) {
  const { company } = useSession();
  const filtered = company ? esdsQuery(filters, company.id) : null;
  const query = filtered ? { ...filtered, sortBy: DEFAULT_SORT_BY } : null;
  return useGetEsdsReport(query ?? { companyId: 0, startDate: '', endDate: '' }, {
    query: { enabled: query !== null, meta: ESDS_META },
  });
}

/**
 * Export: the server's CSV of the searched filters in the order on screen (`sortBy`), saved as
 * cross-posted-jobs.csv through the report kit (one request per click, progress, the catalogue toast).
 */
export function useEsdsExport(filters: EsdsFilters) {
  const { company } = useSession();
  const query = company ? esdsQuery(filters, company.id) : null;
  return useReportExport({
    mutationKey: getExportEsdsReportCsvQueryKey(),
    fetch: (sortBy: EsdsSortBy, options: ExportRequestOptions) => {
      if (!query) return Promise.reject(new Error('The ESDS filters are not a valid search'));
      return exportEsdsReportCsv({ ...query, sortBy }, { responseType: 'text', ...options });
    },
    fileName: () => ESDS_FILE_NAME,
    meta: ESDS_META,
  });
}
