import { Box, Button, Heading, HStack, Link, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { useNeedsAttention, type AttentionScreen } from '../api/use-needs-attention';
import type { AttentionItem } from '../utils/attention';

function itemHref(item: AttentionItem): string {
  switch (item.kind) {
    case 'unlisted':
      return paths.reportsListingMonitor.href();
    case 'letter':
      return paths.reportsAuditReadiness.href();
    case 'unread':
      return paths.notificationList.href();
    case 'observance':
      return paths.abiObservances.href({ selectedObservanceId: item.id });
    case 'reportCards':
      return paths.reportsDocumentCenter.href();
  }
}

function useItemText() {
  const { t } = useTranslation('needs-attention');
  const format = useFormatters();
  return (item: AttentionItem): string => {
    switch (item.kind) {
      case 'unlisted':
        return t('unlisted', { count: item.count, n: format.number(item.count) });
      case 'letter':
        if (item.daysLeft < 0) return t('letterOverdue', { count: -item.daysLeft, n: format.number(-item.daysLeft) });
        if (item.daysLeft === 0) return t('letterLastDay');
        return t('letter', { count: item.daysLeft, n: format.number(item.daysLeft) });
      case 'unread':
        return t('unread', { count: item.count, n: format.number(item.count) });
      case 'observance':
        return t('observance', { name: item.name, date: format.dayRange(item.start) });
      case 'reportCards':
        return t('reportCards', { count: item.count, n: format.number(item.count) });
    }
  };
}

/**
 * Home's "Needs attention": what the company has to act on, each entry a link to its screen. It loads after
 * Home's first paint (a lazy part) and never holds it.
 */
export function NeedsAttentionSection({ opens }: { opens: (screen: AttentionScreen) => boolean }) {
  const { t } = useTranslation('needs-attention');
  const { items, pending, failed, retry } = useNeedsAttention(opens);
  const text = useItemText();
  return (
    <Stack as="section" aria-labelledby="needs-attention-heading" aria-busy={pending || undefined} gap="3" maxW="48rem">
      <Heading as="h2" id="needs-attention-heading" size="lg">
        {t('heading')}
      </Heading>
      {items.length > 0 && (
        <List.Root gap="2" variant="plain">
          {items.map((item) => (
            <List.Item key={item.kind === 'observance' ? `observance-${item.id}` : item.kind}>
              <Link asChild colorPalette="primary" variant="underline">
                <RouterLink to={itemHref(item)}>{text(item)}</RouterLink>
              </Link>
            </List.Item>
          ))}
        </List.Root>
      )}
      {pending && <NeedsAttentionPlaceholder />}
      {failed && (
        <HStack gap="3" role="status">
          <Text>{t('failed')}</Text>
          <Button size="sm" variant="outline" onClick={retry}>
            {t('common:retry')}
          </Button>
        </HStack>
      )}
      {!pending && !failed && items.length === 0 && <Text>{t('allInOrder')}</Text>}
    </Stack>
  );
}

/** The entries' place while the checks are made, so nothing below them jumps. */
function NeedsAttentionPlaceholder() {
  const { t } = useTranslation('needs-attention');
  return (
    <Box>
      <Text srOnly>{t('checking')}</Text>
      <Stack gap="2" aria-hidden>
        <Skeleton height="5" width="60%" />
        <Skeleton height="5" width="45%" />
      </Stack>
    </Box>
  );
}
