import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageFrame } from '@/components/ui/page-frame';

/** The frame of Help and Contact: wide, led by a larger text. */
export function HelpFrame({ intro, children }: { intro: string; children: ReactNode }) {
  return (
    <PageFrame
      gap="8"
      maxW="60rem"
      intro={
        <Text maxW="48rem" fontSize="lg">
          {intro}
        </Text>
      }
    >
      {children}
    </PageFrame>
  );
}
