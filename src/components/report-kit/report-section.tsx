import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ResultCount } from './result-count';

interface ReportSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** '{n} … found.' of what the section lists (`ResultCount`); null until the search answered. */
  count?: { testId: string; text: string | null };
  children: ReactNode;
}

/** A part of a report's results: a section named by its `<h2>`, the count of what it lists, then the list. */
export function ReportSection({ id, title, count, children }: ReportSectionProps) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" size="lg" id={id} mb="3">
        {title}
      </Heading>
      {count ? <ResultCount testId={count.testId} text={count.text} /> : null}
      {children}
    </Box>
  );
}
