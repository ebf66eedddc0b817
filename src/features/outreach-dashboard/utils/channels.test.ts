import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channelKey } from './channels';

describe('channelKey', () => {
  it('names each single channel', () => {
    expect(channelKey([2])).toBe('automaticOutreach');
    expect(channelKey([4])).toBe('linkage');
    expect(channelKey([6])).toBe('vetConnect');
  });

  it('says multiple for more than one group, and counts a repeated group once', () => {
    expect(channelKey([2, 6])).toBe('multiple');
    expect(channelKey([4, 2, 6])).toBe('multiple');
    expect(channelKey([6, 6])).toBe('vetConnect');
  });

  it('has nothing to name for no known group', () => {
    expect(channelKey([])).toBe('none');
    expect(channelKey([99])).toBe('none');
  });

  it('is multiple exactly when two different known groups are present, whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(2, 4, 6), { minLength: 1, maxLength: 6 }), (types) => {
        const distinct = new Set(types).size;
        expect(channelKey(types) === 'multiple').toBe(distinct > 1);
        expect(channelKey([...types].reverse())).toBe(channelKey(types));
      }),
    );
  });
});
