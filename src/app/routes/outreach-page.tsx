import { useCallback, useMemo } from 'react';
import { useAuth } from 'react-oidc-context';
import { useLocation, useNavigate } from 'react-router-dom';
import { OutreachFrame } from '@/components/outreach-frame/outreach-frame';
import { outreachPathForRoute } from '@/components/outreach-frame/outreach-messages';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session/session-provider';
import { framedRoutes } from '../route-table-utils';
import { useRouteTable } from '../shell/route-table-context';

const DEFAULT_OUTREACH_PATH = paths.outreachSearch.href().slice(paths.outreach.href().length);

/**
 * The embedded outreach app (spec section 2). Every outreach app route uses this one component, so
 * moving between them (as the frame's url_change does) keeps the frame instead of reloading it.
 */
export default function OutreachPageRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  const session = useSession();
  const table = useRouteTable();
  const allowList = useMemo(() => framedRoutes(table, 'outreach'), [table]);

  const path = outreachPathForRoute(location.pathname + location.search, allowList) ?? DEFAULT_OUTREACH_PATH;
  const company = useMemo(
    () => (session.company ? { id: session.company.id, name: session.company.name } : null),
    [session.company],
  );
  const accessToken = auth.user?.access_token ?? null;
  const getAccessToken = useCallback(() => accessToken, [accessToken]);
  const onNavigate = useCallback((appPath: string) => void navigate(appPath), [navigate]);
  // The first page of this tab has nothing to go back to: leave for Home instead of off the portal.
  const isFirstPage = location.key === 'default';
  const onBack = useCallback(
    () => void (isFirstPage ? navigate(paths.home.href()) : navigate(-1)),
    [isFirstPage, navigate],
  );

  return (
    <PageFrame gap="4" height="100%">
      <OutreachFrame
        path={path}
        company={company}
        user={session.user}
        getAccessToken={getAccessToken}
        onNavigate={onNavigate}
        onBack={onBack}
        allowList={allowList}
      />
    </PageFrame>
  );
}
