import { isAxiosError, type AxiosRequestConfig } from 'axios';
import {
  getGetOrganizationEngagementSummaryQueryKey,
  getGetOutreachActionCategoryBreakdownQueryKey,
  getGetOutreachPipelineQueryKey,
  useGetOrganizationEngagementSummary,
  useGetOutreachActionCategoryBreakdown,
  useGetOutreachPipeline,
  useGetOutreachToken,
} from '../../../generated/api/outreach/outreach';
import type { DashboardPeriod } from '../../../generated/model';

export type SectionError = 'unauthenticated' | 'failed';

/** The gateway refused the outreach token (401; api-client leaves gateway 401s to the screen). */
const isGatewayUnauthorized = (error: unknown) => isAxiosError(error) && error.response?.status === 401;

export function sectionError(error: unknown): SectionError | null {
  if (!error) return null;
  return isGatewayUnauthorized(error) ? 'unauthenticated' : 'failed';
}

function gatewayRequest(jwt: string): AxiosRequestConfig {
  return { headers: { Authorization: `Bearer ${jwt}`, 'Content-Type': 'application/json' } };
}

/**
 * The company's outreach service token. `missing` when the company has none (404): the dashboard is
 * then not authorized; any other failure is a load error.
 */
export function useOutreachToken(companyId: number | undefined) {
  const query = useGetOutreachToken(
    { CompanyId: companyId ?? 0 },
    { query: { enabled: companyId !== undefined, staleTime: 5 * 60_000 } },
  );
  const missing =
    (query.isError && isAxiosError(query.error) && [403, 404].includes(query.error.response?.status ?? 0)) ||
    (query.isSuccess && !query.data.jwt);
  return { ...query, jwt: query.data?.jwt || undefined, missing };
}

interface GatewayArgs {
  companyId: number | undefined;
  jwt: string | undefined;
  period: DashboardPeriod;
}

function gatewayOptions(
  { companyId, jwt }: GatewayArgs,
  key: readonly unknown[],
): { query: { enabled: boolean; queryKey: readonly unknown[] }; request: AxiosRequestConfig } {
  return {
    // The generated key holds only the period: the company keeps two companies' answers apart.
    query: { enabled: !!jwt && companyId !== undefined, queryKey: [...key, { companyId }] },
    request: gatewayRequest(jwt ?? ''),
  };
}

export function useOutreachPipeline(args: GatewayArgs) {
  return useGetOutreachPipeline(args.period, gatewayOptions(args, getGetOutreachPipelineQueryKey(args.period)));
}

export function useOutreachBreakdown(args: GatewayArgs) {
  return useGetOutreachActionCategoryBreakdown(
    args.period,
    gatewayOptions(args, getGetOutreachActionCategoryBreakdownQueryKey(args.period)),
  );
}

export function useEngagementSummary(args: GatewayArgs) {
  return useGetOrganizationEngagementSummary(
    args.period,
    gatewayOptions(args, getGetOrganizationEngagementSummaryQueryKey(args.period)),
  );
}
