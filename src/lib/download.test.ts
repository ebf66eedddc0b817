/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvFileText, saveFile, UTF8_BOM } from './download';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Saves `content` as `saveFile` does and returns the bytes and type of the file handed to the browser. */
async function saved(...args: Parameters<typeof saveFile>): Promise<{ bytes: number[]; type: string; name: string }> {
  const blobs: Blob[] = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL(blob: Blob) {
        blobs.push(blob);
        return 'blob:file';
      }
      static override revokeObjectURL() {}
    },
  );
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  saveFile(...args);
  const [blob] = blobs;
  return { bytes: [...new Uint8Array(await blob!.arrayBuffer())], type: blob!.type, name: names[0] ?? '' };
}

const utf8 = (text: string) => [...new TextEncoder().encode(text)];
const BOM_BYTES = [0xef, 0xbb, 0xbf];

describe('saveFile', () => {
  it('starts a CSV file with the UTF-8 byte-order mark, so Excel reads José and not JosÃ©', async () => {
    const file = await saved('"Name"\r\n"José"', 'people.csv');
    expect(file.name).toBe('people.csv');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.bytes).toEqual([...BOM_BYTES, ...utf8('"Name"\r\n"José"')]);
  });

  it('writes the mark once when the text has it already', async () => {
    const file = await saved(`${UTF8_BOM}"Name"`, 'people.csv');
    expect(file.bytes).toEqual([...BOM_BYTES, ...utf8('"Name"')]);
  });

  it('leaves other text, and files handed over as bytes, as they are', async () => {
    expect((await saved('BEGIN:VCALENDAR', 'day.ics', 'text/calendar')).bytes).toEqual(utf8('BEGIN:VCALENDAR'));
    const bytes = new Blob([new Uint8Array([0x22, 0x41, 0x22])], { type: 'text/csv' });
    expect((await saved(bytes, 'server.csv')).bytes).toEqual([0x22, 0x41, 0x22]);
  });
});

describe('csvFileText', () => {
  it('puts the byte-order mark in front of a CSV text, once', () => {
    expect(csvFileText('"a"')).toBe('\uFEFF"a"');
    expect(csvFileText(csvFileText('"a"'))).toBe('\uFEFF"a"');
    expect(csvFileText('')).toBe('\uFEFF');
  });
});
