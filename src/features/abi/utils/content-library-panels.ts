/**
 * Which Content Library panel opens by itself, and when (spec section 9: "content panel auto-opens after
 * 100 ms"). Pure, so the rules are proved without a screen.
 */
import observanceFilter from '@schemas/compiled/observance-filter.schema.json';

/** The delay between the library's data being on screen and its panel opening by itself (spec section 9). */
export const AUTO_OPEN_DELAY_MS = 100;

/**
 * The range of an id: the contract's `Id`, which content ids (getTags?contentId) and tag ids share, read
 * from the compiled observance filter's tag ids (the contract's limits, copied at compile time).
 */
export const ID_RANGE = observanceFilter.properties.tags.items;

/** Plain decimal digits, without a sign or a leading zero: how an id is written in the URL. */
const DIGITS = /^(0|[1-9]\d*)$/;

/** The content id of the URL (`/abi/content/:contentId?`) when it is a valid id (`ID_RANGE`), else none. */
export function parseContentId(raw: string | undefined): number | undefined {
  if (raw === undefined || !DIGITS.test(raw)) return undefined;
  const id = Number(raw);
  return id >= ID_RANGE.minimum && id <= ID_RANGE.maximum ? id : undefined;
}

/** A panel as the rules need it: its tag and the content ids it lists. */
export interface PanelOfTag {
  id: number;
  contents: readonly { contentId: number }[];
}

/**
 * The tag whose panel opens by itself: with a content id whose tags are known, the first panel on screen
 * (in the order given) of one of those tags, preferring one that lists the item; otherwise (no content id,
 * its tags unknown, or none of them on screen) the first panel. None when there are no panels.
 */
export function panelToOpen(
  panels: readonly PanelOfTag[],
  contentId: number | undefined,
  tagsOfContent: readonly { id: number }[] | undefined,
): number | undefined {
  if (contentId !== undefined && tagsOfContent && tagsOfContent.length > 0) {
    const tagIds = new Set(tagsOfContent.map((tag) => tag.id));
    const ofContent = panels.filter((panel) => tagIds.has(panel.id));
    const listing = ofContent.find((panel) => panel.contents.some((item) => item.contentId === contentId));
    const chosen = listing ?? ofContent[0];
    if (chosen) return chosen.id;
  }
  return panels[0]?.id;
}
