import { useTranslation } from 'react-i18next';
import { EmployerBadgePage } from '@/features/employer-badge/components/employer-badge-page';

/** /account/employer-badge: the selected company's employer badge, its embed code and social posts. */
export default function EmployerBadgeRoute() {
  const { t } = useTranslation('navigation');
  return <EmployerBadgePage title={t('routes.accountEmployerBadge')} />;
}
