import type { FormContextType } from '@rjsf/utils';
import { serverToday } from '@/lib/dates';

export interface SelectOption {
  value: string | number;
  /** Plain text or an i18n key (`namespace:key`); translated when it is a key. */
  label: string;
}

/** What SchemaForm hands to its templates and widgets through rjsf's formContext. */
export interface SchemaFormContext extends FormContextType {
  /** Field ids the user has left (blurred); their errors show from then on. */
  touched: Record<string, true>;
  /** After a submit attempt every error shows. */
  submitted: boolean;
  /** Option lists for `select` widgets with `ui:options.list`, keyed by list name. */
  lists: Record<string, readonly SelectOption[]>;
  /** The day date-range rules count from. */
  today: Date;
}

export const EMPTY_CONTEXT: SchemaFormContext = {
  touched: {},
  submitted: false,
  lists: {},
  get today() {
    return serverToday();
  },
};

export function contextOf(formContext: unknown): SchemaFormContext {
  return (formContext as SchemaFormContext | undefined) ?? EMPTY_CONTEXT;
}

/** Errors of a field show once it was touched (itself or one of its parts) or the form was submitted. */
export function errorsShown(formContext: unknown, id: string): boolean {
  const context = contextOf(formContext);
  if (context.submitted || context.touched[id]) return true;
  return Object.keys(context.touched).some((touched) => touched.startsWith(`${id}_`));
}
