import { Alert, Box, Flex, SkipNavContent, SkipNavLink, Spinner } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadError } from '@/components/ui/load-error';
import { SignInProblem } from '@/components/ui/sign-in-problem';
import { currentSignInState, signInRestarter } from '@/lib/auth/user-manager';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { SessionRenewNotice } from '@/components/ui/session-renew-notice';
import { useSession } from '@/lib/session/session-provider';
import { useAfterFirstPaint } from '@/lib/use-after-first-paint';
import { failedGate } from '../route-table-utils';
import { FormSafety } from './form-safety';
import { ImpersonationBanner } from './impersonation-banner';
import { InactivityGuard } from './inactivity/inactivity-guard';
import { DRAWER_WIDTH, NavigationDrawer } from './navigation-drawer';
import { ShellFooter } from './shell-footer';
import { TopBar } from './top-bar';
import { PageTitleScope } from './page-title-scope';
import { useNewPageFocus } from './use-new-page-focus';
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

/** A signed-in user who belongs to no company: a clear page instead of a spinner. */
function NoCompany() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info" maxW="2xl">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title as="h1">{t('noCompany.title')}</Alert.Title>
        <Alert.Description>{t('noCompany.detail')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * The navigation guard for product and feature gates: the innermost gate the company fails wins. Until
 * the companies are known it says why it waits: loading, failed (with Retry), or no company at all.
 */
function GuardedOutlet() {
  const { company, status, retry } = useSession();
  const { t } = useTranslation();
  const handle = useRouteHandle();
  if (status === 'error') return <LoadError message={t('sessionLoadFailed')} onRetry={retry} />;
  if (status === 'refused') {
    return (
      <SignInProblem kind="refused" inline onRetry={() => void signInRestarter.signInAgain(currentSignInState())} />
    );
  }
  if (status === 'no-company') return <NoCompany />;
  const early = status === 'loading' && handle?.entry.paintsBeforeSession === true;
  if (status !== 'ready' && !early) return <PageLoading />;
  const failed = handle ? failedGate(handle.gates, company) : undefined;
  if (failed) return <Navigate to={failed.unauthorized.href()} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

/** The server's clock starts after the first paint: by the time a screen needs today it has usually answered. */
function useServerClock(): void {
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    // Its file failing to load leaves the browser's clock for now; the first screen that needs today asks.
    void import('@/lib/server-clock').then(({ serverClockReady }) => serverClockReady()).catch(() => undefined);
  }, [painted]);
}

export function ShellLayout() {
  const { t } = useTranslation('navigation');
  const { pathname } = useLocation();
  const { user } = useSession();
  const [drawer, setDrawer] = useState({ open: false, at: pathname });
  const drawerOpen = drawer.open && drawer.at === pathname;
  const main = useRef<HTMLElement>(null);
  useNewPageFocus(main);
  useServerClock();
  return (
    <Flex minH="100dvh">
      {/* Above the fixed drawer, so that the first Tab shows where focus is. */}
      <SkipNavLink zIndex="skipNav">{t('shell.skipToContent')}</SkipNavLink>
      <NavigationDrawer open={drawerOpen} onClose={() => setDrawer({ open: false, at: pathname })} />
      {/* Behind the open overlay drawer (small screens) the page takes no focus and no clicks. */}
      <Box flex="1" minW="0" ms={{ base: 0, lg: DRAWER_WIDTH }} inert={drawerOpen}>
        {/* The page fills the first screen so a page growing as its data arrives never pushes the footer
            (layout shift, docs/decisions/0014-home-paints-before-session-layout-shift.md). */}
        <Flex direction="column" minH="100dvh">
          <ImpersonationBanner />
          <OfflineNotice />
          <SessionRenewNotice />
          <TopBar drawerOpen={drawerOpen} onToggleDrawer={() => setDrawer({ open: !drawerOpen, at: pathname })} />
          <SkipNavContent />
          <Box as="main" ref={main} flex="1" px={{ base: '4', md: '8' }} py="6">
            <PageTitleScope>
              <GuardedOutlet />
            </PageTitleScope>
          </Box>
        </Flex>
        <ShellFooter />
      </Box>
      {user && <InactivityGuard />}
      <FormSafety />
    </Flex>
  );
}
