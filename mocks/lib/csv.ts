import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/**
 * OWASP's CSV-injection list plus line feed and NUL: some importers trim a leading control character
 * and then meet the formula behind it. A real server should neutralise the same cells, so the demo does.
 */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/**
 * The demo backend's CSV downloads: RFC 4180 (every field quoted, CRLF line ends), a cell a spreadsheet
 * would run as a formula prefixed with a single quote. The demo stands in for the server, so it has its
 * own writer rather than the portal's (src/ is the client; mocks/ import only the generated contract code).
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
