import letter from '@/config/compliance/scheduling-letter-items.json';
import { PACK_PATHS } from './pack-names';

/** By section (the Audit Pack's folders) or by item (one folder per item of the scheduling letter). */
export type PackLayout = 'by-section' | 'by-item';

type PackSection = 'esds' | 'listingExceptions' | 'reportCards' | 'screenshots' | 'outreach';

interface PackItem {
  id: string;
  /** Its name's key in the audit-readiness namespace. */
  label: string;
  /** The pack's sections whose files evidence the item (scheduling-letter-items.json). */
  pack: PackSection[];
}

/** The scheduling letter's items, in the letter's order: the folders of a pack by item. */
export const PACK_ITEMS: readonly PackItem[] = letter.items as PackItem[];

/** Where a file of a section is, and the item it evidences (none in the layout by section). */
export interface Placed {
  file: string;
  item?: string;
}

function sectionOf(file: string): PackSection | undefined {
  return (Object.keys(PACK_PATHS) as (keyof typeof PACK_PATHS)[]).find((section): section is PackSection => {
    const path = PACK_PATHS[section];
    return path.endsWith('/') ? file.startsWith(path) : file === path;
  });
}

/**
 * A section's file in the layout: by section it stays; by item it moves from its section's folder into
 * the folder of the item its section evidences (esds/cross-posted-jobs.csv → job-listings/…).
 */
export function placeFile(file: string, layout: PackLayout): Placed {
  if (layout === 'by-section') return { file };
  const section = sectionOf(file);
  const item = PACK_ITEMS.find((candidate) => section && candidate.pack.includes(section));
  if (!item) return { file };
  const inFolder = file.slice(file.indexOf('/') + 1);
  return { file: `${item.id}/${inFolder}`, item: item.id };
}

/** The order of the pack's places: its sections, or the letter's items. */
export function placeOrder(layout: PackLayout): string[] {
  if (layout === 'by-item') return PACK_ITEMS.map((item) => `${item.id}/`);
  return [PACK_PATHS.esds, PACK_PATHS.reportCards, PACK_PATHS.screenshots, PACK_PATHS.outreach];
}

/** The items no section of the pack evidences: the index says so, rather than leave their folder out silently. */
export const ITEMS_WITHOUT_FILES = PACK_ITEMS.filter((item) => item.pack.length === 0).map((item) => item.id);
