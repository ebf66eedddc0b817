import { percentsOfTotal } from '@/components/charts/chart-math';

export interface LabelCount {
  label: string;
  count: number;
}

export interface ShareRow {
  label: string;
  count: number;
  /** Percent of all applicants, one decimal (12.3 means 12.3 %). */
  percent: number;
}

/**
 * `count` as a percent of `total`, rounded half up to one decimal. Used where the shares do not add up
 * to the whole: an applicant may count in several diversity categories, so each bar is its own share.
 */
export function percentOf(count: number, total: number): number {
  if (!(total > 0) || !(count > 0)) return 0;
  // Integer arithmetic on tenths of a percent: 1/8 = 12.5 % stays 12.5, never 12.499999.
  return Math.round((count * 1000) / total) / 10;
}

/** The diversity categories: each a share of every applicant, so together they can exceed 100 %. */
export function categoryShares(categories: readonly LabelCount[], totalApplicants: number): ShareRow[] {
  return categories.map(({ label, count }) => ({ label, count, percent: percentOf(count, totalApplicants) }));
}

/** The genders split the applicants: largest-remainder rounding so the doughnut reads exactly 100.0 %. */
export function genderShares(genders: readonly LabelCount[]): ShareRow[] {
  const percents = percentsOfTotal(
    genders.map((gender) => gender.count),
    1,
  );
  return genders.map(({ label, count }, index) => ({ label, count, percent: percents[index] ?? 0 }));
}
