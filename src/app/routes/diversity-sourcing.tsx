import { Heading, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from 'react-oidc-context';
import { FrameLoading } from '../../components/legacy-frame/frame-loading';
import { LoadError } from '../../components/ui/load-error';
import { paths } from '../../config/paths';
import { useCreateQuickLogin } from '../../generated/api/signin/signin';
import { useSession } from '../../lib/session/session-provider';
import { isWebAddress } from '../../lib/web-address';

/**
 * Diversity Sourcing lives on the legacy site, outside the portal (spec section 2): the drawer and the
 * Home tile open this route in a new tab, which asks QLogin for a signed-in link to the legacy page of
 * the same path and replaces itself with it.
 */
export default function DiversitySourcingRoute() {
  const { t } = useTranslation('frames');
  const { t: tNav } = useTranslation('navigation');
  const auth = useAuth();
  const { company } = useSession();
  const { mutate, isError } = useCreateQuickLogin();
  const idToken = auth.user?.id_token;
  const companyId = company?.id;

  const open = useCallback(() => {
    if (idToken === undefined || companyId === undefined) return;
    mutate(
      {
        data: {
          IdToken: idToken,
          ReturnUrl: paths.resumesDiversitySourcing.href(),
          CompanyId: companyId,
          IsEmbedded: false,
        },
      },
      { onSuccess: ({ link }) => (isWebAddress(link) ? window.location.replace(link) : undefined) },
    );
  }, [idToken, companyId, mutate]);

  // Once per visit, also under StrictMode's second effect run.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || idToken === undefined || companyId === undefined) return;
    started.current = true;
    open();
  }, [open, idToken, companyId]);

  return (
    <Stack gap="4" maxW="40rem">
      <Heading as="h1" size="2xl">
        {tNav('routes.resumesDiversitySourcing')}
      </Heading>
      {isError ? (
        <LoadError message={t('diversitySourcing.failed')} onRetry={open} />
      ) : (
        <FrameLoading label={t('diversitySourcing.opening')} />
      )}
    </Stack>
  );
}
