import { AgentGroupType } from '@/generated/model';

export type ChannelKey = 'automaticOutreach' | 'linkage' | 'vetConnect' | 'multiple' | 'none';

const CHANNEL_KEYS: Record<AgentGroupType, ChannelKey> = {
  [AgentGroupType.AutomaticOutreach]: 'automaticOutreach',
  [AgentGroupType.Linkage]: 'linkage',
  [AgentGroupType.VetConnect]: 'vetConnect',
};

/** The channel column (spec section 2): 2 automatic outreach, 4 linkage, 6 vet connect; more than one group is 'multiple'. */
export function channelKey(types: readonly number[]): ChannelKey {
  const known = [...new Set(types)].filter((type): type is AgentGroupType => type in CHANNEL_KEYS);
  if (known.length > 1) return 'multiple';
  const [only] = known;
  return only === undefined ? 'none' : CHANNEL_KEYS[only];
}
