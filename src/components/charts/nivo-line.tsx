import { Line, type LineCustomSvgLayerProps } from '@nivo/line';
import type { AnyScale } from '@nivo/scales';
import { sanitizeSvgTextStyle, useTheme } from '@nivo/theming';
import { useMemo } from 'react';
import { useFormatters } from '@/lib/format';
import { labelFontSizeFor, textWidth } from './chart-math';
import { PointShape, pick } from './line-legend';
import {
  CHART_FONT_FAMILY,
  DEFAULT_CHART_HEIGHT,
  LINE_DASHES,
  POINT_SHAPES,
  SERIES_COLORS,
  chartTheme,
} from './chart-theme';
import type { LineChartProps } from './chart-types';
import { PlainAxes, PlainGrid, type PlainAxisSpec } from './plain-layers';
import { ChartDrawing } from './chart-drawing';
import { useElementWidth } from './use-element-width';

/** Loaded only through charts.tsx (React.lazy): nivo stays out of every chunk until a chart is shown. */

interface Series {
  id: string;
  data: { x: string; y: number }[];
}

function StyledLines({ series, lineGenerator }: LineCustomSvgLayerProps<Series>) {
  return (
    <g>
      {series.map((line, index) => (
        <path
          key={line.id}
          d={lineGenerator(line.data.map((datum) => datum.position)) ?? ''}
          fill="none"
          stroke={line.color}
          strokeWidth={2.5}
          strokeDasharray={pick(LINE_DASHES, index) === 'none' ? undefined : pick(LINE_DASHES, index)}
        />
      ))}
    </g>
  );
}

/** The points placed as nivo's 'points' layer places them, without its springs (plain-layers.tsx). */
function PlainPoints({
  points,
  size,
  label,
}: {
  points: LineCustomSvgLayerProps<Series>['points'];
  size: number;
  label: ((value: number) => string) | null;
}) {
  const theme = useTheme();
  const drawn = [...points]
    .sort((a, b) => a.indexInSeries - b.indexInSeries)
    .sort((a, b) => b.seriesIndex - a.seriesIndex);
  return (
    <g>
      {drawn.map((point) => (
        <g
          key={point.id}
          transform={`translate(${point.x}, ${point.y})`}
          style={{ pointerEvents: 'none' }}
          data-testid={`line.point.${point.id}`}
        >
          <PointShape shape={pick(POINT_SHAPES, point.seriesIndex)} size={size} color={point.color} />
          {label ? (
            <text textAnchor="middle" y={-12} style={sanitizeSvgTextStyle(theme.dots.text)}>
              {label(Number(point.data.y))}
            </text>
          ) : null}
        </g>
      ))}
    </g>
  );
}

/** Only every n-th category is written on the x axis, so labels never overlap on a phone. */
function spacedTicks(categories: readonly string[], innerWidth: number, labelWidth: number): string[] {
  const room = Math.max(1, Math.floor(innerWidth / (labelWidth + 16)));
  const every = Math.max(1, Math.ceil(categories.length / room));
  return categories.filter((_, index) => index % every === 0);
}

export function NivoLine({
  series,
  ariaLabel,
  height = DEFAULT_CHART_HEIGHT,
  formatValue,
  svgRef,
  xLegend,
  yLegend,
  showPointValues = false,
}: LineChartProps) {
  const formatters = useFormatters();
  const format = formatValue ?? formatters.number;
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const fontSize = labelFontSizeFor(width);
  const data = useMemo<Series[]>(
    () => series.map((line) => ({ id: line.id, data: line.points.map((point) => ({ x: point.x, y: point.y })) })),
    [series],
  );
  const categories = series[0]?.points.map((point) => point.x) ?? [];
  const largest = Math.max(0, ...series.flatMap((line) => line.points.map((point) => point.y)));
  // Room for the longest y tick (one digit more for the rounded-up top tick) and the longest x label.
  const yTickWidth = textWidth(formatters.number(largest).length + 1, fontSize);
  const xLabelWidth = textWidth(Math.max(0, ...categories.map((category) => category.length)), fontSize);
  const legendOffset = 10 + fontSize + 8 + fontSize / 2;
  const margin = {
    top: fontSize + 12,
    right: Math.max(24, Math.ceil(xLabelWidth / 2) + 4),
    bottom: xLegend ? legendOffset + fontSize : 10 + fontSize + 12,
    left: yTickWidth + 16 + (yLegend ? fontSize + 12 : 0),
  };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const bottom: PlainAxisSpec = {
    tickValues: spacedTicks(categories, innerWidth, xLabelWidth),
    legend: xLegend,
    legendOffset,
  };
  const left: PlainAxisSpec = {
    tickValues: 5,
    format: (value: number) => formatters.number(value),
    legend: yLegend,
    legendOffset: -(yTickWidth + 16 + fontSize / 2),
  };
  // Plain SVG instead of nivo's layers, which animate through react-spring even with `animate` off.
  const frame = ({ innerWidth: chartWidth, innerHeight, xScale, yScale }: LineCustomSvgLayerProps<Series>) => {
    const scales = { xScale: xScale as unknown as AnyScale, yScale: yScale as unknown as AnyScale };
    return (
      <>
        <PlainGrid width={chartWidth} height={innerHeight} yScale={scales.yScale} yValues={5} />
        <PlainAxes width={chartWidth} height={innerHeight} {...scales} bottom={bottom} left={left} />
      </>
    );
  };
  const points = ({ points: placed }: LineCustomSvgLayerProps<Series>) => (
    <PlainPoints points={placed} size={9} label={showPointValues ? format : null} />
  );

  return (
    <ChartDrawing frameRef={ref} width={width} ariaLabel={ariaLabel} height={height}>
      <Line<Series>
        ref={svgRef}
        width={width}
        height={height}
        data={data}
        margin={margin}
        xScale={{ type: 'point' }}
        yScale={{ type: 'linear', min: 0, max: 'auto', nice: true }}
        colors={[...SERIES_COLORS]}
        pointSize={9}
        isInteractive
        useMesh
        enableSlices="x"
        yFormat={(value) => format(Number(value))}
        animate={false}
        theme={{ ...chartTheme(fontSize), tooltip: { container: { fontFamily: CHART_FONT_FAMILY, fontSize } } }}
        layers={[frame, StyledLines, points, 'slices']}
      />
    </ChartDrawing>
  );
}
