import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { toXlsxBlob, xlsxDay, xlsxSheet, xlsxSheetData, type XlsxColumn } from './xlsx';

interface Item {
  day: string;
  id: number;
  title: string;
}

const columns: XlsxColumn<Item>[] = [
  { header: 'Day', value: (item) => xlsxDay(item.day) },
  { header: 'ID', value: (item) => item.id },
  { header: 'Title', value: (item) => item.title },
];
const items: Item[] = [
  { day: '2026-11-01', id: 7, title: 'Nurse' },
  { day: '2026-11-02', id: 12, title: '=HYPERLINK("x")' },
];

describe('xlsxSheetData', () => {
  it('puts a header row first, then typed cells', () => {
    const data = xlsxSheetData(xlsxSheet(columns, items, 'Items'));
    expect(data).toHaveLength(3);
    expect(data[0]?.map((cell) => (cell as { value: string }).value)).toEqual(['Day', 'ID', 'Title']);
    expect(data[1]).toEqual([
      { value: new Date(Date.UTC(2026, 10, 1)), type: Date, format: 'mm/dd/yyyy' },
      { value: 7, type: Number },
      { value: 'Nurse', type: String },
    ]);
  });
});

describe('xlsxDay', () => {
  it('reads calendar days as UTC midnight and rejects other text', () => {
    expect(xlsxDay('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(xlsxDay('02/28/2026')).toBeNull();
  });
});

describe('toXlsxBlob', () => {
  it('writes a real .xlsx a spreadsheet reader opens, with the same cells', async () => {
    const blob = await toXlsxBlob(columns, items, 'Items');
    const bytes = Buffer.from(await blob.arrayBuffer());
    // A zip container (PK\x03\x04), as every .xlsx is.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const rows = await readSheet(bytes);
    expect(rows).toEqual([
      ['Day', 'ID', 'Title'],
      [new Date(Date.UTC(2026, 10, 1)), 7, 'Nurse'],
      [new Date(Date.UTC(2026, 10, 2)), 12, '=HYPERLINK("x")'],
    ]);
  });
});
