import { useTranslation } from 'react-i18next';
import { PartnerEffectivenessPage } from '@/features/partner-effectiveness/components/partner-effectiveness-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /outreach/partner-effectiveness: the annual outreach assessment (route gate: NewOutreachManagementSystem). */
export default function PartnerEffectivenessRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <PartnerEffectivenessPage title={entry ? t(entry.name) : ''} />;
}
