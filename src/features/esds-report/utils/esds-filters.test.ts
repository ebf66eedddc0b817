import { describe, expect, it } from 'vitest';
import schema from '@schemas/compiled/esds-filter.schema.json';
import uiSchema from '@schemas/esds-filter.ui.json';
import validators from '@schemas/compiled/esds-filter.validators.js';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { isSchemaFormValid } from '@/components/schema-form/schema-form-validity';
import { EsdsCrossPostStatusFilter, EsdsJobStatusFilter } from '@/generated/model';
import {
  getEsdsReportQueryCrossRefNumberMax,
  getEsdsReportQueryInternalRefMax,
  getEsdsReportQueryStateRegExp,
  getEsdsReportQueryTitleMax,
  GetEsdsReportQueryParams,
} from '@/generated/zod/esds/esds.zod';
import { dateRangeErrors, isDateRangeValid, LIMITED_RANGE_RULES } from '@/lib/dates';
import { readUrlState, writeUrlState } from '@/lib/use-url-state';
import en from '@/locales/en/esds-report.json';
import es from '@/locales/es/esds-report.json';
import {
  ESDS_FILTERS,
  esdsQuery,
  FILTER_LISTS,
  fromFormData,
  toFormData,
  type EsdsFilterFormData,
  type EsdsFilters,
} from './esds-filters';
import { US_STATE_CODES } from './state-codes';

const TODAY = new Date(2026, 10, 22);
const DEFAULTS = ESDS_FILTERS.defaults(TODAY);
const form = defineSchemaForm<EsdsFilterFormData>(schema, uiSchema, validators);

/** The text of an i18n key of the esds-report namespace in one language's file. */
function textOf(bundle: unknown, key: string): unknown {
  const path = key.replace(/^esds-report:/, '').split('.');
  return path.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
}

const read = (query: string) =>
  readUrlState(new URLSearchParams(query), ESDS_FILTERS.fields, DEFAULTS, {
    isValid: (filters) => isDateRangeValid(filters, ESDS_FILTERS.rules, TODAY),
  });

describe('the ESDS filter options', () => {
  it("come from the contract's enums, All being the select's empty choice, and are named in both languages", () => {
    const values = (list: string) => FILTER_LISTS[list]?.map((option) => option.value);
    expect(values('statuses')).toEqual(Object.values(EsdsJobStatusFilter).filter((v) => v !== EsdsJobStatusFilter.All));
    expect(values('crossPostStatuses')).toEqual(
      Object.values(EsdsCrossPostStatusFilter).filter((v) => v !== EsdsCrossPostStatusFilter.All),
    );
    for (const option of Object.values(FILTER_LISTS).flat()) {
      expect(textOf(en, option.label), option.label).toEqual(expect.any(String));
      expect(textOf(es, option.label), option.label).toEqual(expect.any(String));
    }
    expect(textOf(en, uiSchema.status['ui:placeholder'])).toBe('All');
    expect(en.status.All).toBe('All');
    expect(en.crossPostStatus).toEqual({ All: 'All', Crossposted: 'Crossposted', NotCrossposted: 'Not Crossposted' });
    expect(en.status).toEqual({
      All: 'All',
      ActiveOrInactive: 'Active/Inactive',
      Active: 'Active',
      Inactive: 'Inactive',
    });
  });

  it("offers each state once, every code a StateCode of the contract's pattern", () => {
    expect(new Set(US_STATE_CODES).size).toBe(51);
    for (const code of US_STATE_CODES) expect(getEsdsReportQueryStateRegExp.test(code), code).toBe(true);
    expect(FILTER_LISTS['states']?.map((option) => option.value)).toEqual([...US_STATE_CODES]);
  });

  it("limits the text fields to the contract's maxLength", () => {
    expect(schema.properties.title.maxLength).toBe(getEsdsReportQueryTitleMax);
    expect(schema.properties.internalRef.maxLength).toBe(getEsdsReportQueryInternalRefMax);
    expect(schema.properties.crossRefNumber.maxLength).toBe(getEsdsReportQueryCrossRefNumberMax);
  });
});

