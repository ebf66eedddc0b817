import { Accordion, chakra, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TagWithContents } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { ContentLibraryItem } from './content-library-item';

export const panelValue = (tagId: number) => String(tagId);

/** One tag's expansion panel (the WAI-ARIA accordion pattern: the trigger inside a heading). */
export function ContentLibraryPanel({
  tag,
  highlightedContentId,
}: {
  tag: TagWithContents;
  highlightedContentId: number | undefined;
}) {
  const { t } = useTranslation('content-library');
  const formatters = useFormatters();
  const count = tag.contents.length;

  return (
    <Accordion.Item value={panelValue(tag.id)}>
      <Heading as="h2" size="md">
        <Accordion.ItemTrigger cursor="pointer" py="3" _hover={{ bg: 'bg.muted' }}>
          <chakra.span flex="1" fontWeight="semibold">
            {tag.label}
          </chakra.span>{' '}
          <chakra.span fontSize="sm" fontWeight="normal" color="fg.muted" whiteSpace="nowrap">
            {t('viewItems', { count, n: formatters.number(count) })}
          </chakra.span>
          <Accordion.ItemIndicator />
        </Accordion.ItemTrigger>
      </Heading>
      <Accordion.ItemContent>
        <Accordion.ItemBody>
          <Stack as="ul" gap="1" listStyleType="none" aria-label={t('items', { tag: tag.label })}>
            {tag.contents.map((item) => (
              <ContentLibraryItem
                key={item.contentId}
                tagId={tag.id}
                item={item}
                highlighted={item.contentId === highlightedContentId}
              />
            ))}
          </Stack>
        </Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  );
}
