import { Box, Button, Checkbox, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths, type PathKey } from '@/config/paths';
import { toDate, useFormatters } from '@/lib/format';
import type { Evidence } from '../api/use-item-evidence';
import type { EvidenceKind, LetterItem } from '../utils/letter-items';

interface LetterChecklistProps {
  items: LetterItem[];
  checked: readonly string[];
  onToggle: (id: string, checked: boolean) => void;
  evidence: Record<EvidenceKind, Evidence>;
  /** Whether the company may open a screen (its route's gates); a link it may not follow is not shown. */
  opens: (key: PathKey) => boolean;
  screenName: (key: PathKey) => string;
  disabled: boolean;
}

function EvidenceText({ kind, evidence }: { kind: EvidenceKind; evidence: Evidence }) {
  const { t } = useTranslation('audit-readiness');
  const formatters = useFormatters();
  switch (evidence.state) {
    case 'loading':
      return <Text color="fg.muted">{t('checklist.counting')}</Text>;
    case 'failed':
      return (
        <Text>
          {t('checklist.failed')}{' '}
          <Button size="xs" variant="outline" onClick={evidence.retry}>
            {t('checklist.retry')}
          </Button>
        </Text>
      );
    case 'not-entitled':
      return <Text color="fg.muted">{t(`notEntitled.${evidence.reason}`)}</Text>;
    case 'counts': {
      const values = Object.fromEntries(
        Object.entries(evidence.counts).map(([name, value]) => [name, formatters.number(value)]),
      );
      const count = Object.values(evidence.counts)[0] ?? 0;
      return <Text>{t(`evidence.${kind}`, { ...values, count })}</Text>;
    }
  }
}

/** The letter's items the portal can evidence: a check per item, what the portal has, and its screen. */
export function LetterChecklist({
  items,
  checked,
  onToggle,
  evidence,
  opens,
  screenName,
  disabled,
}: LetterChecklistProps) {
  const { t } = useTranslation('audit-readiness');
  const formatters = useFormatters();
  const ready = items.filter((item) => checked.includes(item.id)).length;
  return (
    <Stack gap="3" as="section" aria-labelledby="audit-readiness-checklist">
      <Heading as="h2" size="lg" id="audit-readiness-checklist">
        {t('checklist.title')}
      </Heading>
      <Text color="fg.muted">{t('checklist.progress', { checked: ready, total: items.length })}</Text>
      <List.Root variant="plain" gap="3">
        {items.map((item) => {
          const screen = item.path;
          return (
            <List.Item key={item.id} borderWidth="1px" rounded="md" p="4" display="block">
              <Checkbox.Root
                checked={checked.includes(item.id)}
                onCheckedChange={(details) => onToggle(item.id, details.checked === true)}
                disabled={disabled}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="semibold">{t(item.label)}</Checkbox.Label>
              </Checkbox.Root>
              <Box ps="7" mt="1">
                <Text textStyle="sm" color="fg.muted">
                  {t(item.evidences)}
                </Text>
                <EvidenceText kind={item.evidence} evidence={evidence[item.evidence]} />
                {opens(screen) ? (
                  <Link asChild textStyle="sm">
                    <RouterLink to={paths[screen].path}>
                      {t('checklist.open', { screen: screenName(screen) })}
                    </RouterLink>
                  </Link>
                ) : null}
                <Text textStyle="xs" color="fg.muted" mt="1">
                  {t('checklist.source', { source: item.source, date: formatters.date(toDate(item.appliesFrom)) })}
                </Text>
              </Box>
            </List.Item>
          );
        })}
      </List.Root>
    </Stack>
  );
}
