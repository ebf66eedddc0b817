import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/forms.json';
import es from '../locales/es/forms.json';
import {
  dateRangeErrors,
  defaultRange,
  formatUsDate,
  fromIsoDate,
  isDateRangeValid,
  JOB_PERFORMANCE_RULES,
  LIMITED_RANGE_RULES,
  NO_RANGE_RULES,
  parseUsDate,
  toIsoDate,
  type DateRangeMessageKey,
  type DefaultRangeKind,
} from './dates';

const TODAY = new Date(2026, 10, 22);

const anyDay = fc
  .date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true })
  .map((date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()));

function message(catalogue: typeof en, key: DateRangeMessageKey): string {
  const name = key.replace('forms:dateRange.', '') as keyof typeof en.dateRange;
  return catalogue.dateRange[name];
}

describe('parseUsDate', () => {
  it('reads MM/DD/YYYY as local midnight', () => {
    const date = parseUsDate('02/29/2024');
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(1);
    expect(date?.getDate()).toBe(29);
    expect(date?.getHours()).toBe(0);
  });

  it.each([
    '02/29/2025',
    '13/01/2026',
    '00/10/2026',
    '04/31/2026',
    '1/2/2026',
    '2026-01-02',
    '01/02/26',
    '',
    '__/__/____',
  ])('rejects %j', (text) => {
    expect(parseUsDate(text)).toBeNull();
  });

  it('round-trips every calendar day through formatUsDate', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const text = formatUsDate(day);
        expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(parseUsDate(text)?.getTime()).toBe(day.getTime());
      }),
    );
  });

  it('never throws and only accepts what it can format back', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const date = parseUsDate(text);
        if (date) expect(formatUsDate(date)).toBe(text.trim());
      }),
    );
  });
});

describe('ISO conversion', () => {
  it('converts between MM/DD/YYYY and yyyy-MM-dd', () => {
    expect(toIsoDate('11/22/2026')).toBe('2026-11-22');
    expect(fromIsoDate('2026-11-22')).toBe('11/22/2026');
    expect(fromIsoDate('2026-11-22T15:04:05Z')).toBe('11/22/2026');
    expect(toIsoDate('11/31/2026')).toBeNull();
    expect(fromIsoDate('22/11/2026')).toBeNull();
  });

  it('is a round trip', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const text = formatUsDate(day);
        expect(fromIsoDate(toIsoDate(text)!)).toBe(text);
      }),
    );
  });
});

describe('dateRangeErrors', () => {
  it('requires both dates', () => {
    expect(dateRangeErrors({}, NO_RANGE_RULES, TODAY)).toEqual({
      from: ['forms:dateRange.fromRequired'],
      to: ['forms:dateRange.toRequired'],
    });
    expect(dateRangeErrors({ from: '  ', to: '' }, NO_RANGE_RULES, TODAY).from).toEqual([
      'forms:dateRange.fromRequired',
    ]);
  });

  it('flags text that is not a date', () => {
    expect(dateRangeErrors({ from: '02/30/2026', to: '11/2_/____' }, NO_RANGE_RULES, TODAY)).toEqual({
      from: ['forms:dateRange.invalidDate'],
      to: ['forms:dateRange.invalidDate'],
    });
  });

  it('flags both sides when To is before From', () => {
    expect(dateRangeErrors({ from: '11/22/2026', to: '11/21/2026' }, NO_RANGE_RULES, TODAY)).toEqual({
      from: ['forms:dateRange.fromAfterTo'],
      to: ['forms:dateRange.toBeforeFrom'],
    });
    expect(isDateRangeValid({ from: '11/22/2026', to: '11/22/2026' }, NO_RANGE_RULES, TODAY)).toBe(true);
  });

  it('limits observance and ESDS ranges to 365 days', () => {
    expect(isDateRangeValid({ from: '01/01/2025', to: '01/01/2026' }, LIMITED_RANGE_RULES, TODAY)).toBe(true);
    expect(dateRangeErrors({ from: '01/01/2024', to: '01/01/2025' }, LIMITED_RANGE_RULES, TODAY)).toEqual({
      from: [],
      to: ['forms:dateRange.exceedsYear'],
    });
    expect(isDateRangeValid({ from: '01/01/2024', to: '01/01/2026' }, NO_RANGE_RULES, TODAY)).toBe(true);
  });

  it('keeps job performance within 2 years and after 1 October 2021', () => {
    expect(isDateRangeValid({ from: '11/22/2024', to: '11/22/2026' }, JOB_PERFORMANCE_RULES, TODAY)).toBe(true);
    expect(dateRangeErrors({ from: '11/21/2024', to: '11/22/2026' }, JOB_PERFORMANCE_RULES, TODAY)).toEqual({
      from: ['forms:dateRange.tooFarBack'],
      to: [],
    });
    const early = new Date(2023, 5, 1);
    expect(dateRangeErrors({ from: '09/30/2021', to: '10/01/2021' }, JOB_PERFORMANCE_RULES, early)).toEqual({
      from: ['forms:dateRange.beforeMinimum'],
      to: [],
    });
    expect(isDateRangeValid({ from: '10/01/2021', to: '10/01/2021' }, JOB_PERFORMANCE_RULES, early)).toBe(true);
  });

  it('is valid exactly when both dates parse, From ≤ To and the span fits the limit', () => {
    fc.assert(
      fc.property(anyDay, anyDay, fc.boolean(), (a, b, limited) => {
        const rules = limited ? LIMITED_RANGE_RULES : NO_RANGE_RULES;
        const range = { from: formatUsDate(a), to: formatUsDate(b) };
        const span = differenceInCalendarDays(b, a);
        const expected = span >= 0 && (!limited || span <= 365);
        expect(isDateRangeValid(range, rules, TODAY)).toBe(expected);
        const errors = dateRangeErrors(range, rules, TODAY);
        expect(errors.from.includes('forms:dateRange.fromAfterTo')).toBe(span < 0);
        expect(errors.to.includes('forms:dateRange.toBeforeFrom')).toBe(span < 0);
      }),
    );
  });

  it('never reports a date as too far back unless it is more than 2 years before today', () => {
    fc.assert(
      fc.property(anyDay, anyDay, anyDay, (a, b, today) => {
        const errors = dateRangeErrors({ from: formatUsDate(a), to: formatUsDate(b) }, JOB_PERFORMANCE_RULES, today);
        const limit = new Date(today.getFullYear() - 2, today.getMonth(), today.getDate());
        const twoYearsBack =
          limit.getMonth() === today.getMonth() ? limit : new Date(limit.getFullYear(), limit.getMonth(), 0);
        expect(errors.from.includes('forms:dateRange.tooFarBack')).toBe(a < twoYearsBack);
        expect(errors.to.includes('forms:dateRange.tooFarBack')).toBe(b < twoYearsBack);
      }),
    );
  });
});

