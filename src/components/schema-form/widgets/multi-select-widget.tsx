import { Button, createListCollection, HStack, Portal, Select } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldA11y } from '../field-a11y';
import { contextOf, type SchemaFormContext } from '../form-context';
import { FieldLabel } from '../templates/field-template';
import { useSchemaText } from '../schema-text';

/**
 * `"ui:widget": "multiSelect"` on an array field: a listbox of options (SchemaForm's `lists.<name>` named
 * by `"ui:options": { "list": "<name>" }`) where several can be chosen, and a **Clear** button. It labels
 * itself (the label names the listbox's trigger), so the FieldTemplate draws no second label. The value
 * is the chosen options' values, in the list's order; nothing chosen is an empty array.
 */
export function MultiSelectWidget(props: WidgetProps<unknown, never, SchemaFormContext>) {
  const { t } = useTranslation();
  const schemaText = useSchemaText();
  const { id, value, label, required, disabled, readonly, options, rawErrors, registry, uiSchema } = props;
  const { onChange, onBlur } = props;
  const listName = typeof options.list === 'string' ? options.list : undefined;
  const listed = listName ? contextOf(registry.formContext).lists[listName] : undefined;
  const collection = useMemo(
    () =>
      createListCollection({
        items: (listed ?? []).map((option) => ({
          value: String(option.value),
          label: schemaText(option.label),
          raw: option.value,
        })),
      }),
    [listed, schemaText],
  );
  const chosen = Array.isArray(value) ? value.map(String) : [];
  const a11y = fieldA11y({ id, rawErrors, formContext: registry.formContext, uiSchema });
  const placeholder = props.placeholder || 'forms:select.placeholder';
  const change = (values: string[]) => {
    const next = collection.items.filter((item) => values.includes(item.value)).map((item) => item.raw);
    onChange(next);
    onBlur(id, next);
  };

  return (
    <Select.Root
      multiple
      collection={collection}
      value={chosen}
      onValueChange={(details) => change(details.value)}
      disabled={disabled || readonly}
      ids={{ trigger: id, label: `${id}__label` }}
      positioning={{ sameWidth: true }}
    >
      <FieldLabel id={`${id}__label`} htmlFor={id} label={label} required={required} />
      <HStack gap="2" align="stretch">
        <Select.Control flex="1">
          <Select.Trigger aria-invalid={a11y.invalid || undefined} aria-describedby={a11y.describedBy}>
            <Select.ValueText placeholder={schemaText(placeholder)} />
          </Select.Trigger>
          <Select.IndicatorGroup>
            <Select.Indicator />
          </Select.IndicatorGroup>
        </Select.Control>
        <Button variant="outline" onClick={() => change([])} disabled={disabled || readonly || chosen.length === 0}>
          {t('forms:select.clear')}
        </Button>
      </HStack>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {collection.items.map((item) => (
              <Select.Item item={item} key={item.value}>
                {item.label}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
}
