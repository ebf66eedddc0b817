import { useTranslation } from 'react-i18next';
import { ObservancesPage } from '@/features/abi/components/observances-page';

/** /abi/observances/{selectedObservanceId?}: the DEI calendar's observances and their detail dialog. */
export default function AbiObservancesRoute() {
  const { t } = useTranslation('navigation');
  return <ObservancesPage title={t('routes.abiObservances')} />;
}
