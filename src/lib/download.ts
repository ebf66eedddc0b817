/**
 * Hands a file to the browser as a download. The one place the product creates object URLs, so every
 * export (CSV, spreadsheet, chart image, server file) names and releases its file the same way.
 */
export function saveFile(content: Blob | string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
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
