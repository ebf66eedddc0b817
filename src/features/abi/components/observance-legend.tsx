import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DURATION_CLASSES, type DurationClass } from '../utils/observance-rules';

/**
 * How each duration class looks: a colour and a shape, so the classes differ by more than colour, and the
 * class is also written on each item. Colours are from the theme's palette, AA against the page.
 */
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
