import {
  getGetOrganizationEngagementSummaryQueryKey,
  getGetOutreachActionCategoryBreakdownQueryKey,
  getGetOutreachPipelineQueryKey,
  useGetOrganizationEngagementSummary,
  useGetOutreachActionCategoryBreakdown,
  useGetOutreachPipeline,
} from '@/generated/api/outreach/outreach';
import { gatewayOptions, type GatewayArgs } from '@/lib/use-outreach-gateway';

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
