import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '@/config/env';
import { useSession } from '@/lib/session/session-provider';
import { unauthorizedContentOf } from './unauthorized-content';
import { useRouteHandle } from './use-route-handle';

export const TITLE_SEPARATOR = ' · ';

/** Page title: the route name, then the product name (spec section 2, Shell). */
export function usePageTitle(): string {
  const { t } = useTranslation('navigation');
  const { company } = useSession();
  const handle = useRouteHandle();
  const name = handle ? t(handle.entry.name) : '';
  // An /unauthorized route is titled as its page is headed: the product's name, or "{route}: not available".
  const page = handle?.explains ? unauthorizedContentOf(handle, company).page : undefined;
  const title = page
    ? t(`product-pages:products.${page}.name`)
    : handle?.explains
      ? t('unauthorized.pageTitle', { name })
      : name;
  const full = title ? `${title}${TITLE_SEPARATOR}${env.productName}` : env.productName;
  useEffect(() => {
    document.title = full;
  }, [full]);
  return title;
}
