import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A table cell's link-styled button that opens a document in a new window (named for that). */
export function DocumentLink({ label, onOpen, children }: { label: string; onOpen: () => void; children: ReactNode }) {
  return (
    <Button
      variant="plain"
      colorPalette="blue"
      textDecoration="underline"
      px="0"
      h="auto"
      minH="8"
      whiteSpace="normal"
      textAlign="start"
      aria-label={label}
      onClick={onOpen}
    >
      {children}
    </Button>
  );
}
