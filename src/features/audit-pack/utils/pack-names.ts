/**
 * Names of the files inside the audit pack. Titles and ids come from the server, so every part of a name
 * is reduced to a safe character set (no separators, no dots that could climb out of a folder, no
 * characters a file system refuses), and names are kept unique even where two keys reduce to the same text.
 */

/** The pack's folders and fixed files (the issue names them). */
export const PACK_PATHS = {
  esds: 'esds/cross-posted-jobs.csv',
  listingExceptions: 'esds/listing-exceptions.csv',
  reportCards: 'report-cards/',
  screenshots: 'screenshots/',
  outreach: 'outreach/engagement-summary.csv',
  indexCsv: 'index.csv',
  indexHtml: 'index.html',
} as const;

const MAX_SLUG = 60;
const MAX_KEY = 64;

/** Lower-case words joined by '-', accents dropped ('Évaluation Q3 / 2026' → 'evaluation-q3-2026'). */
export function slug(text: string, maxLength = MAX_SLUG): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, maxLength).replace(/-+$/, '');
}

/** An id as the server spells it, with anything but letters, digits, '_' and '-' replaced by '-'. */
export function safeKey(key: string, maxLength = MAX_KEY): string {
  const safe = key
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength);
  return safe || 'unnamed';
}

/** The calendar day of an ISO date or timestamp as the server sent it (yyyy-MM-dd), or 'undated'. */
export function isoDay(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : 'undated';
}

export function reportCardName(card: { title: string; date: string; mailingKey: string }): string {
  const title = slug(card.title);
  const parts = [isoDay(card.date), title, safeKey(card.mailingKey)].filter(Boolean);
  return `${PACK_PATHS.reportCards}${parts.join('-')}.pdf`;
}

export function screenshotName(shot: { jobId: number; dateCreated: string; screenshotId: string }): string {
  const job = Number.isSafeInteger(shot.jobId) ? String(shot.jobId) : safeKey(String(shot.jobId));
  return `${PACK_PATHS.screenshots}${job}-${isoDay(shot.dateCreated)}-${safeKey(shot.screenshotId)}.png`;
}

/**
 * Gives each name once: a name already given (compared without case, as Windows and macOS do) gets '-2',
 * '-3', … before its extension.
 */
export function uniqueNamer(): (name: string) => string {
  const taken = new Set<string>();
  return (name) => {
    const dot = name.lastIndexOf('.');
    const slash = name.lastIndexOf('/');
    const hasExtension = dot > slash + 1;
    const stem = hasExtension ? name.slice(0, dot) : name;
    const extension = hasExtension ? name.slice(dot) : '';
    let candidate = name;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy += 1) candidate = `${stem}-${copy}${extension}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/** audit-pack-YYYY-MM-DD-to-YYYY-MM-DD.zip for an ISO range. */
export function packFileName(range: { from: string; to: string }): string {
  return `audit-pack-${range.from}-to-${range.to}.zip`;
}
