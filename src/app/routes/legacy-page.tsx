import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LegacyFrame } from '@/components/legacy-frame/legacy-frame';
import { localSitesPathFor } from '@/components/legacy-frame/legacy-url';
import { PageFrame } from '@/components/ui/page-frame';
import { useSession } from '@/lib/session/session-provider';
import { framedRoutes, withEntryQuery } from '../route-table-utils';
import { useRouteTable } from '../shell/route-table-context';
import { useRouteHandle } from '../shell/use-route-handle';

/** A route that shows the legacy site's page of the same path (spec section 2, "Legacy and embedded pages"). */
export default function LegacyPageRoute() {
  const { t } = useTranslation('navigation');
  const location = useLocation();
  const navigate = useNavigate();
  const { company } = useSession();
  const entry = useRouteHandle()?.entry;
  const table = useRouteTable();
  const allowList = useMemo(() => framedRoutes(table, 'legacy'), [table]);
  const onNavigate = useCallback((appPath: string) => void navigate(appPath), [navigate]);

  const search = entry ? withEntryQuery(entry, company, location.search) : null;
  if (search !== null) return <Navigate to={{ pathname: location.pathname, search }} replace />;

  const title = entry ? t(entry.name) : '';
  const localSitesPath = localSitesPathFor(location.pathname + location.search, allowList) ?? location.pathname;
  return (
    <PageFrame gap="4">
      <LegacyFrame localSitesPath={localSitesPath} title={title} onNavigate={onNavigate} allowList={allowList} />
    </PageFrame>
  );
}
