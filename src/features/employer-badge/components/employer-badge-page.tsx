import { Box, Card, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/ui/page-frame';
import { employerListingUrl } from '@/config/employer-listing';
import { env } from '@/config/env';
import { useSession } from '@/lib/session/session-provider';
import { badgeFor, badgeImage, embedCode, SOCIAL_PLATFORMS } from '../utils/badges';
import { CopyableText } from './copyable-text';

/**
 * Employer Badge (issue 11, `/account/employer-badge`): the selected company's badge (Top Diversity
 * Employer when `top_employer`, else Employer Member) with its image, its copy, the HTML embed code to
 * copy (linking to the company's public listing, VITE_EMPLOYER_LISTING_URL) and ready-to-post social
 * media texts to copy.
 */
export function EmployerBadgePage() {
  const { t } = useTranslation('employer-badge');
  const { company } = useSession();
  const kind = badgeFor(company);
  const image = badgeImage(kind);
  const alt = t(`badges.${kind}.alt`);
  // The shell shows a screen only with a company selected; without one there is no listing to link to.
  const code = company
    ? embedCode({
        origin: window.location.origin,
        href: employerListingUrl(env.employerListingUrl, company.id),
        kind,
        alt,
      })
    : null;

  return (
    <PageFrame gap="6" maxW="56rem" intro={<Text>{t('intro')}</Text>}>
      <Card.Root data-testid="employer-badge" data-badge={kind}>
        <Card.Body>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="6" alignItems={{ base: 'flex-start', sm: 'center' }}>
            <Image
              src={image.path}
              alt={alt}
              width={image.width}
              height={image.height}
              boxSize={{ base: '160px', sm: '200px' }}
              flexShrink={0}
            />
            <Stack gap="2">
              <Text textStyle="sm" fontWeight="semibold" color="fg.muted">
                {t('badgeHeading')}
              </Text>
              <Heading as="h2" size="xl">
                {t(`badges.${kind}.name`)}
              </Heading>
              <Text>{t(`badges.${kind}.description`)}</Text>
            </Stack>
          </Stack>
        </Card.Body>
      </Card.Root>

      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t('embed.heading')}
        </Heading>
        <Text>{t('embed.help')}</Text>
        {code === null ? null : <CopyableText text={code} copyLabel={t('embed.copy')} code testId="embed-code" />}
      </Stack>

      <Stack gap="3">
        <Heading as="h2" size="lg">
          {t('social.heading')}
        </Heading>
        <Text>{t('social.help')}</Text>
        <Stack as="ul" gap="5" listStyleType="none" ms="0">
          {SOCIAL_PLATFORMS.map((platform) => {
            const name = t(`social.platforms.${platform}`);
            return (
              <Box as="li" key={platform}>
                <Stack gap="2">
                  <Heading as="h3" size="md">
                    {name}
                  </Heading>
                  <CopyableText
                    text={t(`badges.${kind}.posts.${platform}`, { company: company?.name ?? '' })}
                    copyLabel={t('social.copy', { platform: name })}
                    testId={`post-${platform}`}
                  />
                </Stack>
              </Box>
            );
          })}
        </Stack>
      </Stack>
    </PageFrame>
  );
}
