import { Button, Card, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { mailtoHref } from '@/lib/mailto';
import { HelpFrame } from './help-frame';

function HelpLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild color="primary.fg" textDecoration="underline">
      <RouterLink to={paths.help.href()}>{children}</RouterLink>
    </Link>
  );
}

interface ContactPageProps {
  companyName: string;
  /** The account manager's address: the company's amEmail, else the renewal mailbox. */
  accountManagerEmail: string;
}

interface ContactCard {
  key: 'support' | 'feedback' | 'accountManager';
  email: string;
  /** The address is shown under the button. */
  showAddress: boolean;
}

/**
 * /contact (issue 11): customer support (VITE_SUPPORT_EMAIL) first, then feedback to the same team, then
 * the account manager for subscription questions; each a mail button with a subject naming the company.
 */
export function ContactPage({ companyName, accountManagerEmail }: ContactPageProps) {
  const { t } = useTranslation('help');
  const cards: ContactCard[] = [
    { key: 'support', email: env.supportEmail, showAddress: true },
    { key: 'feedback', email: env.supportEmail, showAddress: false },
    { key: 'accountManager', email: accountManagerEmail, showAddress: true },
  ];
  return (
    <HelpFrame intro={t('contact.intro')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {cards.map(({ key, email, showAddress }) => (
          <Card.Root as="section" key={key} variant="outline" aria-labelledby={`contact-${key}`}>
            <Card.Body gap="3">
              <Heading as="h2" id={`contact-${key}`} size="lg">
                {t(`contact.${key}.title`)}
              </Heading>
              <Text color="fg.muted" flex="1">
                {t(`contact.${key}.text`)}
              </Text>
              <Button asChild colorPalette="primary" variant={key === 'support' ? 'solid' : 'outline'}>
                <Link
                  href={mailtoHref(email, t(`contact.${key}.subject`, { company: companyName }))}
                  color={key === 'support' ? 'primary.contrast' : 'primary.fg'}
                  textDecoration="none"
                >
                  {t(`contact.${key}.button`)}
                </Link>
              </Button>
              {showAddress ? (
                <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
                  {t(`contact.${key}.address`, { email })}
                </Text>
              ) : null}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
      <Text>
        <Trans t={t} i18nKey="contact.help" components={{ help: <HelpLink /> }} />
      </Text>
    </HelpFrame>
  );
}
