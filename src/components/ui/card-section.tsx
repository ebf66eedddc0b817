import { Box, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface CardSectionProps {
  /** The id of its heading, which names the section. */
  id: string;
  /** The section's heading (an h2). */
  title: string;
  /** Its `CardSectionItem`s. */
  children: ReactNode;
}

/** A section of outlined cards, two columns from md up: a page's topics (Help's areas, a product's highlights). */
export function CardSection({ id, title, children }: CardSectionProps) {
  return (
    <Stack as="section" aria-labelledby={id} gap="4">
      <Heading as="h2" id={id} size="xl">
        {title}
      </Heading>
      <SimpleGrid as="ul" listStyle="none" columns={{ base: 1, md: 2 }} gap="4">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

interface CardSectionItemProps {
  /** The card's heading (an h3). */
  title: string;
  text: string;
  /** Under the text: where to go from here. */
  children?: ReactNode;
}

/** One card of a `CardSection`. */
export function CardSectionItem({ title, text, children }: CardSectionItemProps) {
  return (
    <Card.Root as="li" variant="outline">
      <Card.Body gap="2">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        <Text color="fg.muted">{text}</Text>
        {children ? <Box pt="1">{children}</Box> : null}
      </Card.Body>
    </Card.Root>
  );
}
