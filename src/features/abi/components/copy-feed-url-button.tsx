import { Button, type ButtonProps, Field, Input, Stack } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClipboardUnavailableError, copyText } from '@/lib/clipboard';
import { useFetchCalendarFeedUrl } from '../api/use-calendar-feed';

export type CopyFeedUrlButtonProps = Omit<ButtonProps, 'onClick' | 'children' | 'loading' | 'loadingText'>;

/**
 * Copy URL to Integrate: fetches the hashed calendar id on click (kept once known) and copies the feed
 * URL; without a clipboard, the address is shown, selected, for copying by hand.
 */
export function CopyFeedUrlButton(props: CopyFeedUrlButtonProps) {
  const { t } = useTranslation('calendar-integration');
  const fetchFeedUrl = useFetchCalendarFeedUrl();
  const [busy, setBusy] = useState(false);
  const [byHand, setByHand] = useState<string | null>(null);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);

  // The address to copy by hand gets the focus, selected, so Ctrl+C (or the context menu) copies it.
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, [byHand]);

  const copy = async () => {
    setBusy(true);
    try {
      const url = await fetchFeedUrl();
      try {
        await copyText(url);
      } catch (error) {
        if (!(error instanceof ClipboardUnavailableError)) throw error;
        setByHand(url);
      }
    } catch {
      // The failed call has had its catalogue toast and its log from the query client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="2" alignItems="flex-start">
      <Button variant="outline" {...props} onClick={() => void copy()} loading={busy} loadingText={t('copyingUrl')}>
        {t('copyUrl')}
      </Button>
      {byHand ? (
        <Field.Root>
          <Field.Label htmlFor={fieldId}>{t('copyByHand')}</Field.Label>
          <Input
            id={fieldId}
            ref={field}
            readOnly
            value={byHand}
            onFocus={(event) => event.currentTarget.select()}
            data-testid="feed-url-by-hand"
          />
        </Field.Root>
      ) : null}
    </Stack>
  );
}
