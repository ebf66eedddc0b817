import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '../../../../schemas/compiled/job-performance-filter.validators';
import schema from '../../../../schemas/job-performance-filter.schema.json';
import uiSchema from '../../../../schemas/job-performance-filter.ui.json';
import { defineSchemaForm } from '../../../components/schema-form/form-definition';
import { SchemaForm } from '../../../components/schema-form/schema-form';
import type { DateRangeText } from '../../../lib/dates';
import type { ReportRange } from '../api/use-job-performance';

interface FilterData {
  range?: DateRangeText;
}

const definition = defineSchemaForm<FilterData>(schema, uiSchema, validators);
const FORM_ID = 'job-performance-filter';

interface JobPerformanceFilterProps {
  /** The range in force (from the URL); the fields follow it when it changes (Back, an edited URL). */
  value: ReportRange;
  today: Date;
  onSearch: (range: ReportRange) => void;
  searching: boolean;
}

/** From and To with the job-performance limits (src/lib/dates.ts via the dateRange field), and Search. */
export function JobPerformanceFilter({ value, today, onSearch, searching }: JobPerformanceFilterProps) {
  const { t } = useTranslation('job-performance');
  const [formData, setFormData] = useState<FilterData>({ range: value });
  // Adjusting state while rendering (not in an effect) keeps the form, and the focus, in place.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setFormData({ range: value });
  }

  return (
    <SchemaForm
      definition={definition}
      id={FORM_ID}
      formData={formData}
      onChange={setFormData}
      today={today}
      onSubmit={(data) => onSearch({ from: data.range?.from ?? '', to: data.range?.to ?? '' })}
    >
      <Button type="submit" mt="4" loading={searching} loadingText={t('filter.search')}>
        {t('filter.search')}
      </Button>
    </SchemaForm>
  );
}
