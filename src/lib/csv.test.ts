import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv, type CsvColumn } from './csv';

interface Row {
  name: string;
  count: number;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Count', value: (row) => row.count },
];

describe('toCsv', () => {
  it('quotes every field and ends lines with CRLF', () => {
    expect(toCsv(columns, [{ name: 'Acme, "Health"', count: 3 }])).toBe('"Name","Count"\r\n"Acme, ""Health""","3"');
  });

  it('neutralises cells that a spreadsheet would evaluate', () => {
    const csv = toCsv(columns, [
      { name: '=HYPERLINK("x")', count: 1 },
      { name: '+1', count: 2 },
      { name: '-1', count: 3 },
      { name: '@SUM(A1)', count: 4 },
      { name: '\tx', count: 5 },
    ]);
    const names = Papa.parse<string[]>(csv)
      .data.slice(1)
      .map((row) => row[0]);
    expect(names).toEqual(['\'=HYPERLINK("x")', "'+1", "'-1", "'@SUM(A1)", "'\tx"]);
  });

  it('round-trips any text that does not start like a formula', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !/^[=+\-@\t\r]/.test(s)),
          { minLength: 1, maxLength: 5 },
        ),
        (names) => {
          const csv = toCsv(
            columns,
            names.map((name, count) => ({ name, count })),
          );
          const parsed = Papa.parse<string[]>(csv, { newline: '\r\n' }).data.slice(1);
          expect(parsed.map((row) => row[0])).toEqual(names);
        },
      ),
    );
  });
});
