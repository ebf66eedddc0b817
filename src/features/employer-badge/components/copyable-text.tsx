import { Box, Button, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { ClipboardUnavailableError, copyText } from '@/lib/clipboard';

export interface CopyableTextProps {
  text: string;
  /** The copy button's text (its accessible name). */
  copyLabel: string;
  /** Code (the embed HTML) shows in a monospaced `<pre><code>` block; other text as a paragraph. */
  code?: boolean;
  testId?: string;
}

/** Selects the whole text of `element`, focused, so Ctrl+C (or the context menu) copies it. */
function selectForManualCopy(element: HTMLElement | null): void {
  if (!element) return;
  element.focus();
  window.getSelection()?.selectAllChildren(element);
}

/**
 * A text shown as it will be copied, with its copy button: `copyText` writes it and shows the snackbar
 * 'Text copied to clipboard!' (a refused write is only logged). A browser without a clipboard gets the
 * error toast from `copyText`, and the text is selected here for copying by hand.
 */
export function CopyableText({ text, copyLabel, code = false, testId }: CopyableTextProps) {
  const block = useRef<HTMLElement>(null);
  const [busy, setBusy] = useState(false);

  const copy = async () => {
    setBusy(true);
    try {
      await copyText(text);
    } catch (error) {
      if (!(error instanceof ClipboardUnavailableError)) throw error;
      selectForManualCopy(block.current);
    } finally {
      setBusy(false);
    }
  };

  const shared = {
    ref: block,
    tabIndex: -1,
    'data-testid': testId,
    bg: 'bg.muted',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'md',
    px: '4',
    py: '3',
    whiteSpace: 'pre-wrap',
    _focus: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  } as const;

  return (
    <Stack gap="3" alignItems="flex-start" w="full">
      {code ? (
        <Box as="pre" {...shared} w="full" fontFamily="mono" textStyle="sm" wordBreak="break-all" m="0">
          <code>{text}</code>
        </Box>
      ) : (
        <Box as="p" {...shared} w="full" textStyle="sm" overflowWrap="anywhere">
          {text}
        </Box>
      )}
      <Button variant="outline" size="sm" onClick={() => void copy()} disabled={busy}>
        {copyLabel}
      </Button>
    </Stack>
  );
}
