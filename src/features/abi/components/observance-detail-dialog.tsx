import { Button, Dialog, Heading, HStack, Image, List, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/ui/form-dialog';
import { QueryLoadError } from '@/components/ui/load-error';
import { AbiResourceType, type Observance } from '@/generated/model';
import { useAbiFileDownload } from '../api/use-abi-file';
import { useObservance } from '../api/use-observances';
import { sortAttachments } from '../utils/observance-rules';
import { ObservanceTags, ObservanceWhen } from './observance-legend';

/** Spec section 9: the observance detail dialog is at most 60rem wide. */
export const OBSERVANCE_DIALOG_MAX_WIDTH = '60rem';

interface ObservanceDetailDialogProps {
  id: number;
  /** The list's copy, shown at once while the dialog asks for the full observance. */
  fromList: Observance | undefined;
  saved: boolean;
  busy: boolean;
  onToggleSaved: () => void;
  /** Back to the list (`/abi/observances` with the filters kept). */
  onClose: () => void;
}

/** The observance's detail (spec section 2): attachments in the order of section 9, via `/api/abi/files`. */
export function ObservanceDetailDialog(props: ObservanceDetailDialogProps) {
  const { id, fromList, saved, busy, onToggleSaved, onClose } = props;
  const { t } = useTranslation('observances');
  const { t: tAbi } = useTranslation('abi');
  const query = useObservance(id);
  const observance = query.data ?? fromList;
  const files = useAbiFileDownload();

  return (
    <FormDialog
      title={observance?.name ?? t('detail.loading')}
      onClose={onClose}
      scrollBehavior="inside"
      size="xl"
      closeLabel={t('detail.close')}
      contentProps={{ maxW: OBSERVANCE_DIALOG_MAX_WIDTH, w: 'full', mx: '4' }}
      footer={
        <>
          {observance ? (
            <Button variant={saved ? 'outline' : 'solid'} loading={busy} onClick={onToggleSaved}>
              {saved ? t('unsave') : t('save')}
            </Button>
          ) : null}
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">{t('detail.close')}</Button>
          </Dialog.ActionTrigger>
        </>
      }
    >
      {observance ? (
        <Stack gap="4">
          {observance.imageURI ? (
            <Image src={observance.imageURI} alt="" borderRadius="md" maxH="16rem" objectFit="cover" />
          ) : null}
          <ObservanceWhen observance={observance} withDays />
          <ObservanceTags observance={observance} />
          <Text whiteSpace="pre-line">{observance.description}</Text>
          <Heading as="h3" size="md">
            {t('detail.attachments')}
          </Heading>
          {observance.attachments.length === 0 ? (
            <Text fontStyle="italic">{t('detail.contentComingSoon')}</Text>
          ) : (
            <List.Root as="ul" gap="2" listStyleType="none" ms="0">
              {sortAttachments(observance.attachments).map((attachment) => (
                <List.Item key={attachment.id}>
                  <HStack justify="space-between" gap="3" wrap="wrap">
                    <Text>{attachment.name}</Text>
                    <Button
                      size="sm"
                      variant="outline"
                      aria-label={t('detail.downloadLabel', { name: attachment.name })}
                      loading={files.pending && files.variables?.fileId === attachment.id}
                      onClick={() =>
                        files.download({
                          fileId: attachment.id,
                          fileName: attachment.name,
                          resourceType: AbiResourceType.observance,
                          resourceId: observance.id,
                        })
                      }
                    >
                      {t('detail.download')}
                    </Button>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </Stack>
      ) : query.isError ? (
        <QueryLoadError query={query} message={tAbi('errors.observance')} />
      ) : (
        <Spinner aria-label={t('detail.loading')} />
      )}
    </FormDialog>
  );
}
