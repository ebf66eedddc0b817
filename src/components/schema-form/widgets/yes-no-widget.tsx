import { chakra, HStack } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldA11y } from '../field-a11y';
import type { SchemaFormContext } from '../form-context';
import { useSchemaText } from '../schema-text';

/** `"ui:widget": "yesNo"`: a boolean as two radio buttons in a fieldset whose legend is the field label. */
export function YesNoWidget(props: WidgetProps<unknown, never, SchemaFormContext>) {
  const { t } = useTranslation();
  const schemaText = useSchemaText();
  const { id, htmlName, value, label, disabled, readonly, rawErrors, registry, uiSchema, onChange, onBlur, onFocus } =
    props;
  const a11y = fieldA11y({ id, rawErrors, formContext: registry.formContext, uiSchema });
  const choices = [
    { value: true, label: t('forms:yes'), suffix: 'yes' },
    { value: false, label: t('forms:no'), suffix: 'no' },
  ];
  return (
    <chakra.fieldset id={id} aria-describedby={a11y.describedBy} aria-invalid={a11y.invalid || undefined}>
      <chakra.legend fontWeight="medium" textStyle="sm" mb="1.5">
        {schemaText(label)}
      </chakra.legend>
      <HStack gap="6">
        {choices.map((choice) => (
          <chakra.label key={choice.suffix} display="inline-flex" alignItems="center" gap="2" cursor="pointer">
            <chakra.input
              type="radio"
              id={`${id}-${choice.suffix}`}
              name={htmlName ?? id}
              checked={value === choice.value}
              disabled={disabled || readonly}
              accentColor="primary.600"
              boxSize="4"
              _focusVisible={{ outline: '2px solid', outlineColor: 'primary.focusRing', outlineOffset: '2px' }}
              onChange={() => onChange(choice.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
            />
            {choice.label}
          </chakra.label>
        ))}
      </HStack>
    </chakra.fieldset>
  );
}
