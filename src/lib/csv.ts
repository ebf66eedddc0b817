import Papa from 'papaparse';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/**
 * Writes CSV per RFC 4180 (every field quoted, CRLF line ends) and neutralises cells a spreadsheet
 * would run as a formula (leading = + - @, tab or carriage return) by prefixing a single quote.
 * One writer for the whole product: the client's exports and the demo backend's CSV downloads.
 */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.header),
      data: rows.map((row) => columns.map((column) => column.value(row) ?? '')),
    },
    { quotes: true, newline: '\r\n', escapeFormulae: /^[=+\-@\t\r]/ },
  );
}
