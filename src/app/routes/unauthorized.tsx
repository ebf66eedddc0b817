import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import type { Gate } from '../../lib/access';
import { accountManagerEmail } from '../../lib/access';
import { useSession } from '../../lib/session/session-provider';
import { useRouteHandle } from '../shell/use-route-handle';

function gateKey(gate: Gate | undefined): string {
  if (!gate) return 'unauthorized.about.default';
  if ('product' in gate) return `unauthorized.about.${gate.product}`;
  if ('feature' in gate) return `unauthorized.about.${gate.feature}`;
  return 'unauthorized.about.orders';
}

/** What a gated route's product or feature is, and how to reach the account manager to get it. */
export default function UnauthorizedRoute() {
  const { t } = useTranslation('navigation');
  const { company } = useSession();
  const handle = useRouteHandle();
  const explains = handle?.explains;
  const email = accountManagerEmail(company);
  const name = explains ? t(explains.name) : '';
  return (
    <Stack gap="4" maxW="44rem">
      <Heading as="h1" size="2xl">
        {t('unauthorized.pageTitle', { name })}
      </Heading>
      <Text>{t(gateKey(explains?.gate))}</Text>
      <Text>{t('unauthorized.notIncluded', { company: company?.name ?? '' })}</Text>
      <Text>
        <Trans
          t={t}
          i18nKey="unauthorized.contact"
          values={{ email }}
          components={{ mail: <Link href={`mailto:${email}`} color="primary.fg" textDecoration="underline" /> }}
        />
      </Text>
    </Stack>
  );
}
