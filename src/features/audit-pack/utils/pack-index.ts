import { toCsv, type CsvColumn } from '@/lib/csv';

/**
 * The audit pack's index: one row per file the pack holds or should have held. A document that failed to
 * download stays in the index (status failed, no hash); a section the company is not entitled to is
 * listed as not included, with the reason. index.csv is the machine-readable copy (fixed English headers
 * and status codes); index.html is the same rows for people, in the user's language, printable.
 */
export type EntryStatus = 'ok' | 'failed' | 'not-included';

export interface IndexEntry {
  /** Path inside the pack; for an entry about a whole section, the section's folder or file. */
  file: string;
  /** The API call the file comes from (the contract's operationId). */
  source: string;
  /** yyyy-MM-dd of a document, yyyy-MM-dd/yyyy-MM-dd of a range export, or empty. */
  date: string;
  jobId: string;
  /** Lower-case hex SHA-256 of the file's bytes; only an entry whose status is ok has one. */
  sha256: string;
  status: EntryStatus;
  /** Why the entry failed or was not included; empty when ok. */
  reason: string;
  /** The scheduling letter's item the file evidences (a pack by item only). */
  item?: string;
}

/** The index's status codes (index.csv). */
export const STATUS_CODES: Record<EntryStatus, string> = {
  ok: 'ok',
  failed: 'failed',
  'not-included': 'not included',
};

export const SHA256_HEX = /^[0-9a-f]{64}$/;

/** An entry as the index writes it: only ok entries keep a hash, and an ok entry without a valid hash is refused. */
export function normalizeEntry(entry: IndexEntry): IndexEntry {
  if (entry.status === 'ok') {
    if (!SHA256_HEX.test(entry.sha256)) throw new Error(`The index entry ${entry.file} is ok but has no SHA-256.`);
    return { ...entry, reason: '' };
  }
  return { ...entry, sha256: '' };
}

const CSV_COLUMNS: readonly CsvColumn<IndexEntry>[] = [
  { header: 'file', value: (entry) => entry.file },
  { header: 'source call', value: (entry) => entry.source },
  { header: 'date', value: (entry) => entry.date },
  { header: 'job id', value: (entry) => entry.jobId },
  { header: 'sha256', value: (entry) => entry.sha256 },
  { header: 'status', value: (entry) => STATUS_CODES[entry.status] },
  { header: 'reason', value: (entry) => entry.reason },
];

const ITEM_COLUMN: CsvColumn<IndexEntry> = { header: 'item', value: (entry) => entry.item ?? '' };

const byItem = (entries: readonly IndexEntry[]) => entries.some((entry) => entry.item !== undefined);

/** index.csv; a pack by item has one more column, the item each file evidences. */
export function indexCsv(entries: readonly IndexEntry[]): string {
  return toCsv(byItem(entries) ? [ITEM_COLUMN, ...CSV_COLUMNS] : CSV_COLUMNS, entries.map(normalizeEntry));
}

/** The words of index.html, in the user's language (src/locales/<lang>/audit-pack.json). */
export interface IndexTexts {
  language: string;
  title: string;
  /** Label and value pairs above the table (company, range, built on…). */
  details: readonly { label: string; value: string }[];
  summary: string;
  caption: string;
  note: string;
  columns: Record<'file' | 'source' | 'date' | 'jobId' | 'sha256' | 'status' | 'reason', string> & {
    /** The item column's header and an item's name (a pack by item). */
    item?: string;
  };
  itemName?: (id: string) => string;
  statuses: Record<EntryStatus, string>;
  /** Shows a yyyy-MM-dd day in the user's language (a range's two days are shown separately). */
  formatDay?: (isoDay: string) => string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A relative link to a file of the pack, each path segment percent-encoded. */
function fileHref(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

function shownDate(date: string, formatDay: (isoDay: string) => string): string {
  if (!date) return '';
  return date
    .split('/')
    .map((day) => (/^\d{4}-\d{2}-\d{2}$/.test(day) ? formatDay(day) : day))
    .join(' – ');
}

const STYLE = `
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #18181b; margin: 2rem; line-height: 1.4; }
  h1 { font-size: 1.6rem; margin: 0 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0 0 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  p { margin: 0 0 1rem; }
  table { border-collapse: collapse; width: 100%; font-size: 0.85rem; }
  caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
  th, td { border: 1px solid #d4d4d8; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
  th { background: #f4f4f5; }
  td.hash { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 0.75rem; word-break: break-all; }
  td.file { word-break: break-all; }
  .status-failed { color: #b91c1c; font-weight: 600; }
  .status-not-included { color: #52525b; font-style: italic; }
  @media print {
    body { margin: 0; }
    a { color: inherit; text-decoration: none; }
    tr { break-inside: avoid; }
  }
`;

/** index.html: a complete, self-contained page (no script, no outside resource); every value is escaped. */
export function indexHtml(entries: readonly IndexEntry[], texts: IndexTexts): string {
  const formatDay = texts.formatDay ?? ((day: string) => day);
  const columns = texts.columns;
  const withItem = byItem(entries);
  const head = [
    ...(withItem ? [columns.item ?? 'item'] : []),
    columns.file,
    columns.source,
    columns.date,
    columns.jobId,
    columns.sha256,
    columns.status,
    columns.reason,
  ]
    .map((name) => `<th scope="col">${escapeHtml(name)}</th>`)
    .join('');
  const rows = entries.map(normalizeEntry).map((entry) => {
    const file =
      entry.status === 'ok'
        ? `<a href="${escapeHtml(fileHref(entry.file))}">${escapeHtml(entry.file)}</a>`
        : escapeHtml(entry.file);
    const item = entry.item ?? '';
    const cells = [
      ...(withItem ? [`<td>${escapeHtml(item && texts.itemName ? texts.itemName(item) : item)}</td>`] : []),
      `<td class="file">${file}</td>`,
      `<td>${escapeHtml(entry.source)}</td>`,
      `<td>${escapeHtml(shownDate(entry.date, formatDay))}</td>`,
      `<td>${escapeHtml(entry.jobId)}</td>`,
      `<td class="hash">${escapeHtml(entry.sha256)}</td>`,
      `<td class="status-${entry.status}">${escapeHtml(texts.statuses[entry.status])}</td>`,
      `<td>${escapeHtml(entry.reason)}</td>`,
    ];
    return `<tr>${cells.join('')}</tr>`;
  });
  const details = texts.details
    .map((detail) => `<dt>${escapeHtml(detail.label)}</dt><dd>${escapeHtml(detail.value)}</dd>`)
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(texts.language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(texts.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${escapeHtml(texts.title)}</h1>`,
    `<dl>${details}</dl>`,
    `<p>${escapeHtml(texts.summary)}</p>`,
    `<p>${escapeHtml(texts.note)}</p>`,
    '<table>',
    `<caption>${escapeHtml(texts.caption)}</caption>`,
    `<thead><tr>${head}</tr></thead>`,
    `<tbody>${rows.join('\n')}</tbody>`,
    '</table>',
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** How many entries of each status: the summary line of the page and of index.html. */
export function countStatuses(entries: readonly IndexEntry[]): Record<EntryStatus, number> {
  const counts: Record<EntryStatus, number> = { ok: 0, failed: 0, 'not-included': 0 };
  for (const entry of entries) counts[entry.status] += 1;
  return counts;
}
