import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const TONES = {
  /** Something about the session the person must keep in mind (impersonation). */
  warning: { bg: 'orange.100', color: 'orange.950', borderBottomWidth: '2px', borderColor: 'orange.600' },
  /** A passing state of the app (offline). */
  neutral: { bg: 'gray.800', color: 'white' },
} as const;

/** A full-width line above the top bar that says, politely, what state the whole portal is in. */
export function ShellBanner({
  tone,
  testId,
  children,
}: {
  tone: keyof typeof TONES;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid={testId}
      {...TONES[tone]}
      px={{ base: '4', md: '8' }}
      py="2"
      fontWeight="semibold"
      textAlign="center"
    >
      {children}
    </Box>
  );
}
