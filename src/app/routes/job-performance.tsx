/** /reports/job-performance: views and apply clicks of the company's jobs. */
export { JobPerformancePage as default } from '@/features/job-performance/components/job-performance-page';
