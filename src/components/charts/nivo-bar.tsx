import { Container, SvgWrapper, useDimensions } from '@nivo/core';
import { type AnyScale, type ScaleBand, computeScale } from '@nivo/scales';
import { useMemo } from 'react';
import { useFormatters } from '@/lib/format';
import {
  BAR_COLOR,
  GLYPH_WIDTH,
  LABEL_DARK,
  barLabelColor,
  isLabelInside,
  labelFontSizeFor,
  percentTicks,
  textWidth,
  wrapLabel,
} from './chart-math';
import { CHART_FONT_FAMILY, DEFAULT_CHART_HEIGHT, chartTheme } from './chart-theme';
import type { BarChartProps } from './chart-types';
import { PlainAxes, PlainGrid, type PlainAxisSpec } from './plain-layers';
import { ChartDrawing } from './chart-drawing';
import { useElementWidth } from './use-element-width';

/** Loaded only through charts.tsx (React.lazy): nivo stays out of every chunk until a chart is shown. */

interface Row {
  id: string;
  label: string;
  value: number;
}

/** A bar where nivo's Bar (one key, stacked from 0) would put it. */
interface PlacedBar {
  key: string;
  index: number;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Layout {
  xScale: AnyScale;
  yScale: AnyScale;
  bars: PlacedBar[];
}

/**
 * The scales and bars nivo's Bar computes for one key (nivo-bar 0.99 `generateStackedBars`). nivo's Bar
 * itself starts a react-spring transition per bar even when not drawn (plain-layers.tsx).
 */
export function layoutBars(
  rows: readonly Row[],
  layout: 'horizontal' | 'vertical',
  percent: boolean,
  innerWidth: number,
  innerHeight: number,
): Layout {
  const horizontal = layout === 'horizontal';
  const index = (
    computeScale(
      { type: 'band', round: true },
      { all: rows.map((row) => row.id), min: 0, max: 0 },
      horizontal ? innerHeight : innerWidth,
      horizontal ? 'y' : 'x',
    ) as ScaleBand<string>
  ).padding(0.25);
  const values = rows.flatMap((row) => [0, row.value]);
  const value = computeScale(
    percent ? { type: 'linear', min: 0, max: 100, clamp: true } : { type: 'linear', min: 0 },
    { all: values, min: Math.min(...values), max: Math.max(...values) },
    horizontal ? innerWidth : innerHeight,
    horizontal ? 'x' : 'y',
  ) as AnyScale & ((input: number) => number);
  const bandwidth = index.bandwidth();
  const from = value(0);
  const bars =
    bandwidth > 0
      ? rows.map((row, position): PlacedBar => {
          const to = value(row.value);
          const across = index(row.id) ?? 0;
          const place = horizontal
            ? { x: from, y: across, width: to - from, height: bandwidth }
            : { x: across, y: to, width: bandwidth, height: from - to };
          return { key: `value.${row.id}`, index: position, value: row.value, ...place };
        })
      : [];
  return horizontal ? { xScale: value, yScale: index, bars } : { xScale: index, yScale: value, bars };
}

const LABEL_GAP = 6;
const TICK_GAP = 8;

function ValueLabels({
  bars,
  innerWidth,
  innerHeight,
  layout,
  fontSize,
  format,
}: {
  bars: readonly PlacedBar[];
  innerWidth: number;
  innerHeight: number;
  layout: 'horizontal' | 'vertical';
  fontSize: number;
  format: (v: number) => string;
}) {
  return (
    <g>
      {bars.map((bar) => {
        const value = bar.value;
        const horizontal = layout === 'horizontal';
        const share = horizontal ? (bar.width / innerWidth) * 100 : (bar.height / innerHeight) * 100;
        const inside = isLabelInside(share);
        const x = horizontal ? bar.x + bar.width + (inside ? -LABEL_GAP : LABEL_GAP) : bar.x + bar.width / 2;
        const y = horizontal ? bar.y + bar.height / 2 : bar.y + (inside ? LABEL_GAP : -LABEL_GAP);
        return (
          <text
            key={bar.key}
            x={x}
            y={y}
            textAnchor={horizontal ? (inside ? 'end' : 'start') : 'middle'}
            dominantBaseline={horizontal ? 'central' : inside ? 'hanging' : 'auto'}
            fill={barLabelColor(share)}
            style={{ fontSize, fontFamily: CHART_FONT_FAMILY, fontWeight: 600 }}
            data-testid="bar-value-label"
          >
            {format(value)}
          </text>
        );
      })}
    </g>
  );
}

/** The bars, as nivo's 'bars' layer draws them, without its springs (plain-layers.tsx). */
export function PlainBars({ bars }: { bars: readonly PlacedBar[] }) {
  return (
    <g>
      {bars.map((bar) => (
        <rect
          key={bar.key}
          x={bar.x}
          y={bar.y}
          width={Math.max(bar.width, 0)}
          height={Math.max(bar.height, 0)}
          fill={BAR_COLOR}
          data-testid={`bar.item.value.${bar.index}`}
        />
      ))}
    </g>
  );
}

export function NivoBar({
  data,
  ariaLabel,
  height = DEFAULT_CHART_HEIGHT,
  formatValue,
  svgRef,
  layout = 'horizontal',
  scale = 'count',
  valueLegend,
  categoryLegend,
}: BarChartProps) {
  const formatters = useFormatters();
  const format = formatValue ?? (scale === 'percent' ? (v: number) => formatters.percent(v, 1) : formatters.number);
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const fontSize = labelFontSizeFor(width);
  const rows = useMemo<Row[]>(() => data.map(({ id, label, value }) => ({ id, label, value })), [data]);
  const labels = useMemo(() => new Map(data.map((datum) => [datum.id, datum.label])), [data]);
  const horizontal = layout === 'horizontal';
  const longest = Math.max(0, ...data.map((datum) => datum.label.length));
  // At most 30 % of the width for the names, so the value axis keeps room to write every 10 % (spec section 9).
  const categoryRoom = Math.min(width * 0.3, textWidth(longest, fontSize) + 2 * TICK_GAP);
  // Names longer than the room wrap onto more lines instead of being cut at the chart's edge.
  const charsPerLine = Math.max(4, Math.floor((categoryRoom - 2 * TICK_GAP) / (fontSize * GLYPH_WIDTH)));
  // Axis text sits tickSize + tickPadding (10) from the axis; the title goes one line further.
  const legendOffset = 10 + fontSize + 8 + fontSize / 2;
  const legendRoom = legendOffset + fontSize;
  const tickText = (value: number) => (scale === 'percent' ? formatters.percent(value, 0) : formatters.number(value));
  // The last value's text is centred on the axis' end: half of it ("100 %" in Spanish) needs the room.
  const endValue = scale === 'percent' ? 100 : Math.max(0, ...data.map((datum) => datum.value));
  const endRoom = Math.max(24, Math.ceil(textWidth(tickText(endValue).length, fontSize) / 2) + 4);
  const margin = horizontal
    ? {
        top: 8,
        right: endRoom,
        bottom: valueLegend ? legendRoom : 32,
        left: categoryRoom + (categoryLegend ? legendRoom : 0),
      }
    : {
        top: fontSize + 16,
        right: 16,
        bottom: categoryLegend ? legendRoom : 40,
        left: 48 + (valueLegend ? legendRoom : 0),
      };
  const { margin: fullMargin, innerWidth, innerHeight } = useDimensions(width, height, margin);
  const ticks = scale === 'percent' ? percentTicks() : 5;
  // Every 10 % has its grid line; on a narrow chart only every 2nd or 5th tick is written, so none overlap.
  const valueLength = horizontal ? innerWidth : innerHeight;
  const tickRoom = horizontal ? textWidth(tickText(100).length, fontSize) + 4 : fontSize + 4;
  const spacing = valueLength / 10;
  const writeEvery = tickRoom <= spacing ? 1 : tickRoom <= spacing * 2 ? 2 : 5;
  const valueAxis: PlainAxisSpec = {
    tickValues: ticks,
    format: (value: number) =>
      scale === 'percent' && Math.round(value / 10) % writeEvery !== 0 ? '' : tickText(value),
    legend: valueLegend,
    legendOffset: horizontal ? legendOffset : -(48 + fontSize / 2),
  };
  const categoryAxis: PlainAxisSpec = {
    format: (id: string | number) => labels.get(String(id)) ?? String(id),
    legend: categoryLegend,
    legendOffset: horizontal ? -categoryRoom : legendOffset,
    tickSize: 0,
    tickPadding: TICK_GAP,
    renderTick: horizontal
      ? (id: string | number) => {
          const lines = wrapLabel(labels.get(String(id)) ?? String(id), charsPerLine);
          return (
            <text
              textAnchor="end"
              dominantBaseline="central"
              style={{ fontSize, fill: LABEL_DARK, fontFamily: CHART_FONT_FAMILY }}
            >
              {lines.map((line, index) => (
                <tspan key={index} x={-TICK_GAP} dy={index === 0 ? `${-(lines.length - 1) * 0.6}em` : '1.2em'}>
                  {line}
                </tspan>
              ))}
            </text>
          );
        }
      : undefined,
  };
  // Bottom to top for horizontal bars: the band scale runs up the chart, and the first row reads first.
  const placed = useMemo(
    () => layoutBars(horizontal ? [...rows].reverse() : rows, layout, scale === 'percent', innerWidth, innerHeight),
    [rows, horizontal, layout, scale, innerWidth, innerHeight],
  );
  return (
    <ChartDrawing frameRef={ref} width={width} ariaLabel={ariaLabel} height={height}>
      <Container theme={chartTheme(fontSize)} isInteractive={false} animate={false}>
        <SvgWrapper width={width} height={height} margin={fullMargin} ref={svgRef}>
          <PlainGrid
            width={innerWidth}
            height={innerHeight}
            xScale={horizontal ? placed.xScale : undefined}
            yScale={horizontal ? undefined : placed.yScale}
            xValues={horizontal ? ticks : undefined}
            yValues={horizontal ? undefined : ticks}
          />
          <PlainAxes
            width={innerWidth}
            height={innerHeight}
            xScale={placed.xScale}
            yScale={placed.yScale}
            bottom={horizontal ? valueAxis : categoryAxis}
            left={horizontal ? categoryAxis : valueAxis}
          />
          <PlainBars bars={placed.bars} />
          <ValueLabels
            bars={placed.bars}
            innerWidth={innerWidth}
            innerHeight={innerHeight}
            layout={layout}
            fontSize={fontSize}
            format={format}
          />
        </SvgWrapper>
      </Container>
    </ChartDrawing>
  );
}
