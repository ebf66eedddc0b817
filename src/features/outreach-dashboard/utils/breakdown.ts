import { percentsOfTotal, sortDescending } from '@/components/charts/chart-math';
import type { CategoryCounts, OutreachBreakdown } from '@/generated/model';

export const ACTION_TYPES = [
  'jobsSent',
  'jobViews',
  'applicants',
] as const satisfies readonly (keyof OutreachBreakdown)[];
export type ActionType = (typeof ACTION_TYPES)[number];

/** The bars in the spec's order (people of color, veterans, I.W.D., women, state workforce, other) before sorting. */
export const BREAKDOWN_CATEGORIES = [
  'minorities',
  'veterans',
  'iwd',
  'women',
  'stateWorkforce',
  'other',
] as const satisfies readonly (keyof CategoryCounts)[];
export type BreakdownCategory = (typeof BREAKDOWN_CATEGORIES)[number];

export interface BreakdownBar {
  category: BreakdownCategory;
  count: number;
  /** Share of the action type's total, one decimal; the bars add up to 100 (or are all 0). */
  percent: number;
}

/** One action type's counts as percent bars, largest first (ties keep the spec's order). */
export function breakdownBars(counts: CategoryCounts): BreakdownBar[] {
  const values = BREAKDOWN_CATEGORIES.map((category) => counts[category]);
  const percents = percentsOfTotal(values, 1);
  const bars = BREAKDOWN_CATEGORIES.map((category, index) => ({
    category,
    count: values[index] ?? 0,
    percent: percents[index] ?? 0,
  }));
  return sortDescending(bars, (bar) => bar.percent);
}

export function isAllZero(counts: CategoryCounts): boolean {
  return BREAKDOWN_CATEGORIES.every((category) => !(counts[category] > 0));
}
