import {
  Box,
  Button,
  type ButtonProps,
  Dialog,
  Field,
  Heading,
  HStack,
  Input,
  List,
  RadioGroup,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { QueryLoadError } from '@/components/ui/load-error';
import { ClipboardUnavailableError, copyText } from '@/lib/clipboard';
import { useCalendarFeedUrl, useResetCalendarFeedUrl } from '../api/use-calendar-feed';

/** Spec section 9, sizes: "calendar dialog 31rem". */
export const CALENDAR_DIALOG_MAX_WIDTH = '31rem';

/** Spec section 9: step reset after 500 ms, so the closing animation does not flash step 1. */
export const STEP_RESET_DELAY_MS = 500;

export type CalendarApp = 'google' | 'outlook';
const CALENDAR_APPS: readonly CalendarApp[] = ['google', 'outlook'];

const INSTRUCTION_STEPS: Record<CalendarApp, readonly string[]> = {
  google: ['1', '2', '3', '4', '5'],
  outlook: ['1', '2', '3', '4', '5', '6'],
};

const STEP_COUNT = 2;

const isCalendarApp = (value: string | null): value is CalendarApp => CALENDAR_APPS.includes(value as CalendarApp);

export type CalendarIntegrationDialogProps = Omit<ButtonProps, 'onClick' | 'children'>;

/** The Calendar Integration button and its two-step dialog (spec section 4); props go to the trigger. */
export function CalendarIntegrationDialog(props: CalendarIntegrationDialogProps) {
  const { t } = useTranslation('calendar-integration');
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<CalendarApp | null>(null);
  /** The calendar whose instructions step 2 shows; null is step 1. */
  const [shown, setShown] = useState<CalendarApp | null>(null);
  const stepReset = useRef<ReturnType<typeof setTimeout>>(undefined);
  const focusNext = useRef<'step1' | 'step2' | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const instructionsHeading = useRef<HTMLHeadingElement>(null);
  const chooseId = useId();

  useEffect(() => () => clearTimeout(stepReset.current), []);

  // Moving between the steps replaces the focused button: the focus goes to the new step's start.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'step2') instructionsHeading.current?.focus();
    if (target === 'step1') content.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus();
  }, [shown]);

  const changeOpen = (next: boolean) => {
    clearTimeout(stepReset.current);
    setOpen(next);
    if (next) {
      setShown(null);
      return;
    }
    setChoice(null);
    stepReset.current = setTimeout(() => setShown(null), STEP_RESET_DELAY_MS);
  };

  const goNext = () => {
    if (!choice) return;
    focusNext.current = 'step2';
    setShown(choice);
  };

  const goBack = () => {
    focusNext.current = 'step1';
    setShown(null);
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={changeOpen}
      scrollBehavior="inside"
      lazyMount
      trigger={
        <Button variant="outline" {...props}>
          {t('open')}
        </Button>
      }
      title={t('title')}
      description={t('stepOf', { step: shown ? 2 : 1, total: STEP_COUNT })}
      contentRef={content}
      contentProps={{
        maxW: CALENDAR_DIALOG_MAX_WIDTH,
        w: 'full',
        mx: '3',
        'data-testid': 'calendar-integration-dialog',
        'data-step': shown ? 2 : 1,
      }}
      footer={
        <HStack gap="3" w="full" justify="space-between">
          <Box>
            {shown ? (
              <Button variant="ghost" onClick={goBack}>
                {t('back')}
              </Button>
            ) : null}
          </Box>
          <HStack gap="3">
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{t('close')}</Button>
            </Dialog.ActionTrigger>
            {shown ? null : (
              <Button colorPalette="primary" onClick={goNext} disabled={!choice}>
                {t('next')}
              </Button>
            )}
          </HStack>
        </HStack>
      }
    >
      {shown ? (
        <Instructions calendar={shown} active={open} headingRef={instructionsHeading} />
      ) : (
        <Stack gap="4">
          <Text>{t('intro')}</Text>
          <RadioGroup.Root
            value={choice}
            onValueChange={(details) => setChoice(isCalendarApp(details.value) ? details.value : null)}
            aria-labelledby={chooseId}
          >
            <RadioGroup.Label id={chooseId} fontWeight="medium" mb="2">
              {t('choose')}
            </RadioGroup.Label>
            <Stack gap="3">
              {CALENDAR_APPS.map((calendar) => (
                <RadioGroup.Item key={calendar} value={calendar}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`calendars.${calendar}`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        </Stack>
      )}
    </FormDialog>
  );
}

interface InstructionsProps {
  calendar: CalendarApp;
  /** The dialog is open (a closing dialog asks for no feed URL). */
  active: boolean;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

function Instructions({ calendar, active, headingRef }: InstructionsProps) {
  const { t } = useTranslation(['calendar-integration', 'abi']);
  const feedUrl = useCalendarFeedUrl(active);
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);

  // After a reset, the new address is selected: the person copies it into their calendar apps next.
  const selectNewUrl = useCallback(() => {
    field.current?.focus();
    field.current?.select();
  }, []);

  const copy = async (url: string) => {
    try {
      await copyText(url);
    } catch (error) {
      if (!(error instanceof ClipboardUnavailableError)) throw error;
      // The person was told to copy it by hand: the address is selected for them.
      field.current?.focus();
      field.current?.select();
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h3" size="md" ref={headingRef} tabIndex={-1} outline="none">
        {t(`instructions.${calendar}.heading`)}
      </Heading>
      <List.Root as="ol" listStyleType="decimal" ps="5" gap="2" data-testid="calendar-instructions">
        {INSTRUCTION_STEPS[calendar].map((step) => (
          <List.Item key={step}>
            <Trans t={t} i18nKey={`instructions.${calendar}.${step}`} components={{ b: <strong /> }} />
          </List.Item>
        ))}
      </List.Root>
      {feedUrl.data ? (
        <>
          <Field.Root>
            <Field.Label htmlFor={fieldId}>{t('feedUrl')}</Field.Label>
            <HStack gap="2" w="full">
              <Input
                id={fieldId}
                ref={field}
                readOnly
                value={feedUrl.data}
                onFocus={(event) => event.currentTarget.select()}
                flex="1"
              />
              <Button variant="outline" aria-label={t('copyFeedUrl')} onClick={() => void copy(feedUrl.data)}>
                {t('copy')}
              </Button>
            </HStack>
          </Field.Root>
          <ResetLink onReset={selectNewUrl} />
        </>
      ) : feedUrl.isError ? (
        <QueryLoadError query={feedUrl} message={t('abi:errors.calendarId')} />
      ) : (
        <HStack gap="2" role="status">
          <Spinner size="sm" />
          <Text>{t('loadingUrl')}</Text>
        </HStack>
      )}
      <Text textStyle="sm" color="fg.muted">
        {t(`instructions.${calendar}.note`)}
      </Text>
    </Stack>
  );
}

/**
 * Reset link: every calendar subscribed with the current URL stops updating, so the reset is confirmed
 * first (Cancel keeps the link and has the focus); a failure leaves the confirmation open.
 */
function ResetLink({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation('calendar-integration');
  const { reset, isPending } = useResetCalendarFeedUrl();
  const [confirming, setConfirming] = useState(false);
  const focusNext = useRef<'cancel' | 'trigger' | 'field' | null>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const triggerButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  // Opening or closing the confirmation replaces the focused button: the focus goes where the person goes on.
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'cancel') cancelButton.current?.focus();
    if (target === 'trigger') triggerButton.current?.focus();
    if (target === 'field') onReset();
  }, [confirming, onReset]);

  const ask = () => {
    focusNext.current = 'cancel';
    setConfirming(true);
  };

  const cancel = () => {
    focusNext.current = 'trigger';
    setConfirming(false);
  };

  const confirm = async () => {
    try {
      await reset();
    } catch {
      // The failed call has had its toast and its log from the query client; the old link still works.
      return;
    }
    focusNext.current = 'field';
    setConfirming(false);
  };

  if (!confirming) {
    return (
      <Box>
        <Button ref={triggerButton} variant="outline" size="sm" onClick={ask}>
          {t('reset.open')}
        </Button>
      </Box>
    );
  }
  return (
    <Stack
      role="group"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      gap="3"
      p="3"
      borderWidth="1px"
      borderColor="border.warning"
      bg="bg.warning"
      rounded="l2"
    >
      <Text id={titleId} fontWeight="semibold">
        {t('reset.confirmTitle')}
      </Text>
      <Text id={bodyId} textStyle="sm">
        {t('reset.confirmBody')}
      </Text>
      <HStack gap="3" justify="flex-end" flexWrap="wrap">
        <Button ref={cancelButton} variant="outline" size="sm" onClick={cancel} disabled={isPending}>
          {t('reset.cancel')}
        </Button>
        <Button
          colorPalette="red"
          size="sm"
          onClick={() => void confirm()}
          loading={isPending}
          loadingText={t('reset.resetting')}
        >
          {t('reset.confirm')}
        </Button>
      </HStack>
    </Stack>
  );
}
