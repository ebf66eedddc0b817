import { Alert, Button, Center, HStack, Link, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { paths } from '../../config/paths';

/** A route's `errorElement`: says what went wrong in the user's language and offers a way on. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);

  return (
    <Center as="main" minHeight="60dvh" padding="6">
      <VStack gap="4" maxWidth="lg" width="100%">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title as="h1">{t('routeError.title')}</Alert.Title>
            {notFound ? <Alert.Description>{t('routeError.notFound')}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
        <HStack gap="4">
          <Button colorPalette="primary" onClick={() => window.location.reload()}>
            {t('routeError.retry')}
          </Button>
          <Link asChild colorPalette="primary" variant="underline">
            <RouterLink to={paths.home.href()}>{t('routeError.home')}</RouterLink>
          </Link>
        </HStack>
      </VStack>
    </Center>
  );
}
