import { LoadError } from '../ui/load-error';

/** A query as a report section needs it: the failure and a way to ask again. */
export interface ReportQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * A report section fed by one or more calls: when any failed, the catalogue message with Retry, which
 * asks again for every failed call only; nothing while none failed.
 */
export function ReportLoadError({ queries, message }: { queries: readonly ReportQuery[]; message: string }) {
  const failed = queries.filter((query) => query.isError);
  if (failed.length === 0) return null;
  return (
    <LoadError
      message={message}
      onRetry={() => failed.forEach((query) => void query.refetch())}
      retrying={queries.some((query) => query.isFetching)}
    />
  );
}
