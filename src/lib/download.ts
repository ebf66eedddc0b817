/**
 * UTF-8's byte-order mark. Excel opens a CSV file without it in the computer's legacy code page ('JosÃ©'
 * for 'José'); with it, as UTF-8.
 */
export const UTF8_BOM = '\uFEFF';

/**
 * A CSV text as a file's content: starting with the byte-order mark, once. Every CSV file the portal
 * writes gets it, its own (toCsv) and the server's alike: a server's CSV is read as text, and decoding
 * drops any mark the server sent.
 */
export function csvFileText(csv: string): string {
  return csv.startsWith(UTF8_BOM) ? csv : UTF8_BOM + csv;
}

/**
 * Hands a file to the browser as a download. The one place the product creates object URLs, so every
 * export (CSV, spreadsheet, chart image, server file) names and releases its file the same way. Text
 * saved as CSV (the default type) starts with the byte-order mark; a Blob is saved as it is.
 */
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const text = typeof content === 'string' && type.startsWith('text/csv') ? csvFileText(content) : content;
  const blob = typeof text === 'string' ? new Blob([text], { type }) : text;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
