import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { AbiResourceType, type TagContent } from '@/generated/model';
import { useAbiFileDownload } from '../api/use-abi-file';

/** The element id of an item in one tag's panel (an item may be listed under several tags). */
export const contentItemElementId = (tagId: number, contentId: number) => `content-item-${tagId}-${contentId}`;

/** One content library item with its Download (`/api/abi/files`); the item the URL names is highlighted. */
export function ContentLibraryItem({
  tagId,
  item,
  highlighted,
}: {
  tagId: number;
  item: TagContent;
  highlighted: boolean;
}) {
  const { t } = useTranslation('content-library');
  const { download, pending } = useAbiFileDownload();

  return (
    <HStack
      as="li"
      id={contentItemElementId(tagId, item.contentId)}
      justify="space-between"
      align="center"
      gap="4"
      py="2"
      px="3"
      borderRadius="l2"
      borderInlineStartWidth="4px"
      borderColor={highlighted ? 'primary.solid' : 'transparent'}
      bg={highlighted ? 'primary.subtle' : undefined}
      aria-current={highlighted ? 'true' : undefined}
      scrollMarginBlock="24"
    >
      <Stack gap="0.5" minW="0">
        <Text fontWeight="medium">{item.name}</Text>
        <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
          {item.fileName}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        flexShrink={0}
        aria-label={t('downloadFile', { fileName: item.fileName })}
        loading={pending}
        onClick={() =>
          download({
            fileId: item.fileId,
            fileName: item.fileName,
            resourceType: AbiResourceType.content,
            resourceId: item.contentId,
          })
        }
      >
        {t('download')}
      </Button>
    </HStack>
  );
}
