import { pascalRangeParams, rangeParams } from '@/components/report-kit/range-params';
import { useGetJobScreenshots, useGetReportCards } from '@/generated/api/documents/documents';
import { useGetEsdsReport } from '@/generated/api/esds/esds';
import {
  getGetOrganizationEngagementSummaryQueryKey,
  getGetOutreachActionCategoryBreakdownQueryKey,
  useGetOrganizationEngagementSummary,
  useGetOutreachActionCategoryBreakdown,
  useGetOutreachToken,
} from '@/generated/api/outreach/outreach';
import type { Company } from '@/generated/model';
import { hasFeature, passesGate } from '@/lib/access';
import { OUTREACH_GATES } from '@/lib/outreach-gates';
import { apiFailureKind } from '@/lib/api-errors';
import { findListingExceptions, lateAfterDaysRule } from '@/lib/compliance/listing-exceptions';
import { gatewayPeriod, gatewayRequest } from '@/lib/outreach-gateway';
import type { EvidenceKind } from '../utils/letter-items';

/** What one item shows: counts, that the company cannot have it, or that its call failed. */
export type Evidence =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'not-entitled'; reason: 'esds' | 'outreach' | 'outreachAccount' }
  | { state: 'counts'; counts: Record<string, number> };

interface Query<T> {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

function fromQuery<T>(query: Query<T>, counts: (data: T) => Record<string, number>): Evidence {
  if (query.isError) return { state: 'failed', retry: () => void query.refetch() };
  return query.data === undefined ? { state: 'loading' } : { state: 'counts', counts: counts(query.data) };
}

/**
 * The portal's evidence for each kind of item over the letter's period (ISO days, inclusive). Calls the
 * company may not make are not made: their items say why instead of showing zero.
 */
export function useItemEvidence(
  company: Company | null | undefined,
  period: { from: string; to: string } | null,
  today: string,
): Record<EvidenceKind, Evidence> {
  const { params, ready } = rangeParams(company?.id, period ?? { from: '', to: '' });
  const { companyId } = params;
  const esds = hasFeature(company, 'ReverbCrossposting');
  const outreach = OUTREACH_GATES.every((gate) => passesGate(company, gate));

  // The contract names the report cards' first day BeginDate.
  const cards = useGetReportCards(
    { CompanyId: companyId, BeginDate: params.startDate, EndDate: params.endDate },
    { query: { enabled: ready } },
  );
  const shots = useGetJobScreenshots(pascalRangeParams(params), { query: { enabled: ready } });
  const listings = useGetEsdsReport(params, { query: { enabled: ready && esds } });
  const token = useGetOutreachToken({ CompanyId: companyId }, { query: { enabled: ready && outreach, retry: false } });
  const tokenKind = token.isError ? apiFailureKind(token.error) : null;
  const noAccount = tokenKind === 'forbidden' || tokenKind === 'not-found' || (token.isSuccess && !token.data.jwt);
  const jwt = token.data?.jwt || '';
  const gatewayDates = gatewayPeriod({ from: params.startDate, to: params.endDate });
  const gateway = (key: readonly unknown[]) => ({
    query: { enabled: ready && outreach && !!jwt, queryKey: [...key, { companyId }] },
    request: gatewayRequest(jwt),
  });
  const breakdown = useGetOutreachActionCategoryBreakdown(
    gatewayDates,
    gateway(getGetOutreachActionCategoryBreakdownQueryKey(gatewayDates)),
  );
  const engagement = useGetOrganizationEngagementSummary(
    gatewayDates,
    gateway(getGetOrganizationEngagementSummaryQueryKey(gatewayDates)),
  );

  const outreachEvidence = (pick: () => Evidence): Evidence => {
    if (!outreach) return { state: 'not-entitled', reason: 'outreach' };
    if (noAccount) return { state: 'not-entitled', reason: 'outreachAccount' };
    if (token.isError) return { state: 'failed', retry: () => void token.refetch() };
    return pick();
  };

  return {
    listings: esds
      ? fromQuery(listings, (rows) => {
          const found = findListingExceptions(rows, { lateAfterDays: lateAfterDaysRule(today).value, today });
          return { jobs: rows.length, unlisted: found.unlisted.length, late: found.late.length };
        })
      : { state: 'not-entitled', reason: 'esds' },
    'outreach-veterans': outreachEvidence(() =>
      fromQuery(breakdown, (data) => ({ sent: data.jobsSent.veterans, applicants: data.applicants.veterans })),
    ),
    'outreach-disabilities': outreachEvidence(() =>
      fromQuery(breakdown, (data) => ({ sent: data.jobsSent.iwd, applicants: data.applicants.iwd })),
    ),
    assessment: outreachEvidence(() => fromQuery(engagement, (rows) => ({ organizations: rows.length }))),
    'report-cards': fromQuery(cards, (rows) => ({ documents: rows.length })),
    'job-screenshots': fromQuery(shots, (rows) => ({ documents: rows.length })),
  };
}
