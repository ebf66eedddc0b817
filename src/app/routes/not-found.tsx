import { Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Any path the route table does not know: said inside the shell, with the way Home (and to Help). */
export default function NotFoundRoute() {
  const { t } = useTranslation('navigation');
  return (
    <Stack gap="4" maxW="44rem" align="start">
      <Heading as="h1" size="2xl">
        {t('notFound.title')}
      </Heading>
      <Text>{t('notFound.text')}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="primary">
          <RouterLink to={paths.home.href()}>{t('notFound.home')}</RouterLink>
        </Button>
        <Link asChild color="primary.fg" textDecoration="underline" alignSelf="center">
          <RouterLink to={paths.help.href()}>{t('notFound.help')}</RouterLink>
        </Link>
      </Stack>
    </Stack>
  );
}
