import { useTranslation } from 'react-i18next';
import { EsdsReportPage } from '@/features/esds-report/components/esds-report-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /reports/ESDS-Report: the company's jobs and their cross-posting to state job banks. */
export default function EsdsReportRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <EsdsReportPage title={entry ? t(entry.name) : ''} />;
}
