import { Text } from '@chakra-ui/react';

/**
 * '{n} documents found.' and its kin (spec section 8) after a report loads: a polite live region, so a
 * screen reader hears the count of every search once, without a toast to chase.
 */
export function ResultCount({ text, testId }: { text: string | null; testId?: string }) {
  return (
    <Text role="status" aria-live="polite" minH="6" data-testid={testId}>
      {text ?? ''}
    </Text>
  );
}
