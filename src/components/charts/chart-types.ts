import type { Ref } from 'react';

/** Props of the chart components, apart from the nivo modules so a type import never pulls nivo in. */

/** One bar or one slice: `label` is what the reader sees (already translated). */
export interface ChartDatum {
  id: string;
  label: string;
  value: number;
}

interface CommonChartProps {
  /** The accessible name of the drawing (the figure's summary and data table carry the numbers). */
  ariaLabel: string;
  /** Fixed height in pixels (default 320); the loading placeholder has the same height. */
  height?: number;
  /** How values are written on the chart; default: percents with one decimal for a percent scale, else whole numbers. */
  formatValue?: (value: number) => string;
  svgRef?: Ref<SVGSVGElement>;
}

export interface BarChartProps extends CommonChartProps {
  data: readonly ChartDatum[];
  /** 'horizontal' (default): categories down the left, bars grow to the right. */
  layout?: 'horizontal' | 'vertical';
  /** 'percent': the values are percents on a fixed 0..100 axis with ticks every 10. */
  scale?: 'percent' | 'count';
  valueLegend?: string;
  categoryLegend?: string;
}

export interface LineSeriesInput {
  id: string;
  label: string;
  /** `x` is the category shown on the axis (e.g. a formatted week), in order. */
  points: readonly { x: string; y: number }[];
}

export interface LineChartProps extends CommonChartProps {
  series: readonly LineSeriesInput[];
  xLegend?: string;
  yLegend?: string;
  /** Writes every point's value next to it (for short series). */
  showPointValues?: boolean;
}

export interface PieChartProps extends CommonChartProps {
  data: readonly ChartDatum[];
  /** 0 draws a pie; 0.5 a doughnut with a hole half the radius. Default 0.5. */
  innerRadius?: number;
}
