import { Input, type InputProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import { applyMask, maskedCaret } from '@/lib/mask';
import { useTypedText } from './use-typed-text';

export interface MaskedTextInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** `#` stands for a digit, e.g. `###-###-####`. */
  mask: string;
  /** The form's value; shown whenever the input does not have focus. */
  value: string;
  onValueChange: (text: string) => void;
}

/**
 * A masked text input. Each change event is formatted at once (lib/mask.ts) and the caret put back after
 * the same digits. What it shows follows useTypedText (typed text while focused, the form's value otherwise).
 */
export function MaskedTextInput({ mask, value, onValueChange, onFocus, onBlur, ...props }: MaskedTextInputProps) {
  const { text, setText, focus, blur } = useTypedText(value);
  const element = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = element.current;
    if (caret.current === null || !input || input.ownerDocument.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <Input
      ref={element}
      type="text"
      value={text}
      onChange={({ target }) => {
        const masked = applyMask(mask, target.value);
        caret.current = maskedCaret(masked, target.value, target.selectionStart ?? target.value.length);
        setText(masked);
        onValueChange(masked);
      }}
      onFocus={(event) => {
        focus();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        blur();
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
