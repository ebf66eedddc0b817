import { describe, expect, it } from 'vitest';
import { GetTagsQueryParams, getTagsQueryContentIdMax } from '@/generated/zod/abi/abi.zod';
import { ID_RANGE, panelToOpen, parseContentId } from './content-library-panels';

const panels = [
  { id: 30, contents: [{ contentId: 1 }, { contentId: 2 }] },
  { id: 10, contents: [{ contentId: 3 }] },
  { id: 20, contents: [{ contentId: 3 }, { contentId: 4 }] },
];

describe('parseContentId', () => {
  it('reads a positive whole number of at most 2^31-1', () => {
    expect(parseContentId('7')).toBe(7);
    expect(parseContentId('2147483647')).toBe(2_147_483_647);
  });

  it('ignores anything else', () => {
    for (const raw of [undefined, '', '0', '-1', '07', '1.5', '1e3', 'abc', ' 7', '2147483648', '99999999999']) {
      expect(parseContentId(raw), String(raw)).toBeUndefined();
    }
  });

  it("reads exactly the ids the contract takes as a content id (getTags?contentId): its limits are the contract's", () => {
    const { minimum, maximum } = ID_RANGE;
    expect(maximum).toBe(getTagsQueryContentIdMax);
    const contractTakes = (raw: string) => GetTagsQueryParams.shape.contentId.safeParse(raw).success;
    for (const value of [minimum - 1, minimum, minimum + 1, maximum - 1, maximum, maximum + 1]) {
      expect(parseContentId(String(value)) !== undefined, String(value)).toBe(contractTakes(String(value)));
    }
    expect(contractTakes(String(minimum))).toBe(true);
    expect(contractTakes(String(minimum - 1))).toBe(false);
    expect(contractTakes(String(maximum + 1))).toBe(false);
  });
});

describe('panelToOpen', () => {
  it('is the first panel without a content id, or while its tags are unknown', () => {
    expect(panelToOpen(panels, undefined, undefined)).toBe(30);
    expect(panelToOpen(panels, 3, undefined)).toBe(30);
    expect(panelToOpen(panels, 3, [])).toBe(30);
  });

  it("is the content's tag, the first on screen when it has several (not the first by id)", () => {
    expect(panelToOpen(panels, 4, [{ id: 20 }])).toBe(20);
    expect(panelToOpen(panels, 3, [{ id: 10 }, { id: 20 }])).toBe(10);
    expect(panelToOpen(panels, 3, [{ id: 20 }, { id: 10 }])).toBe(10);
  });

  it('prefers a panel that lists the item, and falls back to the first panel when no tag is on screen', () => {
    expect(panelToOpen(panels, 4, [{ id: 10 }, { id: 20 }])).toBe(20);
    expect(panelToOpen(panels, 9, [{ id: 10 }])).toBe(10);
    expect(panelToOpen(panels, 9, [{ id: 99 }])).toBe(30);
  });

  it('is none when there are no panels', () => {
    expect(panelToOpen([], undefined, undefined)).toBeUndefined();
    expect(panelToOpen([], 3, [{ id: 10 }])).toBeUndefined();
  });
});
