import { useQueryClient } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import { getGetOutreachTokenQueryOptions, useGetOutreachToken } from '@/generated/api/outreach/outreach';
import type { DashboardPeriod } from '@/generated/model';
import { apiFailureKind } from './api-errors';
import { gatewayRequest } from './outreach-gateway';

/**
 * What the screens that read the outreach gateway share (the outreach dashboard, Partner Effectiveness):
 * the company's outreach service token, the gateway calls' options, and how a failed call is told.
 */

export type SectionError = 'unauthenticated' | 'failed';

/** A gateway 401 means the gateway refused the outreach token (api-client leaves gateway 401s to the screen). */
export function sectionError(error: unknown): SectionError {
  return apiFailureKind(error) === 'unauthorized' ? 'unauthenticated' : 'failed';
}

/** A section's failure as it is shown: the kind picks the words, `retry` asks again in place. */
export interface SectionFailure {
  kind: SectionError;
  retry: () => void;
  retrying: boolean;
}

interface SectionQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export function sectionFailure(query: SectionQuery): SectionFailure | null {
  if (!query.isError) return null;
  return { kind: sectionError(query.error), retry: () => void query.refetch(), retrying: query.isFetching };
}

/** The token is good for a while: the page's visits within 5 minutes reuse it. */
const TOKEN_QUERY = { staleTime: 5 * 60_000 };

/**
 * The company's outreach service token. `missing` when the company has none (404): the screen is then
 * not authorized; any other failure is a load error.
 */
export function useOutreachToken(companyId: number | undefined) {
  const query = useGetOutreachToken(
    { CompanyId: companyId ?? 0 },
    { query: { enabled: companyId !== undefined, ...TOKEN_QUERY } },
  );
  const kind = query.isError ? apiFailureKind(query.error) : null;
  const missing = kind === 'forbidden' || kind === 'not-found' || (query.isSuccess && !query.data.jwt);
  return { ...query, jwt: query.data?.jwt || undefined, missing };
}

/**
 * Starts the token call while the page renders, before it waits for the server's clock (its period): a
 * query starts only once its page is shown, so the token waited for the time utility, and the gateway's
 * calls for both (seconds on a slow connection). What React Query's usePrefetchQuery does, once the
 * company is known.
 */
export function usePrefetchOutreachToken(companyId: number | undefined): void {
  const client = useQueryClient();
  if (companyId === undefined) return;
  const options = getGetOutreachTokenQueryOptions({ CompanyId: companyId }, { query: TOKEN_QUERY });
  if (!client.getQueryState(options.queryKey)) void client.prefetchQuery(options);
}

export interface GatewayArgs {
  companyId: number | undefined;
  jwt: string | undefined;
  period: DashboardPeriod;
}

/** A gateway call's options: sent once the token is there, with it as the bearer. */
export function gatewayOptions(
  { companyId, jwt }: GatewayArgs,
  key: readonly unknown[],
): { query: { enabled: boolean; queryKey: readonly unknown[] }; request: AxiosRequestConfig } {
  return {
    // The generated key holds only the period: the company keeps two companies' answers apart.
    query: { enabled: !!jwt && companyId !== undefined, queryKey: [...key, { companyId }] },
    request: gatewayRequest(jwt ?? ''),
  };
}
