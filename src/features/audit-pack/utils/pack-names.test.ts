import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoDay, packFileName, reportCardName, safeKey, screenshotName, slug, uniqueNamer } from './pack-names';

/** What a name inside the pack may look like: one known folder, then safe characters only. */
const SAFE_NAME = /^(report-cards|screenshots)\/[A-Za-z0-9_-]+(-\d+)?\.(pdf|png)$/;

describe('the pack file names', () => {
  it('name a report card by day, title and mailing key, and a screenshot by job, day and id', () => {
    expect(
      reportCardName({
        title: 'Diversity Outreach Report Card - October 2026',
        date: '2026-11-03T13:00:00Z',
        mailingKey: 'RC-1001-202610-ABC123',
      }),
    ).toBe('report-cards/2026-11-03-diversity-outreach-report-card-october-2026-RC-1001-202610-ABC123.pdf');
    expect(screenshotName({ jobId: 100245, dateCreated: '2026-10-01T08:30:00Z', screenshotId: 'SS-XYZ' })).toBe(
      'screenshots/100245-2026-10-01-SS-XYZ.png',
    );
  });

  it('drop accents, separators and dots that could leave the folder', () => {
    expect(slug('Évaluation Q3 / 2026: ../../etc')).toBe('evaluation-q3-2026-etc');
    expect(safeKey('../a/b\\c d')).toBe('a-b-c-d');
    expect(safeKey('///')).toBe('unnamed');
    expect(isoDay('not a date')).toBe('undated');
  });

  it('are always safe, whatever the server sends', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string({ minLength: 1 }), (title, date, key) => {
        expect(reportCardName({ title, date, mailingKey: key })).toMatch(SAFE_NAME);
        expect(screenshotName({ jobId: 7, dateCreated: date, screenshotId: key })).toMatch(SAFE_NAME);
      }),
    );
  });

  it('are unique even when two keys reduce to the same text, ignoring case', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 40 }), (keys) => {
        const unique = uniqueNamer();
        const names = keys.map((key) =>
          unique(screenshotName({ jobId: 1, dateCreated: '2026-01-01', screenshotId: key })),
        );
        expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
        for (const name of names) expect(name).toMatch(SAFE_NAME);
      }),
    );
    const unique = uniqueNamer();
    expect([unique('screenshots/a.png'), unique('screenshots/A.png'), unique('screenshots/a.png')]).toEqual([
      'screenshots/a.png',
      'screenshots/A-2.png',
      'screenshots/a-3.png',
    ]);
  });

  it('name the zip by its range', () => {
    expect(packFileName({ from: '2025-11-22', to: '2026-11-22' })).toBe('audit-pack-2025-11-22-to-2026-11-22.zip');
  });
});
