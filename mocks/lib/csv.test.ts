import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  count: number | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Count', value: (row) => row.count },
];

describe("the demo backend's CSV writer", () => {
  it('quotes every field, doubles quotes, ends lines with CRLF and writes null as an empty cell', () => {
    expect(
      toCsv(columns, [
        { name: 'Acme, "Health"', count: 3 },
        { name: 'Beta', count: null },
      ]),
    ).toBe('"Name","Count"\r\n"Acme, ""Health""","3"\r\n"Beta",""');
  });

  it('writes only the header line for no rows', () => {
    expect(toCsv(columns, [])).toBe('"Name","Count"\r\n');
  });

  it('neutralises cells that a spreadsheet would evaluate, and leaves the rest as they are', () => {
    const names = ['=HYPERLINK("x")', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '\nx', '\0x', 'a=b', 'Line\nbreak'];
    const csv = toCsv(
      columns,
      names.map((name, count) => ({ name, count })),
    );
    const written = Papa.parse<string[]>(csv, { newline: '\r\n' })
      .data.slice(1)
      .map((row) => row[0]);
    expect(written).toEqual([
      '\'=HYPERLINK("x")',
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      "'\rx",
      "'\nx",
      "'\0x",
      'a=b',
      'Line\nbreak',
    ]);
  });
});
