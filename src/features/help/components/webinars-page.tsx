import { Button, chakra, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { NewTabHint } from '@/components/ui/new-tab-hint';

interface WebinarsPageProps {
  /** The configured webinars address, outside the portal. */
  url: string;
}

/**
 * /resources/webinars visited directly (a bookmark): the webinars live outside the portal, so the page
 * offers them in a new tab, as the drawer's Webinars item does.
 */
export function WebinarsPage({ url }: WebinarsPageProps) {
  const { t } = useTranslation('help');
  return (
    <PageFrame gap="4" maxW="44rem" align="start">
      <Text>{t('webinars.text')}</Text>
      <Button asChild colorPalette="primary">
        <Link href={url} target="_blank" rel="noopener noreferrer" color="primary.contrast" textDecoration="none">
          {t('webinars.open')}
          <NewTabHint />
          <chakra.span aria-hidden>↗</chakra.span>
        </Link>
      </Button>
    </PageFrame>
  );
}
