import { Box, Button, Field, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { addDays } from 'date-fns/addDays';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '@/components/schema-form/widgets/date-input';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryLoadError } from '@/components/ui/load-error';
import { PageFrame } from '@/components/ui/page-frame';
import type { PathKey } from '@/config/paths';
import type { SchedulingLetter } from '@/generated/model';
import { ANSWER_WINDOW, daysLeftToAnswer } from '@/lib/compliance/scheduling-letter';
import { calendarDay, useToday } from '@/lib/dates';
import { toDate, useFormatters } from '@/lib/format';
import { useSession } from '@/lib/session/session-provider';
import { useSingleFlight } from '@/lib/use-single-flight';
import { useItemEvidence } from '../api/use-item-evidence';
import { useSaveLetter, useSchedulingLetter } from '../api/use-scheduling-letter';
import { LetterChecklist } from './letter-checklist';
import { itemsFor, letterDateProblem, letterPeriod, PERIOD_MONTHS } from '../utils/letter-items';

export interface AuditReadinessPageProps {
  /** Whether the company may open a screen (the route table's gates, given by the route). */
  opens: (key: PathKey) => boolean;
  /** A screen's drawer name. */
  screenName: (key: PathKey) => string;
  /** What builds the pack by item for the letter's period (the Audit Pack's, given by the route). */
  packAction?: (period: { from: string; to: string }) => ReactNode;
}

/**
 * Audit Readiness (issue 39): from the day the scheduling letter arrived, the days left to answer and the
 * letter's items the portal can evidence, checked off by the company's users together (saved through
 * saveSchedulingLetter, so a colleague sees the same state).
 */
export function AuditReadinessPage(props: AuditReadinessPageProps) {
  const { t } = useTranslation('audit-readiness');
  const { company } = useSession();
  const letter = useSchedulingLetter(company?.id);
  return (
    <PageFrame
      gap="6"
      maxW="56rem"
      intro={
        <Text color="fg.muted" maxW="44rem">
          {t('intro')}
        </Text>
      }
    >
      {letter.isError ? (
        <QueryLoadError query={letter} message={t('errors.load')} />
      ) : letter.data ? (
        // A save by anyone replaces the draft with what was saved; a failed save keeps it.
        <LetterEditor key={`${company?.id}:${letter.data.updatedAt ?? 'never'}`} saved={letter.data} {...props} />
      ) : (
        <Text role="status">{t('loading')}</Text>
      )}
    </PageFrame>
  );
}

interface Draft {
  date: string;
  checked: string[];
}

function LetterEditor({ saved, opens, screenName, packAction }: AuditReadinessPageProps & { saved: SchedulingLetter }) {
  const { t } = useTranslation('audit-readiness');
  const formatters = useFormatters();
  const { company } = useSession();
  const today = useToday();
  const save = useSaveLetter();
  const flight = useSingleFlight();
  const [closing, setClosing] = useState(false);
  const [touched, setTouched] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => ({
    date: saved.letterReceivedDate ?? '',
    checked: saved.checkedItems,
  }));
  const dateId = useId();
  const titleId = useId();

  const problem = letterDateProblem(draft.date, today);
  const letterIso = problem ? null : draft.date;
  const savedIso = saved.letterReceivedDate;
  const period = savedIso ? letterPeriod(savedIso) : null;
  const items = itemsFor(savedIso);
  const evidence = useItemEvidence(company, period, calendarDay(today));
  const showProblem = problem && (touched || draft.date !== '');

  const send = (letterReceivedDate: string | null, checkedItems: string[]) => {
    if (!company) return;
    void flight.run(() =>
      save.mutateAsync({ params: { companyId: company.id }, data: { letterReceivedDate, checkedItems } }),
    );
  };

  const submit = () => {
    setTouched(true);
    if (letterIso) send(letterIso, draft.checked);
  };

  const toggle = (id: string, on: boolean) =>
    setDraft((current) => ({
      ...current,
      checked: on ? [...current.checked, id] : current.checked.filter((other) => other !== id),
    }));

  return (
    <Stack gap="6">
      <Box borderWidth="1px" rounded="md" p={{ base: '4', md: '5' }} bg="bg.panel" asChild>
        <form
          aria-labelledby={titleId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="4">
            <Heading as="h2" size="lg" id={titleId}>
              {t('letter.title')}
            </Heading>
            <Field.Root invalid={!!showProblem} required maxW="16rem">
              <Field.Label htmlFor={dateId}>{t('letter.date')}</Field.Label>
              <DateInput
                id={dateId}
                value={draft.date}
                onValueChange={(date) => setDraft((current) => ({ ...current, date }))}
                onBlur={() => setTouched(true)}
                readOnly={save.isPending}
              />
              <Field.HelperText>{t('letter.help', { days: ANSWER_WINDOW.days })}</Field.HelperText>
              {showProblem ? <Field.ErrorText>{t(`letter.errors.${problem}`)}</Field.ErrorText> : null}
            </Field.Root>
            <LetterStatus savedIso={savedIso} today={today} />
            {period ? (
              <Text>{t('letter.period', { months: PERIOD_MONTHS, ...formatters.dateRange(period) })}</Text>
            ) : null}
            {saved.updatedAt && saved.updatedBy ? (
              <Text textStyle="sm" color="fg.muted">
                {t('letter.savedBy', { at: formatters.dateTime(saved.updatedAt), by: saved.updatedBy })}
              </Text>
            ) : null}
            <Flex gap="3" wrap="wrap">
              <Button type="submit" loading={save.isPending} disabled={!company}>
                {t('actions.save')}
              </Button>
              {savedIso ? (
                <Button type="button" variant="outline" onClick={() => setClosing(true)} disabled={save.isPending}>
                  {t('actions.close')}
                </Button>
              ) : null}
            </Flex>
          </Stack>
        </form>
      </Box>

      {savedIso ? (
        <>
          <LetterChecklist
            items={items}
            checked={draft.checked}
            onToggle={toggle}
            evidence={evidence}
            opens={opens}
            screenName={screenName}
            disabled={save.isPending}
          />
          <Text textStyle="sm" color="fg.muted">
            {t('checklist.saveHint')}
          </Text>
          {period && packAction ? packAction(period) : null}
        </>
      ) : (
        <Text>{t('letter.none')}</Text>
      )}

      {closing ? (
        <ConfirmDialog
          title={t('closeDialog.title')}
          message={t('closeDialog.message')}
          cancelLabel={t('closeDialog.cancel')}
          confirmLabel={t('closeDialog.confirm')}
          onCancel={() => setClosing(false)}
          onConfirm={() => {
            setClosing(false);
            send(null, []);
          }}
        />
      ) : null}
    </Stack>
  );
}

function LetterStatus({ savedIso, today }: { savedIso: string | null; today: Date }) {
  const { t } = useTranslation('audit-readiness');
  const formatters = useFormatters();
  if (!savedIso) return null;
  const left = daysLeftToAnswer(savedIso, today);
  const due = formatters.date(addDays(toDate(savedIso), ANSWER_WINDOW.days));
  const window = ANSWER_WINDOW.days;
  const text =
    left > 0
      ? t('letter.daysLeft', { count: left, window, due })
      : left === 0
        ? t('letter.dueToday', { due })
        : t('letter.overdue', { count: -left, window, due });
  return (
    <Stack gap="1">
      <Text fontWeight="semibold" color={left < 0 ? 'fg.error' : undefined} data-testid="days-left">
        {text}
      </Text>
      <Text textStyle="xs" color="fg.muted">
        {t('letter.windowSource', { source: ANSWER_WINDOW.source })}
      </Text>
    </Stack>
  );
}
