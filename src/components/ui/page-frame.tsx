import { Flex, Heading, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageName } from './page-title-context';

export interface PageFrameProps extends Omit<StackProps, 'title'> {
  /** The heading when it is not the route's name (Home's welcome, an alias's own screen). */
  title?: ReactNode;
  /** For `aria-labelledby` of a form or section the heading names. */
  headingId?: string;
  /** At the end of the heading's row: a report's export. */
  actions?: ReactNode;
  /** Under the heading: the page's lead text. */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * THE frame of a screen: its one `<h1>`, named by the route table, with actions and lead text; the shell
 * focuses this heading after a navigation (app/shell/use-new-page-focus.ts).
 */
export function PageFrame({ title, headingId, actions, intro, children, gap = '5', ...rest }: PageFrameProps) {
  const name = usePageName();
  const heading = (
    <Heading as="h1" size="2xl" id={headingId}>
      {title ?? name}
    </Heading>
  );
  const withActions = actions ? (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      {heading}
      {actions}
    </Flex>
  ) : (
    heading
  );
  return (
    <Stack gap={gap} {...rest}>
      {intro ? (
        <Stack gap="2">
          {withActions}
          {intro}
        </Stack>
      ) : (
        withActions
      )}
      {children}
    </Stack>
  );
}
