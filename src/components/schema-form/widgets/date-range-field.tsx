import { chakra, Grid } from '@chakra-ui/react';
import { getUiOptions, type FieldProps } from '@rjsf/utils';
import type { DateRangeText } from '@/lib/dates';
import { errorsShown, type SchemaFormContext } from '../form-context';
import { FieldLabel, FieldMessages } from '../templates/field-template';
import { DateInput } from './date-input';

type Side = 'from' | 'to';

interface RangeSideProps {
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

function RangeSide({ id, label, value, errors, show, disabled, readOnly, onChange, onBlur }: RangeSideProps) {
  const invalid = show && errors.length > 0;
  return (
    <chakra.div>
      <FieldLabel htmlFor={id} label={label} required />
      <DateInput
        value={value}
        onValueChange={onChange}
        id={id}
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
 * `"ui:field": "dateRange"` on an object property `{ from, to }`: yyyy-MM-dd strings, which the inputs show
 * and take as MM/DD/YYYY (date-input.tsx). The rules of src/lib/dates.ts apply automatically; pick extra
 * ones with `"ui:options": { "rules": "limited" }` (365 days) or `"jobPerformance"`. Labels default to
 * From Date / To Date (`fromLabel`, `toLabel`).
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
          <RangeSide
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
