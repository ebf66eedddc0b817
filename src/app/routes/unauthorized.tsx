import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageFrame } from '@/components/ui/page-frame';
import { paths } from '@/config/paths';
import { ProductPage } from '@/features/product-pages/components/product-page';
import type { ProductStatus } from '@/features/product-pages/utils/product-pages';
import { accountManagerEmail, type Gate } from '@/lib/access';
import { mailtoHref } from '@/lib/mailto';
import { useSession } from '@/lib/session/session-provider';
import type { RouteEntry } from '../route-types';
import { unauthorizedContentOf } from '../shell/unauthorized-content';
import { useRouteHandle } from '../shell/use-route-handle';

function gateKey(gate: Gate | undefined): string {
  if (!gate) return 'unauthorized.about.default';
  if ('product' in gate) return `unauthorized.about.${gate.product}`;
  if ('feature' in gate) return `unauthorized.about.${gate.feature}`;
  return 'unauthorized.about.orders';
}

interface GenericProps {
  explains: RouteEntry | undefined;
  gate: Gate | undefined;
  status: ProductStatus;
  companyName: string;
  email: string;
  openHref: string | undefined;
}

/** A feature flag, or a product without a marketing page: what it is, and the account manager's mail. */
function GenericUnauthorized({ explains, gate, status, companyName, email, openHref }: GenericProps) {
  const { t } = useTranslation('navigation');
  const name = explains ? t(explains.name) : '';
  return (
    <PageFrame gap="4" maxW="44rem" align="start">
      <Text>{t(gateKey(gate))}</Text>
      <Text>
        {status === 'lacking'
          ? t('unauthorized.notIncluded', { company: companyName })
          : t('unauthorized.included', { company: companyName, name })}{' '}
        {t('unauthorized.accountManagerHelps')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="primary">
          <Link
            href={mailtoHref(email, t('unauthorized.mailSubject', { name, company: companyName }))}
            color="primary.contrast"
            textDecoration="none"
          >
            {t('unauthorized.mailButton')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={openHref ?? paths.home.href()}>
            {openHref ? t('unauthorized.open', { name }) : t('unauthorized.home')}
          </RouterLink>
        </Button>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {t('unauthorized.accountManager', { email })}
      </Text>
    </PageFrame>
  );
}

/**
 * Every /unauthorized page (spec section 2). The products of issue 11 (job posting, OMS, Diversity
 * Sourcing, ABI, the employer badge) show their marketing page; a feature flag or another product shows
 * what it is. Either way the mail button reaches the account manager, with a subject naming it.
 */
export default function UnauthorizedRoute() {
  const { company } = useSession();
  const handle = useRouteHandle();
  const explains = handle?.explains;
  const content = unauthorizedContentOf(handle, company);
  const email = accountManagerEmail(company);
  const companyName = company?.name ?? '';
  const openHref = explains && content.status !== 'lacking' ? explains.path.href() : undefined;
  if (content.page) {
    return (
      <ProductPage
        product={content.page}
        status={content.status}
        companyName={companyName}
        email={email}
        openHref={openHref}
      />
    );
  }
  return (
    <GenericUnauthorized
      explains={explains}
      gate={content.gate}
      status={content.status}
      companyName={companyName}
      email={email}
      openHref={openHref}
    />
  );
}
