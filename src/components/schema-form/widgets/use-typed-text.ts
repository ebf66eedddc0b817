import { useState } from 'react';

export interface TypedText {
  /** What the input shows. */
  text: string;
  /** Record what the user typed (call from onChange). */
  setText: (text: string) => void;
  /** Call from onFocus / onBlur. */
  focus: () => void;
  blur: () => void;
}

/**
 * The text an input shows. While the input has focus it shows what the user typed; otherwise the form's
 * value. rjsf hands each change back a render or more later, so echoing its value into a focused, fast-typed
 * (masked) input would drop keystrokes; once focus leaves, the form's value is the truth again (a reset, a
 * saved record). A widget that changes the value itself while focused (a chosen suggestion) calls setText.
 */
export function useTypedText(value: unknown): TypedText {
  const external = typeof value === 'string' ? value : '';
  const [typed, setTyped] = useState<string | null>(null);
  return {
    text: typed ?? external,
    setText: setTyped,
    focus: () => setTyped((current) => current ?? external),
    blur: () => setTyped(null),
  };
}
