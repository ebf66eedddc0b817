import { describe, expect, it } from 'vitest';
import { jobLinksSent } from './pipeline';

describe('jobLinksSent', () => {
  const pipeline = {
    total: 40,
    breakdown: [
      { partnerOrganizationCategory: 14 as const, numberOfJobLinksSent: 12 },
      { partnerOrganizationCategory: 12 as const, numberOfJobLinksSent: 5 },
    ],
  };

  it('reads the category entry', () => {
    expect(jobLinksSent(pipeline, 14)).toBe(12);
    expect(jobLinksSent(pipeline, 12)).toBe(5);
  });

  it('uses the total for all, and zero for a category without an entry', () => {
    expect(jobLinksSent(pipeline, 0)).toBe(40);
    expect(jobLinksSent(pipeline, 13)).toBe(0);
  });
});
