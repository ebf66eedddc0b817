import { Badge, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { Observance } from '@/generated/model';
import { durationClass, observanceDays, truncateDescription } from '../utils/observance-rules';
import { DURATION_STYLE, ObservanceTags, ObservanceWhen } from './observance-legend';

export interface ObservanceItemProps {
  observance: Observance;
  /** Where the detail dialog of this observance opens (its route, with the filters kept). */
  detailHref: string;
  saved: boolean;
  busy: boolean;
  onToggleSaved: () => void;
}

/** One observance of the list, with its duration class, View More... and Save / Unsave. */
export function ObservanceItem({ observance, detailHref, saved, busy, onToggleSaved }: ObservanceItemProps) {
  const { t } = useTranslation('observances');
  const nameId = useId();
  const kind = durationClass(observanceDays(observance.start, observance.end));
  const description = truncateDescription(observance.description);

  return (
    <Card.Root
      as="article"
      aria-labelledby={nameId}
      variant="outline"
      borderInlineStartWidth="6px"
      borderInlineStartColor={DURATION_STYLE[kind].color}
    >
      <Card.Body gap="2" p="4">
        <HStack justify="space-between" align="start" gap="4" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="md" id={nameId}>
              <Link asChild color="fg" textDecoration="underline" textUnderlineOffset="3px">
                <RouterLink to={detailHref}>{observance.name}</RouterLink>
              </Link>
            </Heading>
            <ObservanceWhen observance={observance} />
          </Stack>
          <HStack gap="2">
            {saved ? <Badge colorPalette="green">{t('savedBadge')}</Badge> : null}
            <Button
              size="sm"
              variant={saved ? 'outline' : 'solid'}
              loading={busy}
              aria-describedby={nameId}
              onClick={onToggleSaved}
            >
              {saved ? t('unsave') : t('save')}
            </Button>
          </HStack>
        </HStack>
        <ObservanceTags observance={observance} />
        <Text textStyle="sm">
          {description.text}{' '}
          {description.truncated ? (
            <Link asChild textStyle="sm" fontWeight="medium" color="blue.700">
              <RouterLink to={detailHref} aria-describedby={nameId}>
                {t('viewMore')}
              </RouterLink>
            </Link>
          ) : null}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
