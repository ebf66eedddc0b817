import { describe, expect, it } from 'vitest';
import { AgentGroupType } from '@/generated/model';
import { agentChannel } from './agent-channels';

describe('agentChannel', () => {
  it("names each of the contract's agent groups by its own channel (spec section 2: 2, 4, 6)", () => {
    expect(agentChannel(2)).toBe('automaticOutreach');
    expect(agentChannel(4)).toBe('linkage');
    expect(agentChannel(6)).toBe('vetConnect');
    const channels = Object.values(AgentGroupType).map(agentChannel);
    expect(new Set(channels).size).toBe(Object.values(AgentGroupType).length);
  });

  it('has no channel for a code the contract does not name', () => {
    expect(agentChannel(0)).toBeUndefined();
    expect(agentChannel(99)).toBeUndefined();
  });
});
