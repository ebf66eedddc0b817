import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { AddressToStandardize, StandardAddress } from '@/generated/model';
import { FormDialog } from '@/components/ui/form-dialog';
import { SaveWaitingNotice } from '@/components/ui/save-waiting-notice';
import type { AddressChoice } from '../utils/company-info-rules';

interface VerifyAddressDialogProps {
  original: AddressToStandardize;
  standard: StandardAddress;
  /** The choice being saved, if any: its button spins and every button waits. */
  saving: AddressChoice | null;
  /** The save waits for the network (offline): it says so, and Edit (or Escape) drops it. */
  waiting?: boolean;
  onChoose: (choice: 'standard' | 'original') => void;
  onEdit: () => void;
}

function AddressLines({ title, address }: { title: string; address: AddressToStandardize | StandardAddress }) {
  return (
    <Box borderWidth="1px" borderRadius="l2" p="4">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <Text>{address.street}</Text>
      {address.street2 ? <Text>{address.street2}</Text> : null}
      <Text>
        {address.city}, {address.state} {address.zipCode}
      </Text>
    </Box>
  );
}

/** Spec section 4: after standardization, keep the typed address, take the standard one, or go back. */
export function VerifyAddressDialog({
  original,
  standard,
  saving,
  waiting = false,
  onChoose,
  onEdit,
}: VerifyAddressDialogProps) {
  const { t } = useTranslation('company-info');
  const busy = saving !== null;
  // The standard address is the suggestion: its button is the solid one, last.
  const choices = [
    { choice: 'original', label: t('verify.useOriginal'), variant: 'outline' },
    { choice: 'standard', label: t('verify.useStandard'), variant: 'solid' },
  ] as const;
  return (
    <FormDialog
      title={t('verify.title')}
      onClose={onEdit}
      locked={busy}
      size="lg"
      closeOnInteractOutside={false}
      footer={
        <HStack wrap="wrap" gap="3" justify="flex-end">
          <Button variant="ghost" onClick={onEdit} disabled={busy}>
            {t('verify.edit')}
          </Button>
          {choices.map(({ choice, label, variant }) => (
            <Button
              key={choice}
              colorPalette="primary"
              variant={variant}
              onClick={() => onChoose(choice)}
              disabled={busy || waiting}
              loading={saving === choice}
            >
              {label}
            </Button>
          ))}
        </HStack>
      }
    >
      <Stack gap="4">
        {waiting ? <SaveWaitingNotice /> : null}
        <Text>{t('verify.intro')}</Text>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <AddressLines title={t('verify.original')} address={original} />
          <AddressLines title={t('verify.standard')} address={standard} />
        </SimpleGrid>
      </Stack>
    </FormDialog>
  );
}
