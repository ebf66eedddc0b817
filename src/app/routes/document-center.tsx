import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useRouteHandle } from '../shell/use-route-handle';

/** A route whose screen comes with a later issue: its name and a coming-soon note, never a blank page. */
export default function PlaceholderRoute() {
  const { t } = useTranslation('navigation');
  const handle = useRouteHandle();
  return (
    <Stack gap="3" maxW="40rem">
      <Heading as="h1" size="2xl">
        {handle ? t(handle.entry.name) : ''}
      </Heading>
      <Text color="fg.muted">{t('placeholder.comingSoon')}</Text>
    </Stack>
  );
}
