import { HStack, Spinner, Text } from '@chakra-ui/react';

/** The announced loading state shown above a frame until it has loaded. */
export function FrameLoading({ label }: { label: string }) {
  return (
    <HStack gap="3" paddingBlock="4" role="status" aria-live="polite">
      <Spinner size="md" color="primary.solid" aria-hidden="true" />
      <Text>{label}</Text>
    </HStack>
  );
}
