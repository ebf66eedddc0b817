import { Flex, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { configuredLegacySite, env } from '@/config/env';
import { paths } from '@/config/paths';
import { NewTabHint } from '@/components/ui/new-tab-hint';

/** Footer pages live on the legacy site; their paths there are assumed (docs/decisions/0028-menu-routes-contact-footer.md). */
const FOOTER_LINKS = [
  { key: 'termsOfUse', page: 'terms-of-use' },
  { key: 'privacyPolicy', page: 'privacy-policy' },
  { key: 'accessibility', page: 'accessibility' },
] as const;

export function ShellFooter() {
  const legacySite = configuredLegacySite(window.location.origin);
  const { t } = useTranslation('navigation');
  return (
    <Flex
      as="footer"
      wrap="wrap"
      align="center"
      gap="4"
      px={{ base: '4', md: '8' }}
      py="4"
      borderTopWidth="1px"
      fontSize="sm"
      color="fg.muted"
    >
      {FOOTER_LINKS.map((link) => (
        <Link
          key={link.key}
          href={`${legacySite.origin}${legacySite.prefix}/${link.page}`}
          target="_blank"
          rel="noopener noreferrer"
          color="primary.fg"
          textDecoration="underline"
        >
          {t(`footer.${link.key}`)}
          <NewTabHint />
        </Link>
      ))}
      <Link asChild color="primary.fg" textDecoration="underline">
        <RouterLink to={paths.contact.href()}>{t('routes.contact')}</RouterLink>
      </Link>
      <Text ms={{ md: 'auto' }}>
        {t('footer.copyright', { year: new Date().getFullYear(), productName: env.productName })}
      </Text>
    </Flex>
  );
}
