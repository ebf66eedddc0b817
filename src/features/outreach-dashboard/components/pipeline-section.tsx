import { Box, Heading, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PartnerOrganizationCategory, type OutreachPipeline } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import type { SectionFailure } from '@/lib/use-outreach-gateway';
import { jobLinksSent } from '../utils/pipeline';

/** The pipeline tabs in the spec's order: all, minorities, women, iwd, veterans (ids 0, 14, 13, 15, 12). */
const PIPELINE_TABS = [
  { key: 'all', id: PartnerOrganizationCategory.All },
  { key: 'minorities', id: PartnerOrganizationCategory.Minorities },
  { key: 'women', id: PartnerOrganizationCategory.Women },
  { key: 'iwd', id: PartnerOrganizationCategory.Iwd },
  { key: 'veterans', id: PartnerOrganizationCategory.Veterans },
] as const;

const PANEL_HEIGHT = '7.5rem';

export function PipelineSection({
  pipeline,
  loading,
  error,
}: {
  pipeline: OutreachPipeline | undefined;
  loading: boolean;
  error: SectionFailure | null;
}) {
  const { t } = useTranslation('outreach-dashboard');
  const formatters = useFormatters();
  const headingId = useId();

  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
      <Stack gap="4">
        <Heading as="h2" id={headingId} size="lg">
          {t('pipeline.title')}
        </Heading>
        {error ? (
          <LoadError
            message={t(error.kind === 'unauthenticated' ? 'unauthenticated' : 'failedToLoad')}
            onRetry={error.retry}
            retrying={error.retrying}
          />
        ) : (
          <Tabs.Root defaultValue="all" variant="line" lazyMount={false}>
            <Tabs.List aria-label={t('pipeline.tabsLabel')} flexWrap="wrap">
              {PIPELINE_TABS.map((tab) => (
                <Tabs.Trigger key={tab.key} value={tab.key}>
                  {t(`pipeline.categories.${tab.key}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {PIPELINE_TABS.map((tab) => (
              <Tabs.Content key={tab.key} value={tab.key} minH={PANEL_HEIGHT}>
                {loading || !pipeline ? (
                  <Skeleton height="4.5rem" width="12rem" role="status" aria-label={t('loading')} />
                ) : (
                  <Stack gap="1">
                    <Text fontSize="4xl" fontWeight="bold" lineHeight="1.1" data-testid="pipeline-count">
                      {formatters.number(jobLinksSent(pipeline, tab.id))}
                    </Text>
                    <Text color="fg.muted">{t('pipeline.jobLinksSent')}</Text>
                  </Stack>
                )}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </Stack>
    </Box>
  );
}
