import { Input } from '@chakra-ui/react';
import { useMask } from '@react-input/mask';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldA11y } from '../field-a11y';
import { useTypedText } from './use-typed-text';
import type { SchemaFormContext } from '../form-context';

export const PHONE_MASK = '###-###-####';
export const US_DATE_MASK = '##/##/####';

/** An input masked by `mask` (`#` = a digit), e.g. the spec's phone mask ###-###-####. */
export function MaskedInput({
  mask,
  placeholder,
  inputMode = 'numeric',
  autoComplete,
  ...props
}: WidgetProps<unknown, never, SchemaFormContext> & { mask: string }) {
  const { t } = useTranslation();
  const { id, htmlName, value, required, disabled, readonly, autofocus, options, rawErrors, registry, uiSchema } =
    props;
  const { onChange, onBlur, onFocus } = props;
  const ref = useMask({ mask, replacement: { '#': /\d/ } });
  const { text, setText, focus, blur } = useTypedText(value);
  const a11y = fieldA11y({ id, rawErrors, formContext: registry.formContext, uiSchema });
  return (
    <Input
      ref={ref}
      id={id}
      name={htmlName ?? id}
      type="text"
      inputMode={inputMode}
      autoComplete={autoComplete ?? (typeof options.autocomplete === 'string' ? options.autocomplete : undefined)}
      placeholder={placeholder ? t(placeholder) : undefined}
      value={text}
      autoFocus={autofocus}
      disabled={disabled}
      readOnly={readonly}
      aria-required={required || undefined}
      aria-invalid={a11y.invalid || undefined}
      aria-describedby={a11y.describedBy}
      onChange={({ target }) => {
        setText(target.value);
        onChange(target.value === '' ? options.emptyValue : target.value);
      }}
      onBlur={({ target }) => {
        blur();
        onBlur(id, target.value);
      }}
      onFocus={({ target }) => {
        focus();
        onFocus(id, target.value);
      }}
    />
  );
}

/** `"ui:widget": "phone"`: ###-###-####. */
export function PhoneWidget(props: WidgetProps<unknown, never, SchemaFormContext>) {
  return (
    <MaskedInput {...props} mask={PHONE_MASK} inputMode="tel" autoComplete="tel-national" placeholder="###-###-####" />
  );
}

/** `"ui:widget": "usDate"`: MM/DD/YYYY. */
export function UsDateWidget(props: WidgetProps<unknown, never, SchemaFormContext>) {
  return <MaskedInput {...props} mask={US_DATE_MASK} placeholder="forms:dateFormatHint" />;
}
