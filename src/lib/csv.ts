import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/**
 * OWASP's CSV-injection list plus line feed and NUL: some importers trim a leading control character
 * and then meet the formula behind it.
 */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/**
 * Writes CSV per RFC 4180 (every field quoted, CRLF line ends) and neutralises cells a spreadsheet
 * would run as a formula (leading = + - @, tab, carriage return, line feed or NUL) by prefixing a single quote.
 * The portal's one writer for its exports (the demo backend, standing in for the server, has its own).
 * The text has no byte-order mark: the file gets it where it is written (download.ts, csvFileText).
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { quotes: true, newline: '\r\n', escapeFormulae: FORMULA_START },
  );
}
