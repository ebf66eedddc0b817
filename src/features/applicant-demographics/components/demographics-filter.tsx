import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '../../../../schemas/compiled/applicant-demographics-filter.validators';
import schema from '../../../../schemas/applicant-demographics-filter.schema.json';
import uiSchema from '../../../../schemas/applicant-demographics-filter.ui.json';
import { defineSchemaForm } from '../../../components/schema-form/form-definition';
import { SchemaForm } from '../../../components/schema-form/schema-form';
import type { DateRangeText } from '../../../lib/dates';
import type { DemographicsFilters } from '../api/use-applicant-demographics';

interface FilterData {
  range?: DateRangeText;
  jobTitle?: string;
  location?: string;
}

const definition = defineSchemaForm<FilterData>(schema, uiSchema, validators);
const FORM_ID = 'applicant-demographics-filter';

const toFormData = (filters: DemographicsFilters): FilterData => ({
  range: { from: filters.from, to: filters.to },
  ...(filters.jobTitle ? { jobTitle: filters.jobTitle } : {}),
  ...(filters.location ? { location: filters.location } : {}),
});

interface DemographicsFilterProps {
  /** The filters in force (from the URL); the fields follow them when they change (Back, an edited URL). */
  value: DemographicsFilters;
  today: Date;
  onSearch: (filters: DemographicsFilters) => void;
  searching: boolean;
}

/** From, To, Job Title and Location, and Search. */
export function DemographicsFilter({ value, today, onSearch, searching }: DemographicsFilterProps) {
  const { t } = useTranslation('applicant-demographics');
  const [formData, setFormData] = useState<FilterData>(() => toFormData(value));
  // Adjusting state while rendering (not in an effect) keeps the form, and the focus, in place.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setFormData(toFormData(value));
  }

  return (
    <SchemaForm
      definition={definition}
      id={FORM_ID}
      formData={formData}
      onChange={setFormData}
      today={today}
      onSubmit={(data) =>
        onSearch({
          from: data.range?.from ?? '',
          to: data.range?.to ?? '',
          jobTitle: data.jobTitle?.trim() ?? '',
          location: data.location?.trim() ?? '',
        })
      }
    >
      <Button type="submit" mt="4" loading={searching} loadingText={t('filter.search')}>
        {t('filter.search')}
      </Button>
    </SchemaForm>
  );
}
