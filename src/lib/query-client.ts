import { QueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';

const MAX_QUERY_RETRIES = 3;

/** A 4xx answer will not change on retry (and a 401 restarts sign-in instead); other failures retry. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_QUERY_RETRIES) return false;
  const status = isAxiosError(error) ? error.response?.status : undefined;
  return status === undefined || status < 400 || status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; the auth layer clears it on a 401 and the session invalidates it on a company change. */
export const queryClient = createQueryClient();
