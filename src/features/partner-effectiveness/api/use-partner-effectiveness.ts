import { getGetPartnerEffectivenessQueryKey, useGetPartnerEffectiveness } from '@/generated/api/outreach/outreach';
import { gatewayOptions, type GatewayArgs } from '@/lib/use-outreach-gateway';

/** Links, views and applicant clicks per community organization, for the period, at the outreach gateway. */
export function usePartnerEffectiveness(args: GatewayArgs) {
  return useGetPartnerEffectiveness(args.period, gatewayOptions(args, getGetPartnerEffectivenessQueryKey(args.period)));
}
