import { Input, type InputProps } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { applyMask, maskedCaret } from '../../../lib/mask';

export interface MaskedTextInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** `#` stands for a digit, e.g. `###-###-####`. */
  mask: string;
  /** The form's value; shown whenever the input does not have focus. */
  value: string;
  onValueChange: (text: string) => void;
}

/**
 * A masked text input. Each change event is formatted at once (lib/mask.ts) and the caret put back after
 * the same digits. While focused it shows what the user typed, otherwise the form's value: rjsf hands a
 * change back a render later, and echoing that older value into the input would drop fast keystrokes.
 */
export function MaskedTextInput({ mask, value, onValueChange, onFocus, onBlur, ...props }: MaskedTextInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
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
      value={typed ?? value}
      onChange={({ target }) => {
        const text = applyMask(mask, target.value);
        caret.current = maskedCaret(text, target.value, target.selectionStart ?? target.value.length);
        setTyped(text);
        onValueChange(text);
      }}
      onFocus={(event) => {
        setTyped((current) => current ?? value);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setTyped(null);
        onBlur?.(event);
      }}
      {...props}
    />
  );
}
