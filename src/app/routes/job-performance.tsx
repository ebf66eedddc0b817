import { useTranslation } from 'react-i18next';
import { JobPerformancePage } from '@/features/job-performance/components/job-performance-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /reports/job-performance: views and apply clicks of the company's jobs. */
export default function JobPerformanceRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <JobPerformancePage title={entry ? t(entry.name) : ''} />;
}
