import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseCalendarDay, usDateToIso } from './dates';

/**
 * How one field lives in the query string. `parse` returns undefined for a value the screen cannot use,
 * and the field falls back to its default: a hand-edited or stale URL never breaks a screen.
 */
export interface UrlField<Value> {
  parse: (raw: string) => Value | undefined;
  format: (value: Value) => string;
  /** The query parameter's name, when it differs from the state's key (a spec-given URL such as `start`). */
  param?: string;
}

export type UrlFields<State> = { [Key in keyof State]: UrlField<State[Key]> };

export interface UrlStateOptions<State> {
  /** A rule across fields (a date range's order and limits); when it fails, every field takes its default. */
  isValid?: (state: State) => boolean;
}

export const textField: UrlField<string> = {
  parse: (raw) => raw,
  format: (value) => value,
};

/** A whole number from `min` up; anything else (letters, decimals, below `min`) is invalid. */
export function integerField(min = 1): UrlField<number> {
  return {
    parse: (raw) =>
      /^\d+$/.test(raw) && Number(raw) >= min && Number.isSafeInteger(Number(raw)) ? Number(raw) : undefined,
    format: (value) => String(value),
  };
}

/** A field that may be absent: no parameter (or an unusable one) is `undefined`. */
export function optionalField<Value>(field: UrlField<Value>): UrlField<Value | undefined> {
  return {
    parse: (raw) => field.parse(raw),
    format: (value) => (value === undefined ? '' : field.format(value)),
  };
}

/**
 * A calendar day, yyyy-MM-dd in the URL as in the state. A link may also carry the spec's MM/DD/YYYY,
 * which is read as the same day. Anything but a real day is invalid.
 */
export const dayField: UrlField<string> = {
  parse: (raw) => (parseCalendarDay(raw) ? raw : (usDateToIso(raw) ?? undefined)),
  format: (value) => (parseCalendarDay(value) ? value : ''),
};

/** A field under another query parameter name than its state key. */
export function namedField<Value>(param: string, field: UrlField<Value>): UrlField<Value> {
  return { ...field, param };
}

/** Whole numbers from 1, comma-separated (`tags=3,5`), without repeats, in ascending order; none is empty. */
export const integerListField: UrlField<number[]> = {
  parse: (raw) => {
    const parts = raw.split(',');
    if (!parts.every((part) => /^\d+$/.test(part) && Number(part) >= 1 && Number.isSafeInteger(Number(part)))) {
      return undefined;
    }
    return [...new Set(parts.map(Number))].sort((a, b) => a - b);
  },
  format: (value) => [...new Set(value)].sort((a, b) => a - b).join(','),
};

/** On or off: `1` when on, absent when off. */
export const flagField: UrlField<boolean> = {
  parse: (raw) => (raw === '1' ? true : raw === '0' ? false : undefined),
  format: (value) => (value ? '1' : ''),
};

/** One of a fixed set of strings. */
export function choiceField<Choice extends string>(choices: readonly Choice[]): UrlField<Choice> {
  return {
    parse: (raw) => ((choices as readonly string[]).includes(raw) ? (raw as Choice) : undefined),
    format: (value) => value,
  };
}

/** Reads the state from a query string: each field parsed or defaulted, then the cross-field rule. */
export function readUrlState<State extends object>(
  params: URLSearchParams,
  fields: UrlFields<State>,
  defaults: State,
  options: UrlStateOptions<State> = {},
): State {
  const state = { ...defaults };
  for (const key of Object.keys(fields) as (keyof State & string)[]) {
    const raw = params.get(fields[key].param ?? key);
    if (raw === null) continue;
    const value = fields[key].parse(raw);
    if (value !== undefined) state[key] = value;
  }
  return options.isValid && !options.isValid(state) ? { ...defaults } : state;
}

/**
 * Writes the state into a copy of `params`. Parameters that are not fields (another widget's) are kept;
 * empty text is left out so URLs stay short.
 */
export function writeUrlState<State extends object>(
  params: URLSearchParams,
  fields: UrlFields<State>,
  state: State,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(fields) as (keyof State & string)[]) {
    const param = fields[key].param ?? key;
    const text = fields[key].format(state[key]);
    if (text === '') next.delete(param);
    else next.set(param, text);
  }
  return next;
}

/**
 * A screen's filters kept in the URL query string, so a search is bookmarkable and shareable and
 * Back/Forward move between searches. Each `setState` is one history entry (unless `replace`).
 * `fields`, `defaults` and `isValid` must be stable (module constants or memoized): they key the state.
 */
export function useUrlState<State extends object>(
  fields: UrlFields<State>,
  defaults: State,
  options: UrlStateOptions<State> = {},
): [State, (next: State, navigation?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const { isValid } = options;
  const state = useMemo(() => readUrlState(params, fields, defaults, { isValid }), [params, fields, defaults, isValid]);
  const setState = useCallback(
    (next: State, navigation: { replace?: boolean } = {}) => {
      setParams((current) => writeUrlState(current, fields, next), { replace: navigation.replace ?? false });
    },
    [fields, setParams],
  );
  return [state, setState];
}
