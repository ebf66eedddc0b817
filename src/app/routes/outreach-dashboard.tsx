import { useTranslation } from 'react-i18next';
import { OutreachDashboardPage } from '@/features/outreach-dashboard/components/outreach-dashboard-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /outreach/outreach-dashboard: the outreach feature's dashboard (route gate: NewOutreachManagementSystem). */
export default function OutreachDashboardRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <OutreachDashboardPage title={entry ? t(entry.name) : ''} />;
}
