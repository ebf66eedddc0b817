import { Input } from '@chakra-ui/react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { fieldA11y } from '../field-a11y';
import type { SchemaFormContext } from '../form-context';
import { useTypedText } from '../widgets/use-typed-text';
import { useSchemaText } from '../schema-text';

/** Text-like inputs: id bound to the label, aria-invalid/aria-describedby once errors show. */
export function BaseInputTemplate(props: BaseInputTemplateProps<unknown, never, SchemaFormContext>) {
  const schemaText = useSchemaText();
  const { id, htmlName, type, value, placeholder, required, disabled, readonly, autofocus, options, schema } = props;
  const { onChange, onChangeOverride, onBlur, onFocus, rawErrors, registry, uiSchema } = props;
  const inputProps = getInputProps(schema, type, options);
  const a11y = fieldA11y({ id, rawErrors, formContext: registry.formContext, uiSchema });
  const { text, setText, focus, blur } = useTypedText(value);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    setText(target.value);
    onChange(target.value === '' ? options.emptyValue : target.value);
  };
  return (
    <Input
      id={id}
      name={htmlName ?? id}
      {...inputProps}
      value={typeof value === 'number' ? String(value) : text}
      placeholder={placeholder ? schemaText(placeholder) : undefined}
      autoFocus={autofocus}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      disabled={disabled}
      readOnly={readonly}
      aria-required={required || undefined}
      aria-invalid={a11y.invalid || undefined}
      aria-describedby={a11y.describedBy}
      onChange={onChangeOverride ?? handleChange}
      onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
        blur();
        onBlur(id, target.value);
      }}
      onFocus={({ target }: FocusEvent<HTMLInputElement>) => {
        focus();
        onFocus(id, target.value);
      }}
    />
  );
}
