import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';

/** Any path the route table does not know: said inside the shell, with the way Home (and to Help). */
export default function NotFoundRoute() {
  const { t } = useTranslation('navigation');
  return (
    <PageFrame gap="4" maxW="44rem" align="start">
      <Text>{t('notFound.text')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="primary">
          <RouterLink to={paths.home.href()}>{t('notFound.home')}</RouterLink>
        </Button>
        <Link asChild color="primary.fg" textDecoration="underline" alignSelf="center">
          <RouterLink to={paths.help.href()}>{t('notFound.help')}</RouterLink>
        </Link>
      </Stack>
    </PageFrame>
  );
}
