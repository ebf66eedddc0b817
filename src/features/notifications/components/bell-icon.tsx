import { Icon } from '@chakra-ui/react';

/** The bell of the top bar (decorative: the button around it carries the name). */
export function BellIcon() {
  return (
    <Icon boxSize="5" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" focusable="false">
        <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Icon>
  );
}
