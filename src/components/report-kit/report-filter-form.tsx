import { Button } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaForm } from '../schema-form/schema-form';
import type { ReportFilterDeclaration } from './filter-form';

interface ReportFilterFormProps<Filters, FormData extends object> extends ReportFilterDeclaration<Filters, FormData> {
  /** The filters in force (from the URL); the fields follow them when they change (Back, an edited URL). */
  value: Filters;
  today: Date;
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
