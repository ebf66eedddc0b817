import { Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OutreachTokenNotice } from '@/components/report-kit/outreach-token-notice';
import { PageFrame } from '@/components/ui/page-frame';
import { defaultRange, useToday } from '@/lib/dates';
import { useFormatters } from '@/lib/format';
import { gatewayPeriod } from '@/lib/outreach-gateway';
import { useSession } from '@/lib/session/session-provider';
import { useDeferredQueryArrival } from '@/lib/use-deferred-arrival';
import { sectionFailure, useOutreachToken, usePrefetchOutreachToken } from '@/lib/use-outreach-gateway';
import { useEngagementSummary, useOutreachBreakdown, useOutreachPipeline } from '../api/use-outreach-dashboard';
import { BreakdownSection } from './breakdown-section';
import { EngagementSection } from './engagement-section';
import { PipelineSection } from './pipeline-section';

/**
 * The period is the last month to today: the server's clock, in the user's own calendar (useToday), since
 * the gateway takes calendar dates and a UTC day would be a day early or late for users far from UTC. It is
 * computed once per visit, so the three calls agree on it.
 */
function usePeriod() {
  const today = useToday();
  return useMemo(() => {
    const range = defaultRange('dashboard', today);
    return { range, gateway: gatewayPeriod(range) };
  }, [today]);
}

/** Outreach dashboard (spec section 2): pipeline tabs, breakdown chart and engagement summary. */
export function OutreachDashboardPage() {
  const { t } = useTranslation('outreach-dashboard');
  const formatters = useFormatters();
  const { company } = useSession();
  const companyId = company?.id;
  // Before usePeriod, which may wait for the server's clock: the token does not need the period.
  usePrefetchOutreachToken(companyId);
  const period = usePeriod();
  const token = useOutreachToken(companyId);
  const args = { companyId, jwt: token.jwt, period: period.gateway };
  const pipeline = useDeferredQueryArrival(useOutreachPipeline(args));
  const breakdown = useDeferredQueryArrival(useOutreachBreakdown(args));
  const engagement = useDeferredQueryArrival(useEngagementSummary(args));

  const periodText = <Text color="fg.muted">{t('period', formatters.dateRange(period.range))}</Text>;

  if (token.missing || token.isError) {
    return (
      <PageFrame intro={periodText}>
        <OutreachTokenNotice token={token} notAuthorized={t('notAuthorized')} failed={t('failedToLoad')} />
      </PageFrame>
    );
  }

  const waiting = !token.jwt;
  return (
    <PageFrame gap="6" intro={periodText}>
      <PipelineSection
        pipeline={pipeline.data}
        loading={waiting || pipeline.isPending}
        error={sectionFailure(pipeline)}
      />
      <Stack as="section" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '5' }}>
        <BreakdownSection
          breakdown={breakdown.data}
          loading={waiting || breakdown.isPending}
          error={sectionFailure(breakdown)}
        />
      </Stack>
      <EngagementSection
        rows={engagement.data}
        loading={waiting || engagement.isPending}
        error={sectionFailure(engagement)}
      />
    </PageFrame>
  );
}
