import type { JobPerformanceByDateRow } from '@/generated/model';
import { xlsxDay, type XlsxColumn } from '@/lib/xlsx';

/**
 * MM/DD/YYYY with dashes: '/' cannot appear in a file name (browsers would turn it into '_'), so the
 * export 'Job Performance {from} - {to}' reads 'Job Performance 08-22-2026 - 11-22-2026'.
 */
export function fileNameDate(usDate: string): string {
  return usDate.replaceAll('/', '-');
}

export interface ByDateHeaders {
  activityDate: string;
  jobId: string;
  jobTitle: string;
  views: string;
  applyClicks: string;
}

/** The by-date spreadsheet: Activity Date, Job ID, Job Title, Views, Apply Clicks (spec section 7). */
export function byDateColumns(headers: ByDateHeaders): XlsxColumn<JobPerformanceByDateRow>[] {
  return [
    { header: headers.activityDate, value: (row) => xlsxDay(row.activityDate), width: 14 },
    { header: headers.jobId, value: (row) => row.jobId, width: 10 },
    { header: headers.jobTitle, value: (row) => row.jobTitle, width: 48 },
    { header: headers.views, value: (row) => row.views, width: 10 },
    { header: headers.applyClicks, value: (row) => row.clicks, width: 14 },
  ];
}
