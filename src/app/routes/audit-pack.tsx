import { useTranslation } from 'react-i18next';
import { AuditPackPage } from '@/features/audit-pack/components/audit-pack-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /reports/audit-pack: the one-click zip of the company's audit evidence for a range (issue 9). */
export default function AuditPackRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <AuditPackPage title={entry ? t(entry.name) : ''} />;
}
