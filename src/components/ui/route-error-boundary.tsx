import { Alert, Button, Center, HStack, Link, VStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logError } from '@/lib/api-errors';
import { waitsForConnection, whenConnectionReturns } from '@/lib/load-with-recovery';

/**
 * A route's `errorElement`: a render error of the page shows this in its place (the shell, its drawer and
 * top bar stay usable). Try again resets the failed queries and renders the route again, without a
 * reload. The error is logged without tokens (lib/api-errors). A page whose code cannot load offline says it
 * will load when the connection returns, and then does, by itself.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const offline = waitsForConnection(error);
  const { pathname } = location;
  // After the commit, not while rendering: React renders a failed page again before it shows this, and a
  // render it throws away would log (and report) an error nobody saw. Offline is not a fault to report.
  useEffect(() => {
    if (!notFound && !offline) logError(`render error on ${pathname}`, error);
  }, [error, notFound, offline, pathname]);

  const tryAgain = async () => {
    // The failed page's queries lost their observers when it unmounted; the shell's stay active and keep
    // their data. Reset the failed and the unobserved ones, so the page starts from fresh answers.
    await queryClient.resetQueries({
      predicate: (query) => query.state.status === 'error' || query.getObserversCount() === 0,
    });
    await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  const tryWhenOnline = useEffectEvent(() => void tryAgain());
  // Listening from the commit on: a passive effect may run a frame after the message shows, and a connection
  // back within that frame would go unheard.
  useLayoutEffect(() => (offline ? whenConnectionReturns(tryWhenOnline) : undefined), [offline]);

  return (
    <Center minHeight="40dvh" padding="6">
      <VStack gap="4" maxWidth="lg" width="100%">
        <Alert.Root status={offline ? 'info' : 'error'} role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title as="h1">{t(offline ? 'routeError.offline' : 'routeError.title')}</Alert.Title>
            {notFound ? <Alert.Description>{t('routeError.notFound')}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
        <HStack gap="4">
          {notFound || offline ? null : (
            <Button colorPalette="primary" onClick={() => void tryAgain()}>
              {t('routeError.retry')}
            </Button>
          )}
          <Link asChild colorPalette="primary" variant="underline">
            <RouterLink to={paths.home.href()}>{t('routeError.home')}</RouterLink>
          </Link>
        </HStack>
      </VStack>
    </Center>
  );
}
