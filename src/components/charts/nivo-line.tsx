import type { DotsItemSymbolProps } from '@nivo/core';
import { Line, type LineCustomSvgLayerProps, type Point } from '@nivo/line';
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
  const seriesIndex = useMemo(() => new Map(series.map((line, index) => [line.id, index])), [series]);
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
  const Symbol = ({ datum, size, color }: DotsItemSymbolProps<Point<Series>>) => (
    <PointShape shape={pick(POINT_SHAPES, seriesIndex.get(String(datum.seriesId)) ?? 0)} size={size} color={color} />
  );

  return (
    <div ref={ref} role="img" aria-label={ariaLabel} style={{ height, width: '100%' }}>
      {width > 0 ? (
        <Line<Series>
          ref={svgRef}
          role="presentation"
          width={width}
          height={height}
          data={data}
          margin={margin}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: 0, max: 'auto', nice: true }}
          colors={[...SERIES_COLORS]}
          pointSize={9}
          pointSymbol={Symbol}
          enablePointLabel={showPointValues}
          pointLabel={(point) => format(Number(point.data.y))}
          pointLabelYOffset={-12}
          axisBottom={{
            tickValues: spacedTicks(categories, innerWidth, xLabelWidth),
            legend: xLegend,
            legendPosition: 'middle',
            legendOffset,
          }}
          axisLeft={{
            tickValues: 5,
            format: (value: number) => formatters.number(value),
            legend: yLegend,
            legendPosition: 'middle',
            legendOffset: -(yTickWidth + 16 + fontSize / 2),
          }}
          gridYValues={5}
          enableGridX={false}
          isInteractive
          useMesh
          enableSlices="x"
          yFormat={(value) => format(Number(value))}
          animate={false}
          theme={{ ...chartTheme(fontSize), tooltip: { container: { fontFamily: CHART_FONT_FAMILY, fontSize } } }}
          layers={['grid', 'axes', StyledLines, 'points', 'slices']}
        />
      ) : null}
    </div>
  );
}
