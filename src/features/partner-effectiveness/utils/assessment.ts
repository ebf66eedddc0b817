import type { OrganizationCategory, PartnerEffectiveness } from '@/generated/model';
import { toCsv, type CsvColumn } from '@/lib/csv';

/** An organization's result: flagged when its links produced no view, or views but no applicant click. */
export type AssessmentResult = 'effective' | 'noViews' | 'noApplicants';

export interface AssessmentRow extends PartnerEffectiveness {
  /** Job views per job link sent, as a percent (one link may be viewed many times: it can pass 100). */
  viewRate: number | null;
  /** Applicant clicks per job view, as a percent; null without a view. */
  applyRate: number | null;
  result: AssessmentResult;
}

function assessmentResult(row: Pick<PartnerEffectiveness, 'jobViews' | 'applicantClicks'>): AssessmentResult {
  if (row.jobViews === 0) return 'noViews';
  return row.applicantClicks === 0 ? 'noApplicants' : 'effective';
}

const rate = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : null);

export function assessmentRows(rows: readonly PartnerEffectiveness[]): AssessmentRow[] {
  return rows.map((row) => ({
    ...row,
    viewRate: rate(row.jobViews, row.jobLinksSent),
    applyRate: rate(row.applicantClicks, row.jobViews),
    result: assessmentResult(row),
  }));
}

/** The assessment's words, in the user's language. */
export interface AssessmentTexts {
  columns: Record<
    'organization' | 'category' | 'jobLinksSent' | 'jobViews' | 'applicantClicks' | 'viewRate' | 'applyRate' | 'result',
    string
  >;
  category: (category: OrganizationCategory) => string;
  result: (result: AssessmentResult) => string;
}

/** A rate in the file: a plain number with one decimal (the header says percent), empty when it has none. */
const fileRate = (value: number | null) => (value === null ? '' : Math.round(value * 10) / 10);

/**
 * The assessment table as CSV, in the order shown, through the product's one CSV writer (organization
 * names cannot smuggle a formula into a spreadsheet); saveFile adds the byte-order mark.
 */
export function assessmentCsv(rows: readonly AssessmentRow[], texts: AssessmentTexts): string {
  const { columns } = texts;
  const csvColumns: CsvColumn<AssessmentRow>[] = [
    { header: columns.organization, value: (row) => row.organizationName },
    { header: columns.category, value: (row) => texts.category(row.organizationCategory) },
    { header: columns.jobLinksSent, value: (row) => row.jobLinksSent },
    { header: columns.jobViews, value: (row) => row.jobViews },
    { header: columns.applicantClicks, value: (row) => row.applicantClicks },
    { header: columns.viewRate, value: (row) => fileRate(row.viewRate) },
    { header: columns.applyRate, value: (row) => fileRate(row.applyRate) },
    { header: columns.result, value: (row) => texts.result(row.result) },
  ];
  return toCsv(csvColumns, rows);
}
