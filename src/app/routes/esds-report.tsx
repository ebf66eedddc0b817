/** /reports/ESDS-Report: the company's jobs and their cross-posting to state job banks. */
export { EsdsReportPage as default } from '@/features/esds-report/components/esds-report-page';
