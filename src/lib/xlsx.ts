import type { SheetData } from 'write-excel-file/browser';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxCell = string | number | Date | null;

export interface XlsxColumn<Row> {
  header: string;
  value: (row: Row) => XlsxCell;
  /** Width in characters. */
  width?: number;
}

/** A sheet as plain data (no functions), so it can be posted to the export worker. */
export interface XlsxSheet {
  name: string;
  headers: string[];
  widths: number[];
  rows: XlsxCell[][];
}

/** Shown by spreadsheet programs for date cells. */
const DATE_FORMAT = 'mm/dd/yyyy';

export function xlsxSheet<Row>(columns: readonly XlsxColumn<Row>[], rows: readonly Row[], name: string): XlsxSheet {
  return {
    name,
    headers: columns.map((column) => column.header),
    widths: columns.map((column) => column.width ?? Math.max(12, column.header.length + 2)),
    rows: rows.map((row) => columns.map((column) => column.value(row))),
  };
}

/**
 * The sheet as write-excel-file wants it: a bold header row, then one row per item. Numbers stay
 * numbers and dates stay dates (so the spreadsheet can sum and sort them); text cells are plain strings,
 * never formulas.
 */
export function xlsxSheetData(sheet: XlsxSheet): SheetData {
  const header = sheet.headers.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = sheet.rows.map((row) =>
    row.map((value) => {
      if (value === null) return null;
      if (value instanceof Date) return { value, type: Date, format: DATE_FORMAT };
      if (typeof value === 'number') return { value, type: Number };
      return { value, type: String };
    }),
  );
  return [header, ...body];
}

/** Calendar day (yyyy-MM-dd) as a UTC midnight Date: what a spreadsheet date cell stores, whatever the time zone. */
export function xlsxDay(isoDay: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** Writes the .xlsx in the current thread (the export worker, and tests). */
export async function writeXlsxBlob(sheet: XlsxSheet): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  return writeXlsxFile(xlsxSheetData(sheet), {
    sheet: sheet.name,
    columns: sheet.widths.map((width) => ({ width })),
    stickyRowsCount: 1,
  }).toBlob();
}

/**
 * A real .xlsx file of one sheet, written in a worker: the page stays responsive for big exports, and
 * the writer's zip library may start its own helper workers there (the page's Content-Security-Policy,
 * a meta tag, allows only same-origin workers; it does not apply inside the worker). The worker and the
 * writer load on the first export, never with a screen.
 */
export function toXlsxBlob<Row>(
  columns: readonly XlsxColumn<Row>[],
  rows: readonly Row[],
  name: string,
): Promise<Blob> {
  const sheet = xlsxSheet(columns, rows, name);
  if (typeof Worker === 'undefined') return writeXlsxBlob(sheet);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./xlsx-worker.ts', import.meta.url), { type: 'module' });
    const finish = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<{ blob?: Blob; error?: string }>) => {
      finish();
      if (event.data.blob) resolve(event.data.blob);
      else reject(new Error(event.data.error ?? 'The spreadsheet could not be written.'));
    };
    worker.onerror = () => {
      finish();
      reject(new Error('The spreadsheet could not be written.'));
    };
    worker.postMessage(sheet);
  });
}
