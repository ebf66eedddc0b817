import { Box, Heading, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import type { SectionFailure } from '@/lib/use-outreach-gateway';

/** What the page tells each section about its own gateway call: still coming, or failed. */
export interface SectionState {
  loading: boolean;
  error: SectionFailure | null;
}

/**
 * A section's failed call with Retry: a refused outreach token is said the same in every section,
 * anything else in the section's own words (`message`).
 */
export function SectionLoadError({ error, message }: { error: SectionFailure; message: string }) {
  const { t } = useTranslation('outreach-dashboard');
  return (
    <LoadError
      message={error.kind === 'unauthenticated' ? t('unauthenticated') : message}
      onRetry={error.retry}
      retrying={error.retrying}
    />
  );
}

/** A bordered section under its heading; a failed call shows its error instead of `children`. */
export function DashboardSection({
  title,
  error,
  errorMessage,
  children,
}: {
  title: string;
  error: SectionFailure | null;
  errorMessage: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        <Heading as="h2" id={headingId} size="lg">
          {title}
        </Heading>
        {error ? <SectionLoadError error={error} message={errorMessage} /> : children}
      </Stack>
    </Box>
  );
}
