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

interface ControlInput {
  id: string;
  htmlName?: string | undefined;
  autofocus?: boolean | undefined;
  disabled?: boolean | undefined;
  readonly?: boolean | undefined;
  required?: boolean | undefined;
  rawErrors?: string[] | undefined;
  registry: { formContext?: unknown };
  uiSchema?: object | undefined;
}

/**
 * What every typed control of a form carries (text, masked, combobox), from its widget's props: the id its
 * label points at, its name, autofocus, disabled and read-only, and the aria state of `fieldA11y`.
 */
export function controlProps(props: ControlInput) {
  const { id, htmlName, autofocus, disabled, readonly, required, rawErrors, registry, uiSchema } = props;
  const a11y = fieldA11y({ id, rawErrors, formContext: registry.formContext, uiSchema });
  return {
    id,
    name: htmlName ?? id,
    autoFocus: autofocus,
    disabled,
    readOnly: readonly,
    'aria-required': required || undefined,
    'aria-invalid': a11y.invalid || undefined,
    'aria-describedby': a11y.describedBy,
  };
}
