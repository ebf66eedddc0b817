import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { useRouteHandle } from './use-route-handle';

export const TITLE_SEPARATOR = ' · ';

/** Page title: the route name, then the product name (spec section 2, Shell). */
export function usePageTitle(): string {
  const { t } = useTranslation('navigation');
  const handle = useRouteHandle();
  const name = handle ? t(handle.entry.name) : '';
  const title = handle?.explains ? t('unauthorized.pageTitle', { name }) : name;
  const full = title ? `${title}${TITLE_SEPARATOR}${env.productName}` : env.productName;
  useEffect(() => {
    document.title = full;
  }, [full]);
  return title;
}
