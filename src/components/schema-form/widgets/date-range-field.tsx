import { chakra, Grid } from '@chakra-ui/react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { DateRangeText } from '@/lib/dates';
import { errorsShown, type SchemaFormContext } from '../form-context';
import { FieldLabel, FieldMessages } from '../templates/field-template';
import { US_DATE_MASK } from './masked-input-widget';
import { MaskedTextInput } from './masked-text-input';

type Side = 'from' | 'to';

interface DateInputProps {
  id: string;
  label: string;
  value: string;
  errors: string[];
  show: boolean;
  disabled: boolean;
  readOnly: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

function DateInput({ id, label, value, errors, show, disabled, readOnly, onChange, onBlur }: DateInputProps) {
  const { t } = useTranslation();
  const invalid = show && errors.length > 0;
  return (
    <chakra.div>
      <FieldLabel htmlFor={id} label={label} required />
      <MaskedTextInput
        mask={US_DATE_MASK}
        value={value}
        onValueChange={onChange}
        id={id}
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('forms:dateFormatHint')}
        disabled={disabled}
        readOnly={readOnly}
        aria-required
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}__error` : undefined}
        onBlur={onBlur}
      />
      <FieldMessages id={id} errors={errors} show={show} />
    </chakra.div>
  );
}

/**
 * `"ui:field": "dateRange"` on an object property `{ from, to }` (MM/DD/YYYY strings). The rules of
 * src/lib/dates.ts apply automatically; pick extra ones with `"ui:options": { "rules": "limited" }`
 * (365 days) or `"jobPerformance"`. Labels default to From Date / To Date (`fromLabel`, `toLabel`).
 */
export function DateRangeField(props: FieldProps<DateRangeText, never, SchemaFormContext>) {
  const { formData, errorSchema, fieldPathId, onChange, onBlur, disabled, readonly, uiSchema, registry } = props;
  const options = getUiOptions(uiSchema);
  const id = fieldPathId.$id;
  const range = formData ?? {};
  const labels: Record<Side, string> = {
    from: typeof options.fromLabel === 'string' ? options.fromLabel : 'forms:dateRange.from',
    to: typeof options.toLabel === 'string' ? options.toLabel : 'forms:dateRange.to',
  };
  const errorsOf = (side: Side) => (errorSchema?.[side] as { __errors?: string[] } | undefined)?.__errors ?? [];
  const change = (side: Side, text: string) =>
    onChange({ ...range, [side]: text === '' ? undefined : text }, fieldPathId.path);
  return (
    <Grid gap="4" templateColumns={{ base: '1fr', sm: '1fr 1fr' }} data-field={id}>
      {(['from', 'to'] as const).map((side) => {
        const sideId = `${id}_${side}`;
        return (
          <DateInput
            key={side}
            id={sideId}
            label={labels[side]}
            value={range[side] ?? ''}
            errors={errorsOf(side)}
            show={errorsShown(registry.formContext, sideId)}
            disabled={Boolean(disabled)}
            readOnly={Boolean(readonly)}
            onChange={(text) => change(side, text)}
            onBlur={() => onBlur(sideId, range[side])}
          />
        );
      })}
    </Grid>
  );
}