describe('the ESDS filter form (schemas/esds-filter.*)', () => {
  const valid = (data: EsdsFilterFormData) => isSchemaFormValid(form, data, { today: TODAY });

  it('defaults to one month back, every select at All and every text empty', () => {
    expect(DEFAULTS).toEqual({
      from: '2026-10-22',
      to: '2026-11-22',
      title: '',
      internalRef: '',
      status: EsdsJobStatusFilter.All,
      state: '',
      crossRefNumber: '',
      crossPostStatus: EsdsCrossPostStatusFilter.All,
    });
    expect(toFormData(DEFAULTS)).toEqual({ range: { from: '2026-10-22', to: '2026-11-22' } });
    expect(valid(toFormData(DEFAULTS))).toBe(true);
  });

  it('refuses a range over 365 days with the year message, and too long a text', () => {
    expect(valid({ range: { from: '2025-11-22', to: '2026-11-22' } })).toBe(true);
    expect(valid({ range: { from: '2025-11-21', to: '2026-11-22' } })).toBe(false);
    expect(dateRangeErrors({ from: '2025-11-21', to: '2026-11-22' }, LIMITED_RANGE_RULES, TODAY).to).toEqual([
      'forms:dateRange.exceedsYear',
    ]);
    const range = { from: '2026-10-22', to: '2026-11-22' };
    expect(valid({ range, title: 'x'.repeat(200) })).toBe(true);
    expect(valid({ range, title: 'x'.repeat(201) })).toBe(false);
    expect(valid({ range, state: 'ny' })).toBe(false);
  });

  it('reads back what it shows: an unset select is All, text is trimmed', () => {
    const filters: EsdsFilters = {
      ...DEFAULTS,
      title: 'Nurse',
      status: EsdsJobStatusFilter.Inactive,
      state: 'NY',
      crossPostStatus: EsdsCrossPostStatusFilter.NotCrossposted,
    };
    expect(fromFormData(toFormData(filters))).toEqual(filters);
    expect(fromFormData({ range: { from: '2026-10-22', to: '2026-11-22' }, internalRef: '  AH-1 ' })).toEqual({
      ...DEFAULTS,
      internalRef: 'AH-1',
    });
  });
});

describe('esdsQuery', () => {
  it('sends the dates as yyyy-MM-dd and leaves out empty text and every All', () => {
    expect(esdsQuery({ ...DEFAULTS, title: '  ' }, 1001)).toEqual({
      companyId: 1001,
      startDate: '2026-10-22',
      endDate: '2026-11-22',
    });
  });

  it('sends every filter that is set, as the contract types it', () => {
    const query = esdsQuery(
      {
        ...DEFAULTS,
        title: ' Nurse ',
        internalRef: 'AH-',
        status: EsdsJobStatusFilter.Active,
        state: 'TX',
        crossRefNumber: 'TX1',
        crossPostStatus: EsdsCrossPostStatusFilter.Crossposted,
      },
      1001,
    );
    expect(query).toEqual({
      companyId: 1001,
      startDate: '2026-10-22',
      endDate: '2026-11-22',
      title: 'Nurse',
      internalRef: 'AH-',
      status: 2,
      state: 'TX',
      crossRefNumber: 'TX1',
      crossPostStatus: 1,
    });
    expect(GetEsdsReportQueryParams.safeParse(query).success).toBe(true);
  });

  it('asks nothing while a date is not a date', () => {
    expect(esdsQuery({ ...DEFAULTS, from: '13/01/2026' }, 1001)).toBeNull();
  });
});

describe('the ESDS filters in the URL', () => {
  it('keeps a plain search to its dates and the rest only when set', () => {
    const write = (filters: EsdsFilters) =>
      writeUrlState(new URLSearchParams(), ESDS_FILTERS.fields, filters).toString();
    expect(write(DEFAULTS)).toBe('from=2026-10-22&to=2026-11-22');
    const set: EsdsFilters = {
      ...DEFAULTS,
      title: 'Nurse',
      status: EsdsJobStatusFilter.ActiveOrInactive,
      state: 'NY',
      crossPostStatus: EsdsCrossPostStatusFilter.Crossposted,
    };
    const query = write(set);
    expect(query).toBe('from=2026-10-22&to=2026-11-22&title=Nurse&status=1&state=NY&crossPostStatus=1');
    expect(read(query)).toEqual(set);
  });

  it('drops a value the screen cannot use, and falls back entirely for a range over a year', () => {
    expect(read('status=7&state=ZZ&crossPostStatus=x&title=' + 'x'.repeat(201) + '&internalRef=AH')).toEqual({
      ...DEFAULTS,
      internalRef: 'AH',
    });
    expect(read('from=2025-01-01&to=2026-11-01&title=Nurse')).toEqual(DEFAULTS);
  });
});
