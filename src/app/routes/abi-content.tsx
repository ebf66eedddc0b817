import { ContentLibraryPage } from '@/features/abi/components/content-library-page';
import { useRouteHandle } from '../shell/use-route-handle';

/** /abi/content/:contentId?: the ABI content library, one expansion panel per tag; a content id opens its tag. */
export default function AbiContentRoute() {
  const entry = useRouteHandle()?.entry;
  return <ContentLibraryPage key={entry?.key} />;
}
