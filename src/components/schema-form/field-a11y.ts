import { errorId, helpId } from '@rjsf/utils';
import { errorsShown } from './form-context';

interface FieldA11yInput {
  id: string;
  rawErrors?: string[] | undefined;
  formContext: unknown;
  uiSchema?: object | undefined;
}

export interface FieldA11y {
  /** The field has errors and they are on screen. */
  invalid: boolean;
  /** ids of the error message and help text, for aria-describedby. */
  describedBy: string | undefined;
}

/** The aria state a control shows: errors count only once they are displayed (touched or submitted). */
export function fieldA11y({ id, rawErrors, formContext, uiSchema }: FieldA11yInput): FieldA11y {
  const invalid = (rawErrors?.length ?? 0) > 0 && errorsShown(formContext, id);
  const ids = [
    invalid ? errorId(id) : undefined,
    (uiSchema as Record<string, unknown> | undefined)?.['ui:help'] ? helpId(id) : undefined,
  ].filter(Boolean);
  return { invalid, describedBy: ids.length > 0 ? ids.join(' ') : undefined };
}
