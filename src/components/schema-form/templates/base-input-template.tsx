import { Input } from '@chakra-ui/react';
import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { controlProps } from '../field-a11y';
import type { SchemaFormContext } from '../form-context';
import { useTypedText } from '../widgets/use-typed-text';
import { useSchemaText } from '../schema-text';

/** Text-like inputs: id bound to the label, aria-invalid/aria-describedby once errors show. */
export function BaseInputTemplate(props: BaseInputTemplateProps<unknown, never, SchemaFormContext>) {
  const schemaText = useSchemaText();
  const { id, type, value, placeholder, options, schema, onChange, onChangeOverride, onBlur, onFocus } = props;
  const inputProps = getInputProps(schema, type, options);
  const { text, setText, focus, blur } = useTypedText(value);
  const handleChange = ({ target }: ChangeEvent<HTMLInputElement>) => {
    setText(target.value);
    onChange(target.value === '' ? options.emptyValue : target.value);
  };
  return (
    <Input
      {...controlProps(props)}
      {...inputProps}
      value={typeof value === 'number' ? String(value) : text}
      placeholder={placeholder ? schemaText(placeholder) : undefined}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
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
