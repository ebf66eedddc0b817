import { useTranslation } from 'react-i18next';
import { ContentLibraryPage } from '@/features/abi/components/content-library-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /abi/content/:contentId?: the ABI content library, one expansion panel per tag; a content id opens its tag. */
export default function AbiContentRoute() {
  const { t } = useTranslation('navigation');
  const entry = useRouteHandle()?.entry;
  return <ContentLibraryPage title={t('routes.abiContent')} key={entry?.key} />;
}
