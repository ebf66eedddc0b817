import type { JobPerformanceByDateRow } from '@/generated/model';
import { xlsxDay, type XlsxColumn } from '@/lib/xlsx';

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
