import { PartnerOrganizationCategory, type OutreachPipeline } from '@/generated/model';

/** Job links sent for one pipeline tab; 'all' falls back to the total when the breakdown omits it. */
export function jobLinksSent(pipeline: OutreachPipeline, category: number): number {
  const entry = pipeline.breakdown.find((item) => item.partnerOrganizationCategory === category);
  if (entry) return entry.numberOfJobLinksSent;
  return category === PartnerOrganizationCategory.All ? pipeline.total : 0;
}
