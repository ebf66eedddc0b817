import { DocumentCenterPage } from '@/features/document-center/components/document-center-page';
import { useRouteHandle } from '../shell/use-route-handle';

/**
 * /reports/document-center: report cards and job screenshots. The older address
 * /reports/document-center/report-card opens the same screen on its Report Card tab.
 */
export default function DocumentCenterRoute() {
  const entry = useRouteHandle()?.entry;
  return <DocumentCenterPage key={entry?.key} />;
}
