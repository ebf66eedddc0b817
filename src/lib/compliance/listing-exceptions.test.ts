import i18next from 'i18next';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import rules from '@/config/compliance/listing-rules.json';
import type { EsdsReportRow } from '@/generated/model';
import enListing from '@/locales/en/listing-monitor.json';
import esListing from '@/locales/es/listing-monitor.json';
import {
  findListingExceptions,
  LATE_AFTER_DAYS_RULES,
  lateAfterDaysRule,
  LISTING_EXCEPTIONS_FILE_NAME,
  listingExceptionsCsv,
} from './listing-exceptions';

const LOCALES = { en: enListing, es: esListing };

async function listingT(language: keyof typeof LOCALES) {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    resources: { [language]: { 'listing-monitor': LOCALES[language] } },
    interpolation: { escapeValue: false },
  });
  return i18n.getFixedT(language, 'listing-monitor');
}

function row(jobId: number, fields: Partial<EsdsReportRow>): EsdsReportRow {
  return {
    jobId,
    title: `Job ${jobId}`,
    internalRef: null,
    createdUtc: '2026-11-01T10:00:00Z',
    dateDeactivated: null,
    location: 'Austin, TX',
    esdsStateCode: 'TX',
    postingURL: null,
    dateCrossPosted: null,
    timePosted: null,
    crossRefNumber: null,
    ...fields,
  };
}

const posted = (date: string): Partial<EsdsReportRow> => ({
  dateCrossPosted: date,
  postingURL: `https://joblink.tx.example.gov/postings/${date.slice(0, 10)}`,
});

const TODAY = '2026-11-29';

describe('findListingExceptions', () => {
  it('finds open jobs never cross-posted, with the days from creation to today, longest waiting first', () => {
    const result = findListingExceptions(
      [
        row(1, { createdUtc: '2026-11-20T23:59:59Z' }),
        row(2, { createdUtc: '2026-10-30T00:00:01Z' }),
        // Deactivated: no longer an opening, so not an exception.
        row(3, { dateDeactivated: '2026-11-10T00:00:00Z' }),
        row(4, { createdUtc: '2026-11-29T08:00:00Z' }),
      ],
      { lateAfterDays: 3, today: TODAY },
    );
    expect(result.unlisted.map(({ jobId, days }) => [jobId, days])).toEqual([
      [2, 30],
      [1, 9],
      [4, 0],
    ]);
    expect(result.late).toEqual([]);
    expect(result.unlisted[0]).toMatchObject({
      kind: 'unlisted',
      title: 'Job 2',
      location: 'Austin, TX',
      esdsStateCode: 'TX',
      createdUtc: '2026-10-30T00:00:01Z',
      dateCrossPosted: null,
      postingURL: null,
    });
  });

  it('counts a cross-post late only after more than the threshold in UTC calendar days, open or closed', () => {
    const rows = [
      row(10, posted('2026-11-04T23:00:00Z')), // 3 days: on time at 3
      row(11, posted('2026-11-05T00:30:00Z')), // 4 days
      row(12, { ...posted('2026-11-21T00:00:00Z'), dateDeactivated: '2026-11-25T00:00:00Z' }), // 20 days, closed
      row(13, posted('2026-11-01T10:10:00Z')), // same day
    ];
    const atThree = findListingExceptions(rows, { lateAfterDays: 3, today: TODAY });
    expect(atThree.unlisted).toEqual([]);
    expect(atThree.late.map(({ jobId, days }) => [jobId, days])).toEqual([
      [12, 20],
      [11, 4],
    ]);
    expect(atThree.late[1]).toMatchObject({
      kind: 'late',
      dateCrossPosted: '2026-11-05T00:30:00Z',
      postingURL: 'https://joblink.tx.example.gov/postings/2026-11-05',
    });
    expect(findListingExceptions(rows, { lateAfterDays: 2, today: TODAY }).late.map((late) => late.jobId)).toEqual([
      12, 11, 10,
    ]);
    expect(findListingExceptions(rows, { lateAfterDays: 0, today: TODAY }).late).toHaveLength(3);
    expect(findListingExceptions(rows, { lateAfterDays: 20, today: TODAY }).late).toEqual([]);
  });

  it('does not judge a row whose dates do not parse late, and still lists an open unlisted one', () => {
    const result = findListingExceptions([row(20, posted('not a date')), row(21, { createdUtc: 'not a date' })], {
      lateAfterDays: 0,
      today: TODAY,
    });
    expect(result.late).toEqual([]);
    expect(result.unlisted.map(({ jobId, days }) => [jobId, days])).toEqual([[21, 0]]);
  });

  it('refuses a today that is not YYYY-MM-DD', () => {
    expect(() => findListingExceptions([], { lateAfterDays: 3, today: '11/29/2026' })).toThrow(RangeError);
  });
});

