import { chakra, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CardSection, CardSectionItem } from '@/components/ui/card-section';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { HelpFrame } from './help-frame';
import { NewTabHint } from '@/components/ui/new-tab-hint';

/** The portal's areas, in the drawer's order, and where each one starts (its group path). */
const AREAS = [
  { key: 'account', href: paths.account.href() },
  { key: 'jobs', href: paths.jobs.href() },
  { key: 'outreach', href: paths.outreach.href() },
  { key: 'resumes', href: paths.resumes.href() },
  { key: 'applicantTracking', href: paths.applicantTracking.href() },
  { key: 'abi', href: paths.abi.href() },
  { key: 'reports', href: paths.reports.href() },
] as const;

const GETTING_AROUND = ['menu', 'newTab', 'company', 'language', 'timeout'] as const;

const linkStyle = { color: 'primary.fg', textDecoration: 'underline' } as const;

function InternalLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild {...linkStyle}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

interface HelpPageProps {
  companyName: string;
  /** Where Webinars opens: its configured address outside the portal. */
  webinarsUrl: string;
}

/** /help (issue 11): how to get around, what each area does with a link to it, and how to reach support. */
export function HelpPage({ companyName, webinarsUrl }: HelpPageProps) {
  const { t } = useTranslation('help');
  const areaCard = (key: string, links: ReactNode) => (
    <CardSectionItem key={key} title={t(`help.areas.${key}.title`)} text={t(`help.areas.${key}.text`)}>
      {links}
    </CardSectionItem>
  );
  return (
    <HelpFrame intro={t('help.intro', { company: companyName })}>
      <Stack as="section" aria-labelledby="help-getting-around" gap="3" maxW="48rem">
        <Heading as="h2" id="help-getting-around" size="xl">
          {t('help.gettingAround.title')}
        </Heading>
        <List.Root gap="2" ps="5">
          {GETTING_AROUND.map((item) => (
            <List.Item key={item}>{t(`help.gettingAround.${item}`)}</List.Item>
          ))}
        </List.Root>
      </Stack>

      <CardSection id="help-areas" title={t('help.areasTitle')}>
        {AREAS.map(({ key, href }) =>
          areaCard(
            key,
            <InternalLink to={href}>{t('help.goTo', { area: t(`help.areas.${key}.title`) })}</InternalLink>,
          ),
        )}
        {areaCard(
          'resources',
          <List.Root gap="1" ps="5">
            <List.Item>
              <InternalLink to={paths.resourcesTraining.href()}>{t('help.resourceLinks.training')}</InternalLink>
            </List.Item>
            <List.Item>
              <InternalLink to={paths.resourcesLibrary.href()}>{t('help.resourceLinks.library')}</InternalLink>
            </List.Item>
            <List.Item>
              <Link href={webinarsUrl} target="_blank" rel="noopener noreferrer" {...linkStyle}>
                {t('help.resourceLinks.webinars')}
                <NewTabHint />
                <chakra.span aria-hidden ms="1">
                  ↗
                </chakra.span>
              </Link>
            </List.Item>
            <List.Item>
              <InternalLink to={paths.resourcesCareerEvents.href()}>
                {t('help.resourceLinks.careerEvents')}
              </InternalLink>
            </List.Item>
          </List.Root>,
        )}
        {areaCard(
          'notifications',
          <InternalLink to={paths.notificationPreferences.href()}>{t('help.notificationPreferences')}</InternalLink>,
        )}
      </CardSection>

      <Stack as="section" aria-labelledby="help-more" gap="3" borderWidth="1px" borderRadius="l3" p="6" maxW="48rem">
        <Heading as="h2" id="help-more" size="xl">
          {t('help.more.title')}
        </Heading>
        <Text>{t('help.more.text')}</Text>
        <Text>
          <InternalLink to={paths.contact.href()}>{t('help.more.link')}</InternalLink>
          {' · '}
          <Link href={`mailto:${env.supportEmail}`} {...linkStyle}>
            {env.supportEmail}
          </Link>
        </Text>
      </Stack>
    </HelpFrame>
  );
}
