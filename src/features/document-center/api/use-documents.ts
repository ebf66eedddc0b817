import { useMutation } from '@tanstack/react-query';
import { pascalRangeParams, useRangeParams } from '@/components/report-kit/range-params';
import {
  getDocumentUrl,
  getGetDocumentUrlQueryKey,
  useGetJobScreenshots,
  useGetReportCards,
} from '@/generated/api/documents/documents';
import { DocumentType } from '@/generated/model';
import { useSession } from '@/lib/session/session-provider';
import { isWebAddress } from '@/lib/web-address';
import { jobIdParam } from '../utils/job-id';

/** The report cards created in the range, newest first; a failure toasts the Documents message. */
export function useReportCards(filters: { from: string; to: string }) {
  const { params, ready } = useRangeParams(filters);
  // The contract names the report cards' first day BeginDate.
  return useGetReportCards(
    { CompanyId: params.companyId, BeginDate: params.startDate, EndDate: params.endDate },
    { query: { enabled: ready, meta: { errorToast: 'document-center:errors.documents' } } },
  );
}

export interface ScreenshotFilters {
  from: string;
  to: string;
  jobId: number | undefined;
  title: string;
}

/** The job screenshots that match; JobId only when numeric, JobTitle only when typed. */
export function useJobScreenshots(filters: ScreenshotFilters) {
  const { params, ready } = useRangeParams(filters);
  const title = filters.title.trim();
  return useGetJobScreenshots(
    {
      ...pascalRangeParams(params),
      ...(title ? { JobTitle: title } : {}),
      ...jobIdParam(filters.jobId),
    },
    { query: { enabled: ready, meta: { errorToast: 'document-center:errors.screenshots' } } },
  );
}

const SHOW_ERRORS = {
  [DocumentType.ReportCard]: 'document-center:errors.showReportCard',
  [DocumentType.Screenshot]: 'document-center:errors.showScreenshot',
} as const;

/**
 * The short-lived address of a document of one type (spec section 7: Id, Type, CompanyId; Id is the
 * mailingKey of a report card, the screenshotId of a screenshot). Not cached: each open asks again, since
 * the address expires. A failure, or an address that is not http(s), toasts Show Report Card / Show screenshot.
 */
export function useDocumentUrl(type: DocumentType) {
  const { company } = useSession();
  return useMutation({
    mutationKey: [...getGetDocumentUrlQueryKey(), type],
    mutationFn: async (id: string) => {
      const { url } = await getDocumentUrl({ Id: id, Type: type, CompanyId: company?.id ?? 0 });
      // Only a web address is opened: anything else in the answer fails like a failed call.
      if (!isWebAddress(url)) throw new Error(`documenturl answered an address that is not http(s)`);
      return new URL(url, window.location.origin).href;
    },
    meta: { errorToast: SHOW_ERRORS[type] },
  });
}
