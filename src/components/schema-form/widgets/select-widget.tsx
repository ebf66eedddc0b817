import { NativeSelect } from '@chakra-ui/react';
import { enumOptionsIndexForValue, enumOptionsValueForIndex, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldA11y } from '../field-a11y';
import { contextOf, type SchemaFormContext } from '../form-context';
import { useSchemaText } from '../schema-text';

/**
 * `"ui:widget": "select"`: a native select (keyboard and screen readers for free). Options come from the
 * schema's enum/oneOf (labels via `ui:enumNames`, i18n keys or text) or, with `"ui:options": { "list": "x" }`,
 * from SchemaForm's `lists.x`. `"ui:options": { "labelKeys": "ns:group" }` labels each value with the i18n key
 * `ns:group.<value>` instead (no list of names that must repeat the enum by position).
 * `"ui:options": { "sort": "label" }` sorts by the translated label. The empty choice reads 'Select…' unless
 * `"ui:placeholder"` names it (an i18n key or text, e.g. a filter's "All").
 */
export function SelectWidget(props: WidgetProps<unknown, never, SchemaFormContext>) {
  const { i18n } = useTranslation();
  const schemaText = useSchemaText();
  const { id, htmlName, value, required, disabled, readonly, autofocus, options, rawErrors, registry, uiSchema } =
    props;
  const placeholder = props.placeholder || 'forms:select.placeholder';
  const { onChange, onBlur, onFocus } = props;
  const listName = typeof options.list === 'string' ? options.list : undefined;
  const listed = listName ? contextOf(registry.formContext).lists[listName] : undefined;
  const labelKeys = typeof options.labelKeys === 'string' ? options.labelKeys : undefined;
  const enumOptions = (listed ?? options.enumOptions ?? []).map((option) => ({
    value: option.value as unknown,
    label: schemaText(labelKeys ? `${labelKeys}.${String(option.value)}` : option.label),
  }));
  // One collator for the sort: `localeCompare` with a language makes one per comparison (15 times slower).
  if (options.sort === 'label') {
    const { compare } = new Intl.Collator(i18n.language);
    enumOptions.sort((a, b) => compare(a.label, b.label));
  }
  const a11y = fieldA11y({ id, rawErrors, formContext: registry.formContext, uiSchema });
  const index = enumOptionsIndexForValue(value, enumOptions, false);
  const selected = typeof index === 'string' ? index : '';
  const valueAt = (position: string) =>
    position === '' ? options.emptyValue : enumOptionsValueForIndex(position, enumOptions, options.emptyValue);
  return (
    <NativeSelect.Root disabled={disabled || readonly}>
      <NativeSelect.Field
        id={id}
        name={htmlName ?? id}
        value={selected}
        autoFocus={autofocus}
        aria-required={required || undefined}
        aria-invalid={a11y.invalid || undefined}
        aria-describedby={a11y.describedBy}
        aria-readonly={readonly || undefined}
        onChange={({ target }) => {
          onChange(valueAt(target.value));
          // Picking an option is a finished edit: its message shows now, not only once focus leaves.
          onBlur(id, valueAt(target.value));
        }}
        onBlur={({ target }) => onBlur(id, valueAt(target.value))}
        onFocus={({ target }) => onFocus(id, valueAt(target.value))}
      >
        <option value="">{schemaText(placeholder)}</option>
        {enumOptions.map((option, position) => (
          <option key={String(option.value)} value={String(position)}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
