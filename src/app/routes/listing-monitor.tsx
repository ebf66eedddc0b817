import { useTranslation } from 'react-i18next';
import { ListingMonitorPage } from '@/features/listing-monitor/components/listing-monitor-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /reports/listing-monitor: open jobs never listed with the state job bank, and jobs listed late. */
export default function ListingMonitorRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <ListingMonitorPage title={entry ? t(entry.name) : ''} />;
}
