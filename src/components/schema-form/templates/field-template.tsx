import { Box, chakra } from '@chakra-ui/react';
import { errorId, getUiOptions, helpId, type FieldTemplateProps } from '@rjsf/utils';
import { errorsShown, type SchemaFormContext } from '../form-context';
import { useSchemaText } from '../schema-text';

/** Widgets that label themselves (a fieldset with a legend, or a group of inputs). */
const SELF_LABELLED_WIDGETS = new Set(['yesNo', 'multiSelect']);

export function FieldLabel({
  htmlFor,
  id,
  label,
  required,
}: {
  htmlFor?: string;
  id?: string;
  label: string;
  required?: boolean;
}) {
  const schemaText = useSchemaText();
  return (
    <chakra.label htmlFor={htmlFor} id={id} display="block" fontWeight="medium" textStyle="sm" mb="1.5">
      {schemaText(label)}
      {required ? (
        <chakra.span aria-hidden="true" color="fg.error" ms="1">
          *
        </chakra.span>
      ) : null}
    </chakra.label>
  );
}

/** The limits a field's help and messages may name (`{{minLength}}` in a locale text), from its schema. */
const MESSAGE_LIMITS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const;

/** Numbers a widget names for its help (`{{searchMinLength}}`): a static `messageValues` on the widget. */
export interface WidgetMessageValues {
  messageValues?: Record<string, number>;
}

function widgetValues(widget: unknown, widgets: Record<string, unknown>): Record<string, number> {
  const component = typeof widget === 'string' ? widgets[widget] : undefined;
  return (component as WidgetMessageValues | undefined)?.messageValues ?? {};
}

export function limitValues(schema: unknown): Record<string, number> {
  const values: Record<string, number> = {};
  if (typeof schema !== 'object' || schema === null) return values;
  for (const keyword of MESSAGE_LIMITS) {
    const value = (schema as Record<string, unknown>)[keyword];
    if (typeof value === 'number') values[keyword] = value;
  }
  return values;
}

export function FieldMessages({
  id,
  help,
  errors,
  show,
  values = {},
}: {
  id: string;
  help?: string | undefined;
  errors: string[];
  show: boolean;
  /** Values the texts interpolate: the field's limits, so a text never restates the contract's number. */
  values?: Record<string, number>;
}) {
  const schemaText = useSchemaText();
  return (
    <>
      {help ? (
        <Box id={helpId(id)} textStyle="xs" color="fg.muted" mt="1">
          {schemaText(help, values)}
        </Box>
      ) : null}
      {show && errors.length > 0 ? (
        <Box id={errorId(id)} textStyle="sm" color="fg.error" mt="1">
          {errors.map((message) => (
            <Box key={message}>{schemaText(message, values)}</Box>
          ))}
        </Box>
      ) : null}
    </>
  );
}

/** Label bound to the control (`for=id`), the control, its help and its errors once they should show. */
export function FieldTemplate(props: FieldTemplateProps<unknown, never, SchemaFormContext>) {
  const { id, label, children, rawErrors = [], hidden, displayLabel, required, uiSchema, registry, schema } = props;
  if (hidden) return <Box display="none">{children}</Box>;
  const options = getUiOptions(uiSchema);
  const isObject = schema && typeof schema === 'object' && (schema as { type?: unknown }).type === 'object';
  if (isObject && !uiSchema?.['ui:field']) return children;
  const selfLabelled = SELF_LABELLED_WIDGETS.has(String(options.widget)) || Boolean(uiSchema?.['ui:field']);
  const help = typeof uiSchema?.['ui:help'] === 'string' ? uiSchema['ui:help'] : undefined;
  return (
    <Box data-field={id}>
      {displayLabel && !selfLabelled && label ? <FieldLabel htmlFor={id} label={label} required={required} /> : null}
      {children}
      {selfLabelled && uiSchema?.['ui:field'] ? null : (
        <FieldMessages
          id={id}
          help={help}
          errors={rawErrors}
          show={errorsShown(registry.formContext, id)}
          values={{ ...limitValues(schema), ...widgetValues(options.widget, registry.widgets) }}
        />
      )}
    </Box>
  );
}
