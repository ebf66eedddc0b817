import { Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SchemaFormDefinition } from '../schema-form/form-definition';
import { SchemaForm, type SchemaFormProps } from '../schema-form/schema-form';

interface ReportFilterFormProps<Filters, FormData extends object> {
  /** The filter form's schema, UI schema and validators (`defineSchemaForm` over `schemas/<name>.*`). */
  definition: SchemaFormDefinition<FormData>;
  id: string;
  /** The filters in force (from the URL); the fields follow them when they change (Back, an edited URL). */
  value: Filters;
  toFormData: (filters: Filters) => FormData;
  /** The filters a valid form asks for; `current` supplies what the form does not hold (a chart choice). */
  fromFormData: (data: FormData, current: Filters) => Filters;
  today: Date;
  /** Option lists of the form's selects (`"ui:options": { "list": "<name>" }`); a module constant. */
  lists?: SchemaFormProps<FormData>['lists'];
  onSearch: (filters: Filters) => void;
  searching: boolean;
  /** Buttons after Search (an export, a reset). */
  actions?: ReactNode;
}

/**
 * THE filter form of the report screens: the fields of `schemas/<name>.*` rendered by the one SchemaForm
 * (date ranges checked by src/lib/dates.ts through the dateRange field), and Search. Enter in a field
 * searches; an invalid filter shows its messages and searches nothing.
 */
export function ReportFilterForm<Filters, FormData extends object>(props: ReportFilterFormProps<Filters, FormData>) {
  const { definition, id, value, toFormData, fromFormData, today, lists, onSearch, searching, actions } = props;
  const { t } = useTranslation('common');
  const [formData, setFormData] = useState<FormData>(() => toFormData(value));
  // Adjusting state while rendering (not in an effect) keeps the form, and the focus, in place.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setFormData(toFormData(value));
  }

  return (
    <SchemaForm
      definition={definition}
      id={id}
      formData={formData}
      onChange={setFormData}
      today={today}
      lists={lists}
      onSubmit={(data) => onSearch(fromFormData(data, value))}
    >
      <Button type="submit" mt="4" me="2" loading={searching} loadingText={t('search')}>
        {t('search')}
      </Button>
      {actions}
    </SchemaForm>
  );
}
