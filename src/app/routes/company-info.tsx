import { useTranslation } from 'react-i18next';
import { CompanyInfoPage } from '@/features/company-info/components/company-info-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /account/company-info: the company-info feature's page. */
export default function CompanyInfoRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <CompanyInfoPage title={entry ? t(entry.name) : ''} />;
}
