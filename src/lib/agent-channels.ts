import { AgentGroupType } from '@/generated/model';

/**
 * The outreach channel of each agent group of the contract (spec section 2: 2 automatic outreach,
 * 4 linkage, 6 vet connect). Its name is `common:channels.<channel>`, read by the Outreach dashboard's
 * Channel column and the audit pack's engagement summary.
 */
const CHANNELS = {
  [AgentGroupType.AutomaticOutreach]: 'automaticOutreach',
  [AgentGroupType.Linkage]: 'linkage',
  [AgentGroupType.VetConnect]: 'vetConnect',
} as const satisfies Record<AgentGroupType, string>;

export type AgentChannel = (typeof CHANNELS)[AgentGroupType];

/** The channel of an agent group code; undefined for a code the contract does not name. */
export function agentChannel(type: number): AgentChannel | undefined {
  return Object.hasOwn(CHANNELS, type) ? CHANNELS[type as AgentGroupType] : undefined;
}
