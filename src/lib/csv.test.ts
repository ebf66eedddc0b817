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

/** What a spreadsheet may run as a formula or split into a new row: none may start a written cell. */
const FORMULA_START = /^[=+\-@\t\r\n\0]/;

/** Any text, with a good share of cells that start like a formula. */
const cellText = fc.oneof(
  fc.string({ unit: 'binary' }),
  fc
    .tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', '\0'), fc.string({ unit: 'binary' }))
    .map(([lead, rest]) => lead + rest),
);

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
      { name: '\rx', count: 6 },
      { name: '\nx', count: 7 },
      { name: '\0x', count: 8 },
    ]);
    const names = Papa.parse<string[]>(csv)
      .data.slice(1)
      .map((row) => row[0]);
    expect(names).toEqual(['\'=HYPERLINK("x")', "'+1", "'-1", "'@SUM(A1)", "'\tx", "'\rx", "'\nx", "'\0x"]);
  });

  it('round-trips any text that does not start like a formula', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((s) => !FORMULA_START.test(s)),
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

  it('never writes a cell that starts like a formula, and keeps every value apart from the leading quote', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 5 }), (names) => {
        const csv = toCsv(
          columns,
          names.map((name, count) => ({ name, count })),
        );
        const cells = Papa.parse<string[]>(csv, { newline: '\r\n' }).data.slice(1);
        expect(cells).toHaveLength(names.length);
        for (const [index, row] of cells.entries()) {
          for (const cell of row) expect(FORMULA_START.test(cell), JSON.stringify(cell)).toBe(false);
          const name = names[index] ?? '';
          expect(row[0]).toBe(FORMULA_START.test(name) ? `'${name}` : name);
        }
      }),
      { numRuns: 500 },
    );
  });
});
