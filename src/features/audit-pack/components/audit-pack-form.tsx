import { Button, Text } from '@chakra-ui/react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import validators from '@schemas/compiled/audit-pack.validators';
import schema from '@schemas/compiled/audit-pack.schema.json';
import uiSchema from '@schemas/audit-pack.ui.json';
import type { RangeFormData } from '@/components/report-kit/filter-form';
import { defineSchemaForm } from '@/components/schema-form/form-definition';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { defaultRange } from '@/lib/dates';
import type { IsoRange } from '../api/audit-pack-sources';

const definition = defineSchemaForm<RangeFormData>(schema, uiSchema, validators);
const FORM_ID = 'audit-pack-range';

interface AuditPackFormProps {
  today: Date;
  building: boolean;
  disabled: boolean;
  onBuild: (range: IsoRange) => void;
  'aria-labelledby': string;
}

/**
 * From and To (default: one year back) and Build Audit Pack. Memoised: the build's progress re-renders
 * the page many times a second, never this form.
 */
export const AuditPackForm = memo(function AuditPackForm({
  today,
  building,
  disabled,
  onBuild,
  'aria-labelledby': labelledBy,
}: AuditPackFormProps) {
  const { t } = useTranslation('audit-pack');
  const [formData, setFormData] = useState<RangeFormData>(() => ({ range: defaultRange('documents', today) }));

  // The form submits only once its range passed the date-range rules: both are days.
  const submit = (data: RangeFormData) => {
    const { from, to } = data.range ?? {};
    if (from && to) onBuild({ from, to });
  };

  return (
    <SchemaForm
      definition={definition}
      id={FORM_ID}
      formData={formData}
      onChange={setFormData}
      onSubmit={submit}
      today={today}
      readOnly={building}
      aria-labelledby={labelledBy}
    >
      <Button type="submit" mt="5" loading={building} loadingText={t('form.build')} disabled={disabled}>
        {t('form.build')}
      </Button>
      <Text textStyle="sm" color="fg.muted" mt="3">
        {t('form.help')}
      </Text>
    </SchemaForm>
  );
});
