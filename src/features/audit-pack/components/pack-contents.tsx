import { Badge, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackAccess } from '../utils/pack-sections';

/** What goes in the pack for this company: each section, included or not, and why not. */
export const PackContents = memo(function PackContents({ access }: { access: PackAccess }) {
  const { t } = useTranslation('audit-pack');
  const headingId = useId();
  const sections = [
    { key: 'esds', included: access.esds, reason: t('reasons.esdsNotEntitled') },
    { key: 'reportCards', included: true, reason: '' },
    { key: 'screenshots', included: true, reason: '' },
    { key: 'outreach', included: access.outreach, reason: t('reasons.outreachNotEntitled') },
    { key: 'index', included: true, reason: '' },
  ] as const;

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        {t('contents.title')}
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none">
        {sections.map((section) => (
          <Flex as="li" key={section.key} gap="3" align="flex-start" justify="space-between">
            <Stack gap="0.5">
              <Text textStyle="sm">{t(`contents.${section.key}`)}</Text>
              {section.included ? null : (
                <Text textStyle="xs" color="fg.muted">
                  {section.reason}
                </Text>
              )}
            </Stack>
            <Badge flexShrink={0} colorPalette={section.included ? 'green' : 'gray'} variant="subtle">
              {section.included ? t('contents.included') : t('contents.notIncluded')}
            </Badge>
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
});
