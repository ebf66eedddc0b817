import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  choiceField,
  dayField,
  flagField,
  integerListField,
  namedField,
  integerField,
  readUrlState,
  textField,
  writeUrlState,
  type UrlFields,
} from './use-url-state';

interface Filters {
  title: string;
  page: number;
  chart: 'views' | 'clicks';
}

const fields: UrlFields<Filters> = {
  title: textField,
  page: integerField(1),
  chart: choiceField(['views', 'clicks'] as const),
};
const defaults: Filters = { title: '', page: 1, chart: 'views' };

const read = (query: string, isValid?: (state: Filters) => boolean) =>
  readUrlState(new URLSearchParams(query), fields, defaults, { isValid });

describe('readUrlState', () => {
  it('takes the defaults for an empty query', () => {
    expect(read('')).toEqual(defaults);
  });

  it('reads every valid field', () => {
    expect(read('title=Nurse%20%26%20Aide&page=3&chart=clicks')).toEqual({
      title: 'Nurse & Aide',
      page: 3,
      chart: 'clicks',
    });
  });

  it('falls back per field for values the screen cannot use', () => {
    expect(read('page=0&chart=pie&title=x')).toEqual({ ...defaults, title: 'x' });
    expect(read('page=1.5')).toEqual(defaults);
    expect(read('page=-2')).toEqual(defaults);
    expect(read('page=abc')).toEqual(defaults);
    expect(read('page=99999999999999999999')).toEqual(defaults);
  });

  it('falls back entirely when the cross-field rule fails', () => {
    const noBigPagesForClicks = (state: Filters) => !(state.chart === 'clicks' && state.page > 5);
    expect(read('chart=clicks&page=9&title=a', noBigPagesForClicks)).toEqual(defaults);
    expect(read('chart=clicks&page=2&title=a', noBigPagesForClicks)).toEqual({ title: 'a', page: 2, chart: 'clicks' });
  });

  it('ignores parameters that are not fields', () => {
    expect(read('other=1&page=2')).toEqual({ ...defaults, page: 2 });
  });
});

describe('writeUrlState', () => {
  it('keeps unrelated parameters and leaves out empty text', () => {
    const written = writeUrlState(new URLSearchParams('other=1&title=old'), fields, { ...defaults, page: 4 });
    expect(written.get('other')).toBe('1');
    expect(written.has('title')).toBe(false);
    expect(written.get('page')).toBe('4');
    expect(written.get('chart')).toBe('views');
  });

  it('round-trips every valid state through the query string', () => {
    fc.assert(
      fc.property(
        fc.record({
          title: fc.string(),
          page: fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
          chart: fc.constantFrom('views' as const, 'clicks' as const),
        }),
        (state) => {
          const query = writeUrlState(new URLSearchParams(), fields, state).toString();
          expect(read(query)).toEqual(state);
        },
      ),
    );
  });

  it('never throws on an arbitrary query and always yields a usable state', () => {
    fc.assert(
      fc.property(fc.string(), (query) => {
        const state = read(query);
        expect(Number.isInteger(state.page) && state.page >= 1).toBe(true);
        expect(['views', 'clicks']).toContain(state.chart);
      }),
    );
  });
});

describe('dayField', () => {
  it('reads yyyy-MM-dd and writes it back', () => {
    expect(dayField.parse('2026-08-22')).toBe('2026-08-22');
    expect(dayField.format('2026-08-22')).toBe('2026-08-22');
  });

  it("reads the spec's MM/DD/YYYY in a link as the same day", () => {
    expect(dayField.parse('08/22/2026')).toBe('2026-08-22');
  });

  it('rejects anything that is not a real calendar day', () => {
    for (const raw of ['2026-02-30', '02/30/2026', '8/22/2026', '2026-8-22', '2026-08-22T00:00:00Z', 'yesterday', '']) {
      expect(dayField.parse(raw)).toBeUndefined();
    }
  });
});

describe('namedField', () => {
  it('reads and writes the state key under its own parameter name', () => {
    const renamed: UrlFields<{ from: string }> = { from: namedField('start', dayField) };
    const state = readUrlState(new URLSearchParams('start=2026-11-01&from=2020-01-01'), renamed, { from: '' });
    expect(state).toEqual({ from: '2026-11-01' });
    expect(writeUrlState(new URLSearchParams(), renamed, { from: '2026-12-31' }).toString()).toBe('start=2026-12-31');
  });
});

describe('integerListField', () => {
  it('round-trips any set of whole numbers from 1 as one sorted, repeat-free list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1 }), (values) => {
        const expected = [...new Set(values)].sort((a, b) => a - b);
        expect(integerListField.parse(integerListField.format(values))).toEqual(expected);
      }),
    );
  });

  it('rejects a list with anything but whole numbers from 1', () => {
    for (const raw of ['', '0', '1,,2', '1,a', '-3', '1.5', '2,3,'])
      expect(integerListField.parse(raw)).toBeUndefined();
  });
});

describe('flagField', () => {
  it('is on only for 1, off for 0, and absent from the URL when off', () => {
    expect(flagField.parse('1')).toBe(true);
    expect(flagField.parse('0')).toBe(false);
    expect(flagField.parse('yes')).toBeUndefined();
    expect(flagField.format(true)).toBe('1');
    expect(flagField.format(false)).toBe('');
  });
});
