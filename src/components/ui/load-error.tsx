import { Alert, Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface LoadErrorProps {
  /** The spec's catalogue message for this section. */
  message: string;
  /** Asks again; the section recovers in place, without a page reload. */
  onRetry: () => void;
  retrying?: boolean;
}

/** THE way a data section says "this failed", whatever the cause: its catalogue message inline, with Retry. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <HStack flex="1" justify="space-between" gap="4" wrap="wrap">
        <Alert.Description>{message}</Alert.Description>
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} loading={retrying}>
          {t('retry')}
        </Button>
      </HStack>
    </Alert.Root>
  );
}

interface RetryableQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** LoadError for a failed query, or nothing while it has not failed. */
export function QueryLoadError({ query, message }: { query: RetryableQuery; message: string }) {
  if (!query.isError) return null;
  return <LoadError message={message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
}
