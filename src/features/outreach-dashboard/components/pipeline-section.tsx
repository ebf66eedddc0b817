import { Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PartnerOrganizationCategory, type OutreachPipeline } from '@/generated/model';
import { useFormatters } from '@/lib/format';
import { jobLinksSent } from '../utils/pipeline';
import { DashboardSection, type SectionState } from './dashboard-section';

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
}: SectionState & { pipeline: OutreachPipeline | undefined }) {
  const { t } = useTranslation('outreach-dashboard');
  const formatters = useFormatters();

  return (
    <DashboardSection title={t('pipeline.title')} error={error} errorMessage={t('failedToLoad')}>
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
    </DashboardSection>
  );
}
