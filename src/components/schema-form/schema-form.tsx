import { Alert, Box } from '@chakra-ui/react';
import { withTheme, type FormProps, type ThemeProps } from '@rjsf/core';
import type { RJSFSchema, RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import {
  createContext,
  use,
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { serverToday } from '@/lib/dates';
import { registerDraft, takeDraft } from '@/lib/browser-state/form-drafts';
import { sameFormValues, useUnsavedChanges } from '@/lib/session/unsaved-changes';
import { toMessageKeys } from './error-messages';
import type { SchemaFormDefinition } from './form-definition';
import type { SchemaFormContext, SelectOption } from './form-context';
import { combinedValidate, isSchemaFormValid, type SchemaFormValidate } from './schema-form-validity';
import { BaseInputTemplate } from './templates/base-input-template';
import { FieldTemplate } from './templates/field-template';
import { ObjectFieldTemplate } from './templates/object-field-template';
import { CityStateWidget } from './widgets/city-state-widget';
import { DateRangeField } from './widgets/date-range-field';
import { PhoneWidget, UsDateWidget } from './widgets/masked-input-widget';
import { MultiSelectWidget } from './widgets/multi-select-widget';
import { SelectWidget } from './widgets/select-widget';
import { WebsiteWidget } from './widgets/website-widget';
import { YesNoWidget } from './widgets/yes-no-widget';

/** Widgets a UI schema names with `"ui:widget"`. */
export const SCHEMA_FORM_WIDGETS = {
  phone: PhoneWidget,
  usDate: UsDateWidget,
  cityState: CityStateWidget,
  select: SelectWidget,
  multiSelect: MultiSelectWidget,
  yesNo: YesNoWidget,
  website: WebsiteWidget,
} as unknown as RegistryWidgetsType;

/** Fields a UI schema names with `"ui:field"`. */
export const SCHEMA_FORM_FIELDS = { dateRange: DateRangeField } as unknown as RegistryFieldsType;

const theme: ThemeProps = {
  templates: {
    BaseInputTemplate,
    FieldTemplate,
    ObjectFieldTemplate,
    // Errors render under each field (FieldTemplate), never as a list.
    FieldErrorTemplate: () => null,
    FieldHelpTemplate: () => null,
    ErrorListTemplate: () => null,
  } as ThemeProps['templates'],
  widgets: SCHEMA_FORM_WIDGETS,
  fields: SCHEMA_FORM_FIELDS,
};

const ThemedForm = withTheme(theme);

/** The id of what names the form (SchemaForm's `aria-labelledby`), for its `<form>` element. */
const FormNameContext = createContext<string | undefined>(undefined);

/** rjsf's `<form>` drops unknown attributes, so the form's name (a landmark) comes through a context. */
function NamedForm({ as: _unused, ...props }: ComponentProps<'form'> & { as?: unknown }) {
  return <form {...props} aria-labelledby={use(FormNameContext)} />;
}

export { isSchemaFormValid, type SchemaFormValidate };

export function useSchemaFormValidity<T>(
  definition: SchemaFormDefinition<T>,
  formData: T,
  options: { customValidate?: SchemaFormValidate<T>; today?: Date } = {},
): boolean {
  const { customValidate, today } = options;
  return useMemo(
    () => isSchemaFormValid(definition, formData, { customValidate, today }),
    [definition, formData, customValidate, today],
  );
}

export interface SchemaFormProps<T> {
  /** From defineSchemaForm(schema, uiSchema, validators). */
  definition: SchemaFormDefinition<T>;
  /** The form's html id; a submit button outside the form points at it with `form={id}`. */
  id: string;
  formData: T;
  /** The values as loaded or last saved; while the data differs, leaving the form asks first. */
  savedData?: T;
  onChange: (formData: T) => void;
  /** Called only with valid data; invalid submits show every error and focus the first invalid field. */
  onSubmit: (formData: T) => void;
  customValidate?: SchemaFormValidate<T>;
  /** Option lists for `select` widgets with `"ui:options": { "list": "<name>" }`. */
  lists?: Record<string, readonly SelectOption[]>;
  /** The day date-range rules count from (defaults to the server's today, `serverToday`). */
  today?: Date;
  readOnly?: boolean;
  disabled?: boolean;
  'aria-labelledby'?: string;
  /** The buttons; without children the form has no submit button. */
  children?: ReactNode;
}

/**
 * THE form renderer (docs/forms.md): rjsf with the Chakra templates, precompiled ajv
 * validators, messages as i18n keys. Errors show per field once it was left, and all of them on submit.
 */
export function SchemaForm<T>({
  definition,
  id,
  formData,
  savedData,
  onChange,
  onSubmit,
  customValidate,
  lists,
  today,
  readOnly = false,
  disabled = false,
  children,
  ...aria
}: SchemaFormProps<T>) {
  const { t } = useTranslation('forms');
  const Form = ThemedForm as unknown as ComponentType<FormProps<T, RJSFSchema, SchemaFormContext>>;
  const [touched, setTouched] = useState<Record<string, true>>({});
  const [submitted, setSubmitted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  const [fallbackToday] = useState(serverToday);
  const day = today ?? fallbackToday;

  const validate = useMemo(() => combinedValidate(definition, day, customValidate), [definition, day, customValidate]);
  // One source of errors, recomputed on every change; rjsf only renders them (`extraErrors`), so a field
  // left untouched still gets its "required" message.
  const validation = useMemo(
    () =>
      definition.validator.validateFormData(formData, definition.schema, validate, toMessageKeys, definition.uiSchema),
    [definition, formData, validate],
  );
  const formContext = useMemo<SchemaFormContext>(
    () => ({ touched, submitted, lists: lists ?? {}, today: day }),
    [touched, submitted, lists, day],
  );

  const invalidIds = useMemo(
    () =>
      new Set(
        validation.errors.map((error) => ['root', ...(error.property ?? '').split('.').filter(Boolean)].join('_')),
      ),
    [validation],
  );
  // Reads the current errors without being an effect dependency: only a new submit attempt moves focus.
  const focusFirstInvalid = useEffectEvent(() => {
    const controls = formRef.current?.querySelectorAll<HTMLElement>(
      'input[id], select[id], textarea[id], fieldset[id]',
    );
    const first = [...(controls ?? [])].find((control) => invalidIds.has(control.id));
    const target = first?.tagName === 'FIELDSET' ? first.querySelector<HTMLElement>('input') : first;
    target?.focus();
  });
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid();
  }, [focusRequest]);

  // Kept under the page and form id while open, so nothing typed is lost when sign-in must restart
  // (lib/browser-state/form-drafts); restored only for the same person and company.
  const currentData = useRef(formData);
  useEffect(() => {
    currentData.current = formData;
  }, [formData]);
  const [restored, setRestored] = useState(false);
  const restoreDraft = useEffectEvent((draft: unknown) => {
    onChange({ ...formData, ...(draft as object) });
    setRestored(true);
  });
  useEffect(() => {
    const key = `${window.location.pathname}#${id}`;
    const draft = readOnly ? undefined : takeDraft(key);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the draft comes from storage, once, as the form mounts; its notice shows with it
    if (draft && typeof draft === 'object') restoreDraft(draft);
    return registerDraft(key, () => currentData.current);
  }, [id, readOnly]);

  const unsaved = !readOnly && savedData !== undefined && !sameFormValues(formData, savedData);
  useUnsavedChanges(unsaved);
  // Once saved (or put back as it was) the restored changes are no longer news.
  const showRestored = restored && (savedData === undefined || unsaved);

  return (
    <Box ref={formRef}>
      {showRestored ? (
        <Alert.Root status="info" role="status" aria-live="polite" mb="4">
          <Alert.Indicator />
          <Alert.Description>{t('draftRestored')}</Alert.Description>
        </Alert.Root>
      ) : null}
      <FormNameContext value={aria['aria-labelledby']}>
        <Form
          id={id}
          tagName={NamedForm}
          schema={definition.schema}
          uiSchema={definition.uiSchema}
          validator={definition.validator}
          formData={formData}
          formContext={formContext}
          extraErrors={validation.errorSchema}
          noValidate
          showErrorList={false}
          noHtml5Validate
          readonly={readOnly}
          disabled={disabled}
          onChange={(event) => onChange(event.formData as T)}
          onBlur={(fieldId) => setTouched((current) => (current[fieldId] ? current : { ...current, [fieldId]: true }))}
          onSubmit={(event) => {
            setSubmitted(true);
            if (validation.errors.length > 0) {
              setFocusRequest((count) => count + 1);
              return;
            }
            onSubmit(event.formData as T);
          }}
        >
          {children ?? <></>}
        </Form>
      </FormNameContext>
    </Box>
  );
}
