import { Alert, Button, Center, HStack, Link, VStack } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { paths } from '@/config/paths';
import { logError } from '@/lib/api-errors';
import { waitsForConnection, whenConnectionReturns } from '@/lib/load-with-recovery';

/**
 * A route's `errorElement`: the shell stays usable; Try again resets the failed queries and renders the
 * route again. A page whose code cannot load offline loads by itself when the connection returns.
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
  // After the commit: React renders a failed page again before showing this, and a discarded render
  // would log an error nobody saw. Offline is not a fault to report.
  useEffect(() => {
    if (!notFound && !offline) logError(`render error on ${pathname}`, error);
  }, [error, notFound, offline, pathname]);

  const tryAgain = async () => {
    // Reset the failed and unobserved queries (the failed page's); the shell's stay active with their data.
    await queryClient.resetQueries({
      predicate: (query) => query.state.status === 'error' || query.getObserversCount() === 0,
    });
    await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  };
  const tryWhenOnline = useEffectEvent(() => void tryAgain());
  // From the commit on: a passive effect may run a frame late and miss a connection returning meanwhile.
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