describe('the late threshold rule', () => {
  it('is dated data with its source: 3 days from the VEVRAA rule, by 41 CFR 60-300.5(a)', () => {
    expect(LATE_AFTER_DAYS_RULES).toEqual(rules.lateAfterDays);
    const rule = lateAfterDaysRule(TODAY);
    expect(rule.value).toBe(3);
    expect(rule.source).toContain('41 CFR 60-300.5(a)');
    expect(rule.appliesFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Before the first rule, the first rule still answers: the screen always has a default.
    expect(lateAfterDaysRule('2000-01-01')).toBe(rule);
  });

  it('takes the value in force on the day: a new rule applies from its date on', () => {
    const older = { value: 3, appliesFrom: '2014-03-24', source: 'old', note: '' };
    const newer = { value: 1, appliesFrom: '2027-01-01', source: 'new', note: '' };
    expect(lateAfterDaysRule('2026-12-31', [newer, older])).toBe(older);
    expect(lateAfterDaysRule('2027-01-01', [newer, older])).toBe(newer);
  });
});

describe('listingExceptionsCsv', () => {
  const result = findListingExceptions(
    [
      row(30, { title: '=Enfermera de día', createdUtc: '2026-11-19T12:00:00Z' }),
      row(31, posted('2026-11-09T00:00:00Z')),
    ],
    { lateAfterDays: 3, today: TODAY },
  );

  it('starts with the byte-order mark and holds both kinds, unlisted first, under translated headers', async () => {
    const csv = listingExceptionsCsv(result, await listingT('es'));
    expect(csv.startsWith('\uFEFF"Excepción","ID del empleo"')).toBe(true);
    const [header, unlisted, late, extra] = Papa.parse<string[]>(csv.slice(1)).data;
    expect(header).toEqual([
      'Excepción',
      'ID del empleo',
      'Título',
      'Ubicación',
      'Estado',
      'Fecha de creación',
      'Fecha de publicación cruzada',
      'Días',
      'URL de la publicación',
    ]);
    // The title would run as a formula in a spreadsheet: the writer neutralises it.
    expect(unlisted).toEqual([
      'No publicado',
      '30',
      "'=Enfermera de día",
      'Austin, TX',
      'TX',
      '2026-11-19T12:00:00Z',
      '',
      '10',
      '',
    ]);
    expect(late).toEqual([
      'Publicado tarde',
      '31',
      'Job 31',
      'Austin, TX',
      'TX',
      '2026-11-01T10:00:00Z',
      '2026-11-09T00:00:00Z',
      '8',
      'https://joblink.tx.example.gov/postings/2026-11-09',
    ]);
    expect(extra).toBeUndefined();
  });

  it('names the columns in English too, and the file for the audit pack', async () => {
    const csv = listingExceptionsCsv(result, await listingT('en'));
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFF"Exception","Job ID","Title","Location","State","Date Created","Date Cross Posted","Days","Posting URL"',
    );
    expect(LISTING_EXCEPTIONS_FILE_NAME).toBe('listing-exceptions.csv');
  });
});
