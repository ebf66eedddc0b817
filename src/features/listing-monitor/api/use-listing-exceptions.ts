import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRangeParams } from '@/components/report-kit/range-params';
import { useReportExport } from '@/components/report-kit/use-report-export';
import { useGetEsdsReport } from '@/generated/api/esds/esds';
import {
  findListingExceptions,
  LISTING_EXCEPTIONS_FILE_NAME,
  listingExceptionsCsv,
  type ListingExceptions,
} from '@/lib/compliance/listing-exceptions';
import { calendarDay } from '@/lib/dates';
import type { ListingFilters } from '../utils/listing-filters';

/** The crosspost message of spec section 8: this screen's data is the ESDS report's. */
export const LISTING_ERROR = 'esds-report:errors.load';
const LISTING_META = { errorToast: LISTING_ERROR };

/**
 * The ESDS report's rows of the range for the selected company (no other filter: every job created in the
 * range is checked), and the listing exceptions among them for the threshold and today. Changing the
 * threshold asks nothing again: only the check runs.
 */
export function useListingExceptions(filters: ListingFilters, today: Date) {
  const { params, ready } = useRangeParams(filters);
  const report = useGetEsdsReport(params, { query: { enabled: ready, meta: LISTING_META } });
  const todayIso = calendarDay(today);
  const { lateAfterDays } = filters;
  const exceptions = useMemo(
    () => (report.data ? findListingExceptions(report.data, { lateAfterDays, today: todayIso }) : null),
    [report.data, lateAfterDays, todayIso],
  );
  return { report, exceptions };
}

/** Export: the exceptions on screen as listing-exceptions.csv (made here, from the rows already loaded). */
export function useListingExport() {
  const { t } = useTranslation('listing-monitor');
  return useReportExport({
    mutationKey: ['listingExceptionsCsv'],
    fetch: (exceptions: ListingExceptions) => Promise.resolve(listingExceptionsCsv(exceptions, t)),
    fileName: () => LISTING_EXCEPTIONS_FILE_NAME,
  });
}
