import type { PartialTheme } from '@nivo/theming';
import { LABEL_DARK } from './chart-math';

/** A font stack every browser has, written into the SVG so an exported image looks like the screen. */
export const CHART_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const DEFAULT_CHART_HEIGHT = 320;

/** Distinct hues, each with white or near-black text above 4.5:1; slices also carry their names. */
export const SERIES_COLORS = ['#0067D2', '#0C5706', '#A34700', '#6B3FA0', '#A3123A', '#00695C', '#4A5568'] as const;

/** Line dash patterns and point symbols: series differ by more than colour. */
export const LINE_DASHES = ['none', '8 4', '2 4', '12 4 2 4'] as const;
export const POINT_SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;

export function chartTheme(fontSize: number): PartialTheme {
  return {
    text: { fontSize, fill: LABEL_DARK, fontFamily: CHART_FONT_FAMILY },
    axis: {
      ticks: { text: { fontSize, fill: LABEL_DARK, fontFamily: CHART_FONT_FAMILY }, line: { stroke: '#4A5568' } },
      legend: { text: { fontSize, fill: LABEL_DARK, fontFamily: CHART_FONT_FAMILY, fontWeight: 600 } },
      domain: { line: { stroke: '#4A5568', strokeWidth: 1 } },
    },
    grid: { line: { stroke: '#E2E8F0', strokeWidth: 1 } },
    labels: { text: { fontSize, fontFamily: CHART_FONT_FAMILY } },
  };
}
