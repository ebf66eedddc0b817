import { agentChannel, type AgentChannel } from '@/lib/agent-channels';

export type ChannelKey = AgentChannel | 'multiple' | 'none';

/** The channel column (spec section 2): the one channel of the known groups; more than one is 'multiple'. */
export function channelKey(types: readonly number[]): ChannelKey {
  const channels = new Set(types.flatMap((type) => agentChannel(type) ?? []));
  if (channels.size > 1) return 'multiple';
  const [only] = channels;
  return only ?? 'none';
}