describe('messages', () => {
  it('are the spec texts in English and translated in Spanish', () => {
    expect(en.dateRange).toMatchObject({
      fromRequired: 'From Date is required',
      toRequired: 'To Date is required',
      toBeforeFrom: 'To Date cannot be before the From Date',
      fromAfterTo: 'From Date cannot be after the To Date',
      exceedsYear: 'The To Date and From Date fields cannot exceed a year.',
      tooFarBack: 'Selected date cannot be more than 2 years in the past.',
      beforeMinimum: 'Minimum date cannot be before October 1st 2021',
    });
    const keys: DateRangeMessageKey[] = [
      'forms:dateRange.fromRequired',
      'forms:dateRange.toRequired',
      'forms:dateRange.invalidDate',
      'forms:dateRange.toBeforeFrom',
      'forms:dateRange.fromAfterTo',
      'forms:dateRange.exceedsYear',
      'forms:dateRange.tooFarBack',
      'forms:dateRange.beforeMinimum',
    ];
    for (const key of keys) {
      expect(message(en, key)).toBeTruthy();
      expect(message(es, key)).toBeTruthy();
      expect(message(es, key)).not.toBe(message(en, key));
    }
  });
});

describe('defaultRange', () => {
  it('follows the section 9 defaults', () => {
    expect(defaultRange('documents', TODAY)).toEqual({ from: '11/22/2025', to: '11/22/2026' });
    expect(defaultRange('demographics', TODAY)).toEqual({ from: '11/22/2025', to: '11/22/2026' });
    expect(defaultRange('screenshots', TODAY)).toEqual({ from: '10/22/2026', to: '11/22/2026' });
    expect(defaultRange('esds', TODAY)).toEqual({ from: '10/22/2026', to: '11/22/2026' });
    expect(defaultRange('dashboard', TODAY)).toEqual({ from: '10/22/2026', to: '11/22/2026' });
    expect(defaultRange('observances', TODAY)).toEqual({ from: '11/01/2026', to: '10/31/2027' });
    expect(defaultRange('jobPerformance', TODAY)).toEqual({ from: '08/22/2026', to: '11/22/2026' });
  });

  it('ignores the time of day', () => {
    expect(defaultRange('esds', new Date(2026, 10, 22, 23, 59))).toEqual({ from: '10/22/2026', to: '11/22/2026' });
  });

  it('always satisfies the rules of its screen', () => {
    const rulesOf: Record<DefaultRangeKind, typeof NO_RANGE_RULES> = {
      documents: NO_RANGE_RULES,
      screenshots: NO_RANGE_RULES,
      observances: LIMITED_RANGE_RULES,
      jobPerformance: JOB_PERFORMANCE_RULES,
      demographics: NO_RANGE_RULES,
      esds: LIMITED_RANGE_RULES,
      dashboard: NO_RANGE_RULES,
    };
    const after = fc.date({ min: new Date(2022, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(after, fc.constantFrom(...(Object.keys(rulesOf) as DefaultRangeKind[])), (today, kind) => {
        expect(isDateRangeValid(defaultRange(kind, today), rulesOf[kind], today)).toBe(true);
      }),
    );
  });
});
