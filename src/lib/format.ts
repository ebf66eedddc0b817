import { useTranslation } from 'react-i18next';

/**
 * Numbers, percents and dates in the active language, through Intl. Screens never format by hand,
 * so '1,234' becomes '1.234' in Spanish without extra code. Numeric dates are the exception (issue 11):
 * MM/DD/YYYY in every language, the order the date fields are typed in (spec section 5), so '03/04/2026'
 * never means two days; dates with the month by name ('Nov 22, 2026', '22 nov 2026') follow the language.
 */
export interface Formatters {
  number: (value: number) => string;
  /** `value` is a percent (12.34 → '12.3 %' in es, '12.3%' in en) with exactly `digits` decimals. */
  percent: (value: number, digits?: number) => string;
  /**
   * A calendar date (no time), MM/DD/YYYY in every language ('11/22/2026'), like the date fields; `Date`
   * or an ISO date string ('2026-11-22' or a full timestamp).
   */
  date: (value: Date | string) => string;
  /** Both ends of a range as `date` writes them, for the texts' '{{from}} to {{to}}'. */
  dateRange: (range: { from: Date | string; to: Date | string }) => { from: string; to: string };
  dateTime: (value: Date | string) => string;
  /** A day or a span of days, month by name ('Jun 1 – 30, 2026'; '1–30 jun 2026' in es); no end is one day. */
  dayRange: (start: Date | string, end?: Date | string | null) => string;
  /** Items joined as a sentence ('A, B, and C' in en; 'A, B y C' in es). */
  list: (items: readonly string[]) => string;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Date-only ISO strings are calendar days: read them as local midnight, not as UTC (which moves the day). */
export function toDate(value: Date | string): Date {
  if (value instanceof Date) return value;
  if (DATE_ONLY.test(value)) {
    const [year, month, day] = value.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, day);
  }
  return new Date(value);
}

const byLanguage = new Map<string, Formatters>();

/**
 * The formatters of a language, made once per language for the whole app: making Intl's formats is slow
 * (the formatters of every component that formats were about 13 ms of a report screen's load on a 4x
 * slowed CPU when each made its own).
 */
export function formattersFor(language: string): Formatters {
  let formatters = byLanguage.get(language);
  if (!formatters) {
    formatters = makeFormatters(language);
    byLanguage.set(language, formatters);
  }
  return formatters;
}

function makeFormatters(language: string): Formatters {
  const number = new Intl.NumberFormat(language);
  const percents = new Map<number, Intl.NumberFormat>();
  const percentFormat = (digits: number) => {
    let format = percents.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(language, {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      percents.set(digits, format);
    }
    return format;
  };
  const dateParts = new Intl.DateTimeFormat(language, { year: 'numeric', month: '2-digit', day: '2-digit' });
  // The language's digits, in the fields' order: month, day, year (Spanish Intl would put the day first).
  const date = (value: Date) => {
    const parts = dateParts.formatToParts(value);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value;
    return `${part('month')}/${part('day')}/${part('year')}`;
  };
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  const list = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' });
  return {
    number: (value) => number.format(value),
    percent: (value, digits = 1) => percentFormat(digits).format(value / 100),
    date: (value) => date(toDate(value)),
    dateRange: (range) => ({ from: date(toDate(range.from)), to: date(toDate(range.to)) }),
    dateTime: (value) => dateTime.format(toDate(value)),
    dayRange: (start, end) =>
      end && toDate(end).getTime() !== toDate(start).getTime()
        ? day.formatRange(toDate(start), toDate(end))
        : day.format(toDate(start)),
    list: (items) => list.format(items),
  };
}

/** The formatters of the language the user is reading (the same object for every component). */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  return formattersFor(i18n.language);
}
