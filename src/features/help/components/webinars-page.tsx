import { Button, chakra, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface WebinarsPageProps {
  title: string;
  /** The configured webinars address, outside the portal. */
  url: string;
}

/**
 * /resources/webinars visited directly (a bookmark): the webinars live outside the portal, so the page
 * offers them in a new tab, as the drawer's Webinars item does.
 */
export function WebinarsPage({ title, url }: WebinarsPageProps) {
  const { t } = useTranslation('help');
  return (
    <Stack gap="4" maxW="44rem" align="start">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text>{t('webinars.text')}</Text>
      <Button asChild colorPalette="primary">
        <Link href={url} target="_blank" rel="noopener noreferrer" color="primary.contrast" textDecoration="none">
          {t('webinars.open')}
          <chakra.span srOnly>{` ${t('help.opensInNewTab')}`}</chakra.span>
          <chakra.span aria-hidden>↗</chakra.span>
        </Link>
      </Button>
    </Stack>
  );
}
