import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { JobPerformanceByDateRow } from '@/generated/model';
import { toXlsxBlob, xlsxSheet, xlsxSheetData } from '@/lib/xlsx';
import { byDateColumns } from './job-performance-files';

const headers = {
  activityDate: 'Activity Date',
  jobId: 'Job ID',
  jobTitle: 'Job Title',
  views: 'Views',
  applyClicks: 'Apply Clicks',
};

const rows: JobPerformanceByDateRow[] = [
  { activityDate: '2026-09-01', jobId: 101, jobTitle: 'Registered Nurse', views: 12, clicks: 3 },
  { activityDate: '2026-09-01', jobId: 102, jobTitle: 'Medical Assistant, Night', views: 0, clicks: 1 },
  { activityDate: '2026-09-02', jobId: 101, jobTitle: 'Registered Nurse', views: 7, clicks: 0 },
];

describe('by-date spreadsheet', () => {
  it('has the five columns of the spec and one typed row per API row', () => {
    const data = xlsxSheetData(xlsxSheet(byDateColumns(headers), rows, 'Job Performance'));
    expect(data).toHaveLength(rows.length + 1);
    expect(data.slice(1).map((row) => row.map((cell) => (cell as { value: unknown }).value))).toEqual([
      [new Date(Date.UTC(2026, 8, 1)), 101, 'Registered Nurse', 12, 3],
      [new Date(Date.UTC(2026, 8, 1)), 102, 'Medical Assistant, Night', 0, 1],
      [new Date(Date.UTC(2026, 8, 2)), 101, 'Registered Nurse', 7, 0],
    ]);
  });

  it('opens as a real .xlsx with the header row and the same values', async () => {
    const blob = await toXlsxBlob(byDateColumns(headers), rows, 'Job Performance');
    const sheet = await readSheet(Buffer.from(await blob.arrayBuffer()));
    expect(sheet[0]).toEqual(['Activity Date', 'Job ID', 'Job Title', 'Views', 'Apply Clicks']);
    expect(sheet.slice(1)).toEqual(
      rows.map((row) => [new Date(`${row.activityDate}T00:00:00Z`), row.jobId, row.jobTitle, row.views, row.clicks]),
    );
  });
});
