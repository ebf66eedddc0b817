import { Badge, Box, HStack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Observance } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { DURATION_CLASSES, durationClass, observanceDays, type DurationClass } from '../utils/observance-rules';

/** Each duration class has a colour and a shape, so classes differ by more than colour (AA on the page). */
export const DURATION_STYLE: Record<DurationClass, { color: string; radius: string }> = {
  singleDay: { color: 'blue.600', radius: 'full' },
  multipleDays: { color: 'green.700', radius: 'sm' },
  monthLong: { color: 'purple.600', radius: 'none' },
};

/** The swatch of a duration class (decorative: the class is always written beside it). */
export function DurationSwatch({ kind }: { kind: DurationClass }) {
  const style = DURATION_STYLE[kind];
  return <Box aria-hidden="true" boxSize="3" flexShrink={0} bg={style.color} borderRadius={style.radius} />;
}

/** The list's legend: Single Day, Multiple Days, Month Long (spec section 2). */
export function ObservanceLegend() {
  const { t } = useTranslation('observances');
  return (
    <HStack as="ul" aria-label={t('legend.label')} gap="5" wrap="wrap" listStyleType="none" ms="0">
      {DURATION_CLASSES.map((kind) => (
        <HStack as="li" key={kind} gap="2">
          <DurationSwatch kind={kind} />
          <Text textStyle="sm">{t(`legend.${kind}`)}</Text>
        </HStack>
      ))}
    </HStack>
  );
}

/** An observance's days and its duration class (with the day count when `withDays`). */
export function ObservanceWhen({ observance, withDays = false }: { observance: Observance; withDays?: boolean }) {
  const { t } = useTranslation('observances');
  const formatters = useFormatters();
  const days = observanceDays(observance.start, observance.end);
  const kind = durationClass(days);
  return (
    <HStack gap="2" textStyle="sm" color="fg.muted" wrap="wrap">
      <Text>{formatters.dayRange(observance.start, observance.end)}</Text>
      <HStack gap="1.5">
        <DurationSwatch kind={kind} />
        <Text>
          {t(`legend.${kind}`)}
          {withDays ? ` (${t('detail.days', { count: days })})` : null}
        </Text>
      </HStack>
    </HStack>
  );
}

export function ObservanceTags({ observance }: { observance: Observance }) {
  const { t } = useTranslation('observances');
  if (observance.tags.length === 0) return null;
  return (
    <Wrap as="ul" aria-label={t('list.tags')} gap="1.5" listStyleType="none" ms="0">
      {observance.tags.map((tag) => (
        <Box as="li" key={tag.id}>
          <Badge variant="subtle">{tag.label}</Badge>
        </Box>
      ))}
    </Wrap>
  );
}
