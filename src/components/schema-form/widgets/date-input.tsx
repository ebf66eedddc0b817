import { useTranslation } from 'react-i18next';
import { isoToUsDate, usDateToIso } from '@/lib/dates';
import { MaskedTextInput, type MaskedTextInputProps } from './masked-text-input';

export const US_DATE_MASK = '##/##/####';

/** What a date input shows for a form's value: MM/DD/YYYY for a yyyy-MM-dd day, anything else as it is. */
export function shownDate(value: string): string {
  return isoToUsDate(value) ?? value;
}

/**
 * What a date input gives the form for its text: yyyy-MM-dd once the text is a real day. Until then the
 * text as it is, so that validation can tell an unfinished or impossible date ('Invalid date') from none.
 */
export function typedDate(text: string): string {
  return usDateToIso(text) ?? text;
}

export interface DateInputProps extends Omit<MaskedTextInputProps, 'mask' | 'value' | 'onValueChange'> {
  /** yyyy-MM-dd, or the text typed while it is not a real day. */
  value: string;
  onValueChange: (value: string) => void;
}

/**
 * A date as people type it here: MM/DD/YYYY, masked (spec section 5). The portal holds every date as
 * yyyy-MM-dd; this input is the edge where one becomes the other, both ways.
 */
export function DateInput({ value, onValueChange, ...props }: DateInputProps) {
  const { t } = useTranslation();
  return (
    <MaskedTextInput
      mask={US_DATE_MASK}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('forms:dateFormatHint')}
      {...props}
      value={shownDate(value)}
      onValueChange={(text) => onValueChange(typedDate(text))}
    />
  );
}
