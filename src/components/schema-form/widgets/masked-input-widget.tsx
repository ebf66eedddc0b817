import type { WidgetProps } from '@rjsf/utils';
import { controlProps } from '../field-a11y';
import { shownDate, typedDate, US_DATE_MASK } from './date-input';
import { MaskedTextInput } from './masked-text-input';
import type { SchemaFormContext } from '../form-context';
import { useSchemaText } from '../schema-text';

export const PHONE_MASK = '###-###-####';

/** An input masked by `mask` (`#` = a digit), e.g. the spec's phone mask ###-###-####. */
export function MaskedInput({
  mask,
  placeholder,
  inputMode = 'numeric',
  autoComplete,
  ...props
}: WidgetProps<unknown, never, SchemaFormContext> & { mask: string }) {
  const schemaText = useSchemaText();
  const { id, value, options, onChange, onBlur, onFocus } = props;
  return (
    <MaskedTextInput
      mask={mask}
      value={typeof value === 'string' ? value : ''}
      onValueChange={(text) => onChange(text === '' ? options.emptyValue : text)}
      {...controlProps(props)}
      inputMode={inputMode}
      autoComplete={autoComplete ?? (typeof options.autocomplete === 'string' ? options.autocomplete : undefined)}
      placeholder={placeholder ? schemaText(placeholder) : undefined}
      onBlur={({ target }) => onBlur(id, target.value)}
      onFocus={({ target }) => onFocus(id, target.value)}
    />
  );
}

/** `"ui:widget": "phone"`: ###-###-####. */
export function PhoneWidget(props: WidgetProps<unknown, never, SchemaFormContext>) {
  return (
    <MaskedInput
      {...props}
      mask={PHONE_MASK}
      inputMode="tel"
      autoComplete="tel-national"
      placeholder="forms:phoneFormatHint"
    />
  );
}

/** `"ui:widget": "usDate"`: typed and shown as MM/DD/YYYY, a yyyy-MM-dd string in the form (date-input.tsx). */
export function UsDateWidget(props: WidgetProps<unknown, never, SchemaFormContext>) {
  const { value, onChange } = props;
  return (
    <MaskedInput
      {...props}
      value={typeof value === 'string' ? shownDate(value) : value}
      onChange={(text: unknown) => onChange(typeof text === 'string' ? typedDate(text) : text)}
      mask={US_DATE_MASK}
      placeholder="forms:dateFormatHint"
    />
  );
}
