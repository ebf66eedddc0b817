import { describe, expect, it } from 'vitest';
import type { PartnerEffectiveness } from '@/generated/model';
import { assessmentCsv, assessmentRows, type AssessmentTexts } from './assessment';

const row = (name: string, jobLinksSent: number, jobViews: number, applicantClicks: number): PartnerEffectiveness => ({
  organizationName: name,
  organizationCategory: 'veterans',
  agentGroupTypes: [6],
  jobLinksSent,
  jobViews,
  applicantClicks,
});

const TEXTS: AssessmentTexts = {
  columns: {
    organization: 'Organization',
    category: 'Category',
    jobLinksSent: 'Links',
    jobViews: 'Views',
    applicantClicks: 'Clicks',
    viewRate: 'View rate (%)',
    applyRate: 'Apply rate (%)',
    result: 'Result',
  },
  category: (category) => `category:${category}`,
  result: (result) => `result:${result}`,
};

describe('assessmentRows', () => {
  it('rates views per link and clicks per view, and flags no views before no applicants', () => {
    const [effective, silent, unconverted] = assessmentRows([
      row('A', 40, 50, 5),
      row('B', 8, 0, 0),
      row('C', 4, 3, 0),
    ]);
    expect(effective).toMatchObject({ viewRate: 125, applyRate: 10, result: 'effective' });
    expect(silent).toMatchObject({ viewRate: 0, applyRate: null, result: 'noViews' });
    expect(unconverted).toMatchObject({ viewRate: 75, applyRate: 0, result: 'noApplicants' });
  });
});

describe('assessmentCsv', () => {
  it('writes one row per organization with rates to one decimal, an empty rate without views, and no formulas', () => {
    const csv = assessmentCsv(assessmentRows([row('=HYPERLINK("x")', 3, 1, 1), row('B', 8, 0, 0)]), TEXTS);
    expect(csv.split('\r\n')).toEqual([
      '"Organization","Category","Links","Views","Clicks","View rate (%)","Apply rate (%)","Result"',
      `"'=HYPERLINK(""x"")","category:veterans","3","1","1","33.3","100","result:effective"`,
      '"B","category:veterans","8","0","0","0","","result:noViews"',
    ]);
  });
});
