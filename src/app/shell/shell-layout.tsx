import { Box, Flex, SkipNavContent, SkipNavLink, Spinner } from '@chakra-ui/react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session/session-provider';
import { failedGate } from '../route-table-utils';
import { ImpersonationBanner } from './impersonation-banner';
import { InactivityGuard } from './inactivity/inactivity-guard';
import { DRAWER_WIDTH, NavigationDrawer } from './navigation-drawer';
import { ShellFooter } from './shell-footer';
import { TopBar } from './top-bar';
import { usePageTitle } from './use-page-title';
import { useRouteHandle } from './use-route-handle';

function PageLoading() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" py="12" role="status">
      <Spinner size="lg" color="primary.solid" />
      <Box srOnly>{t('loading')}</Box>
    </Flex>
  );
}

/** The navigation guard for product and feature gates: the innermost gate the company fails wins. */
function GuardedOutlet() {
  const { company, status } = useSession();
  const handle = useRouteHandle();
  if (status !== 'ready') return <PageLoading />;
  const failed = handle ? failedGate(handle.gates, company) : undefined;
  if (failed) return <Navigate to={failed.unauthorized.href()} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

export function ShellLayout() {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const { user } = useSession();
  const [drawer, setDrawer] = useState({ open: false, at: pathname });
  // A navigation closes the overlay drawer on small screens.
  const drawerOpen = drawer.open && drawer.at === pathname;
  usePageTitle();
  return (
    <Flex minH="100dvh">
      <SkipNavLink>{t('shell.skipToContent')}</SkipNavLink>
      <NavigationDrawer open={drawerOpen} onClose={() => setDrawer({ open: false, at: pathname })} />
      <Flex direction="column" flex="1" minW="0" ms={{ base: 0, lg: DRAWER_WIDTH }}>
        <ImpersonationBanner />
        <TopBar drawerOpen={drawerOpen} onToggleDrawer={() => setDrawer({ open: !drawerOpen, at: pathname })} />
        <SkipNavContent />
        <Box as="main" flex="1" px={{ base: '4', md: '8' }} py="6">
          <GuardedOutlet />
        </Box>
        <ShellFooter />
      </Flex>
      {user && <InactivityGuard />}
    </Flex>
  );
}
