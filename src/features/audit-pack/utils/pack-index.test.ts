import { createHash } from 'node:crypto';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import auditPackTexts from '@/locales/en/audit-pack.json';
import { escapeHtml, indexCsv, indexHtml, normalizeEntry, type IndexEntry, type IndexTexts } from './pack-index';

const TEXTS: IndexTexts = {
  language: 'en',
  title: 'Audit Pack',
  details: [{ label: 'Company', value: 'Acme <Health> & Sons' }],
  summary: '2 files included',
  caption: 'Files of this pack',
  note: 'Each SHA-256 is the hash of the file.',
  columns: auditPackTexts.index.columns,
  statuses: auditPackTexts.index.statuses,
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const entryArbitrary: fc.Arbitrary<IndexEntry> = fc.record({
  file: fc.string({ minLength: 1 }),
  source: fc.string(),
  date: fc.string(),
  jobId: fc.string(),
  sha256: fc.string().map(sha256),
  status: fc.constantFrom('ok' as const, 'failed' as const, 'not-included' as const),
  reason: fc.string(),
});

const parse = (csv: string) => Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;

describe('the index builder', () => {
  it('writes the columns the issue names, a row per entry, and a hash only for files that are in the pack', () => {
    fc.assert(
      fc.property(fc.array(entryArbitrary, { maxLength: 30 }), (entries) => {
        const rows = parse(indexCsv(entries));
        expect(rows[0]).toEqual(['file', 'source call', 'date', 'job id', 'sha256', 'status', 'reason']);
        expect(rows).toHaveLength(entries.length + 1);
        entries.forEach((entry, index) => {
          const [, , , , hash, status, reason] = rows[index + 1] as string[];
          if (entry.status === 'ok') {
            expect(hash).toBe(entry.sha256);
            expect(status).toBe('ok');
            expect(reason).toBe('');
          } else {
            // A failed download or a section not included: listed, never dropped, and never with a hash.
            expect(hash).toBe('');
            expect(status).toBe(entry.status === 'failed' ? 'failed' : 'not included');
          }
        });
      }),
    );
  });

  it('keeps every value as text (no formula reaches a spreadsheet) and lists every file in index.html', () => {
    fc.assert(
      fc.property(fc.array(entryArbitrary, { minLength: 1, maxLength: 20 }), (entries) => {
        const html = indexHtml(entries, TEXTS);
        const rows = parse(indexCsv(entries)).slice(1);
        for (const [index, entry] of entries.entries()) {
          expect(html).toContain(escapeHtml(entry.file));
          const file = rows[index]?.[0] ?? '';
          expect(/^[=+\-@\t\r\n\0]/.test(file)).toBe(false);
        }
        expect(html.match(/<tr>/g)).toHaveLength(entries.length + 1);
      }),
    );
  });

  it('escapes every value of index.html: a title from the server cannot add markup', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (file, reason) => {
        const html = indexHtml(
          [{ file, source: '<b>', date: '', jobId: '', sha256: '', status: 'failed', reason }],
          TEXTS,
        );
        const body = html.slice(html.indexOf('<tbody>'), html.indexOf('</tbody>'));
        const cells = body.replace(/<\/?(tbody|tr|td|a)( [^>]*)?>/g, '');
        expect(cells).not.toMatch(/[<>]/);
      }),
    );
    const html = indexHtml(
      [
        {
          file: 'a.pdf',
          source: 's',
          date: '',
          jobId: '',
          sha256: '',
          status: 'failed',
          reason: '<img src=x onerror=alert(1)>',
        },
      ],
      TEXTS,
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('Acme &lt;Health&gt; &amp; Sons');
    expect(html).toContain('<html lang="en">');
  });

  it('refuses an ok entry without a SHA-256 and drops the hash of any other', () => {
    const base = { file: 'a.png', source: 's', date: '', jobId: '', reason: '' };
    expect(() => normalizeEntry({ ...base, sha256: '', status: 'ok' })).toThrow(/no SHA-256/);
    expect(normalizeEntry({ ...base, sha256: sha256('x'), status: 'failed' }).sha256).toBe('');
  });

  it('links the files of the pack from index.html, shows days in the reader’s format, and is printable', () => {
    const html = indexHtml(
      [
        {
          file: 'screenshots/1-2026-01-02-SS A.png',
          source: 'getDocumentUrl',
          date: '2026-01-02',
          jobId: '1',
          sha256: sha256('a'),
          status: 'ok',
          reason: '',
        },
        {
          file: 'esds/cross-posted-jobs.csv',
          source: 'exportEsdsReportCsv',
          date: '2025-01-01/2026-01-01',
          jobId: '',
          sha256: '',
          status: 'not-included',
          reason: 'No flag',
        },
      ],
      { ...TEXTS, formatDay: (day) => day.split('-').reverse().join('/') },
    );
    expect(html).toContain('<a href="screenshots/1-2026-01-02-SS%20A.png">');
    expect(html).not.toContain('<a href="esds/');
    expect(html).toContain('<td>02/01/2026</td>');
    expect(html).toContain('01/01/2025 – 01/01/2026');
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/<script/i);
  });
});
