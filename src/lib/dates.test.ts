import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../locales/en/forms.json';
import es from '../locales/es/forms.json';
import {
  dateRangeErrors,
  defaultRange,
  calendarDay,
  fileNameDate,
  isDateRangeValid,
  JOB_PERFORMANCE_RULES,
  LIMITED_RANGE_RULES,
  NO_RANGE_RULES,
  isoToUsDate,
  parseCalendarDay,
  usDateToIso,
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

describe('parseCalendarDay', () => {
  it('reads yyyy-MM-dd as local midnight', () => {
    const date = parseCalendarDay('2024-02-29');
    expect(date?.getFullYear()).toBe(2024);
    expect(date?.getMonth()).toBe(1);
    expect(date?.getDate()).toBe(29);
    expect(date?.getHours()).toBe(0);
  });

  it.each([
    '2025-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-1-2',
    '01/02/2026',
    '2026-01-02T00:00:00Z',
    ' 2026-01-02',
    '',
  ])('rejects %j', (text) => {
    expect(parseCalendarDay(text)).toBeNull();
  });

  it('round-trips every calendar day through calendarDay', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const text = calendarDay(day);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(parseCalendarDay(text)?.getTime()).toBe(day.getTime());
      }),
    );
  });

  it('never throws and only accepts what it can format back', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const date = parseCalendarDay(text);
        if (date) expect(calendarDay(date)).toBe(text);
      }),
    );
  });
});

describe('MM/DD/YYYY at the edges', () => {
  it('converts between MM/DD/YYYY and yyyy-MM-dd', () => {
    expect(usDateToIso('11/22/2026')).toBe('2026-11-22');
    expect(isoToUsDate('2026-11-22')).toBe('11/22/2026');
    expect(usDateToIso('11/31/2026')).toBeNull();
    expect(isoToUsDate('22/11/2026')).toBeNull();
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
  ])('reads no day from %j', (text) => {
    expect(usDateToIso(text)).toBeNull();
  });

  it('is a round trip', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        const iso = calendarDay(day);
        const text = isoToUsDate(iso)!;
        expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(usDateToIso(text)).toBe(iso);
      }),
    );
  });

  it('names files with MM-DD-YYYY, readable and free of slashes', () => {
    expect(fileNameDate('2026-08-22')).toBe('08-22-2026');
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

  it('flags text that is not a day (what a date input holds while it has no real day)', () => {
    expect(dateRangeErrors({ from: '2026-02-30', to: '2026-11-2' }, NO_RANGE_RULES, TODAY)).toEqual({
      from: ['forms:dateRange.invalidDate'],
      to: ['forms:dateRange.invalidDate'],
    });
    expect(dateRangeErrors({ from: '02/30/2026', to: '11/2_/____' }, NO_RANGE_RULES, TODAY)).toEqual({
      from: ['forms:dateRange.invalidDate'],
      to: ['forms:dateRange.invalidDate'],
    });
  });

  it('flags both sides when To is before From', () => {
    expect(dateRangeErrors({ from: '2026-11-22', to: '2026-11-21' }, NO_RANGE_RULES, TODAY)).toEqual({
      from: ['forms:dateRange.fromAfterTo'],
      to: ['forms:dateRange.toBeforeFrom'],
    });
    expect(isDateRangeValid({ from: '2026-11-22', to: '2026-11-22' }, NO_RANGE_RULES, TODAY)).toBe(true);
  });

  it('limits observance and ESDS ranges to 365 days', () => {
    expect(isDateRangeValid({ from: '2025-01-01', to: '2026-01-01' }, LIMITED_RANGE_RULES, TODAY)).toBe(true);
    expect(dateRangeErrors({ from: '2024-01-01', to: '2025-01-01' }, LIMITED_RANGE_RULES, TODAY)).toEqual({
      from: [],
      to: ['forms:dateRange.exceedsYear'],
    });
    expect(isDateRangeValid({ from: '2024-01-01', to: '2026-01-01' }, NO_RANGE_RULES, TODAY)).toBe(true);
  });

  it('keeps job performance within 2 years and after 1 October 2021', () => {
    expect(isDateRangeValid({ from: '2024-11-22', to: '2026-11-22' }, JOB_PERFORMANCE_RULES, TODAY)).toBe(true);
    expect(dateRangeErrors({ from: '2024-11-21', to: '2026-11-22' }, JOB_PERFORMANCE_RULES, TODAY)).toEqual({
      from: ['forms:dateRange.tooFarBack'],
      to: [],
    });
    const early = new Date(2023, 5, 1);
    expect(dateRangeErrors({ from: '2021-09-30', to: '2021-10-01' }, JOB_PERFORMANCE_RULES, early)).toEqual({
      from: ['forms:dateRange.beforeMinimum'],
      to: [],
    });
    expect(isDateRangeValid({ from: '2021-10-01', to: '2021-10-01' }, JOB_PERFORMANCE_RULES, early)).toBe(true);
  });

  it('is valid exactly when both dates parse, From ≤ To and the span fits the limit', () => {
    fc.assert(
      fc.property(anyDay, anyDay, fc.boolean(), (a, b, limited) => {
        const rules = limited ? LIMITED_RANGE_RULES : NO_RANGE_RULES;
        const range = { from: calendarDay(a), to: calendarDay(b) };
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
        const errors = dateRangeErrors({ from: calendarDay(a), to: calendarDay(b) }, JOB_PERFORMANCE_RULES, today);
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
    expect(defaultRange('documents', TODAY)).toEqual({ from: '2025-11-22', to: '2026-11-22' });
    expect(defaultRange('demographics', TODAY)).toEqual({ from: '2025-11-22', to: '2026-11-22' });
    expect(defaultRange('screenshots', TODAY)).toEqual({ from: '2026-10-22', to: '2026-11-22' });
    expect(defaultRange('esds', TODAY)).toEqual({ from: '2026-10-22', to: '2026-11-22' });
    expect(defaultRange('dashboard', TODAY)).toEqual({ from: '2026-10-22', to: '2026-11-22' });
    expect(defaultRange('observances', TODAY)).toEqual({ from: '2026-11-01', to: '2027-10-31' });
    expect(defaultRange('jobPerformance', TODAY)).toEqual({ from: '2026-08-22', to: '2026-11-22' });
    expect(defaultRange('partnerEffectiveness', TODAY)).toEqual({ from: '2025-11-22', to: '2026-11-22' });
  });

  it('ignores the time of day', () => {
    expect(defaultRange('esds', new Date(2026, 10, 22, 23, 59))).toEqual({ from: '2026-10-22', to: '2026-11-22' });
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
      partnerEffectiveness: NO_RANGE_RULES,
    };
    const after = fc.date({ min: new Date(2022, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true });
    fc.assert(
      fc.property(after, fc.constantFrom(...(Object.keys(rulesOf) as DefaultRangeKind[])), (today, kind) => {
        expect(isDateRangeValid(defaultRange(kind, today), rulesOf[kind], today)).toBe(true);
      }),
    );
  });
});
