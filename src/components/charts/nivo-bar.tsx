import { Bar, type BarCustomLayerProps } from '@nivo/bar';
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
import { useElementWidth } from './use-element-width';

/** Loaded only through charts.tsx (React.lazy): nivo stays out of every chunk until a chart is shown. */

interface Row extends Record<string, string | number> {
  id: string;
  label: string;
  value: number;
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
}: BarCustomLayerProps<Row> & { layout: 'horizontal' | 'vertical'; fontSize: number; format: (v: number) => string }) {
  return (
    <g>
      {bars.map((bar) => {
        const value = bar.data.value ?? 0;
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
  const categoryRoom = Math.min(width * 0.45, textWidth(longest, fontSize) + 2 * TICK_GAP);
  // Names longer than the room wrap onto more lines instead of being cut at the chart's edge.
  const charsPerLine = Math.max(4, Math.floor((categoryRoom - 2 * TICK_GAP) / (fontSize * GLYPH_WIDTH)));
  // Axis text sits tickSize + tickPadding (10) from the axis; the title goes one line further.
  const legendOffset = 10 + fontSize + 8 + fontSize / 2;
  const legendRoom = legendOffset + fontSize;
  const margin = horizontal
    ? {
        top: 8,
        right: 24,
        bottom: valueLegend ? legendRoom : 32,
        left: categoryRoom + (categoryLegend ? legendRoom : 0),
      }
    : {
        top: fontSize + 16,
        right: 16,
        bottom: categoryLegend ? legendRoom : 40,
        left: 48 + (valueLegend ? legendRoom : 0),
      };
  const ticks = scale === 'percent' ? percentTicks() : 5;
  const tickText = (value: number) => (scale === 'percent' ? formatters.percent(value, 0) : formatters.number(value));
  // Every 10 % has its grid line; on a narrow chart only every 2nd or 5th tick is written, so none overlap.
  const valueLength = horizontal ? width - margin.left - margin.right : height - margin.top - margin.bottom;
  const tickRoom = horizontal ? textWidth(tickText(100).length, fontSize) + 8 : fontSize + 4;
  const spacing = valueLength / 10;
  const writeEvery = tickRoom <= spacing ? 1 : tickRoom <= spacing * 2 ? 2 : 5;
  const valueAxis = {
    tickValues: ticks,
    format: (value: number) =>
      scale === 'percent' && Math.round(value / 10) % writeEvery !== 0 ? '' : tickText(value),
    legend: valueLegend,
    legendPosition: 'middle' as const,
    legendOffset: horizontal ? legendOffset : -(48 + fontSize / 2),
  };
  const categoryAxis = {
    format: (id: string | number) => labels.get(String(id)) ?? String(id),
    legend: categoryLegend,
    legendPosition: 'middle' as const,
    legendOffset: horizontal ? -categoryRoom : legendOffset,
    tickSize: 0,
    tickPadding: TICK_GAP,
    renderTick: horizontal
      ? (tick: { x: number; y: number; value: string | number }) => {
          const lines = wrapLabel(labels.get(String(tick.value)) ?? String(tick.value), charsPerLine);
          return (
            <g transform={`translate(${tick.x},${tick.y})`}>
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
            </g>
          );
        }
      : undefined,
  };
  const layer = (props: BarCustomLayerProps<Row>) => (
    <ValueLabels {...props} layout={layout} fontSize={fontSize} format={format} />
  );

  return (
    <div ref={ref} role="img" aria-label={ariaLabel} style={{ height, width: '100%' }}>
      {width > 0 ? (
        <Bar<Row>
          ref={svgRef}
          role="presentation"
          width={width}
          height={height}
          data={horizontal ? [...rows].reverse() : rows}
          keys={['value']}
          indexBy="id"
          layout={layout}
          margin={margin}
          padding={0.25}
          valueScale={
            scale === 'percent' ? { type: 'linear', min: 0, max: 100, clamp: true } : { type: 'linear', min: 0 }
          }
          indexScale={{ type: 'band', round: true }}
          colors={[BAR_COLOR]}
          enableLabel={false}
          enableGridX={horizontal}
          enableGridY={!horizontal}
          gridXValues={horizontal ? ticks : undefined}
          gridYValues={horizontal ? undefined : ticks}
          axisBottom={horizontal ? valueAxis : categoryAxis}
          axisLeft={horizontal ? categoryAxis : valueAxis}
          axisTop={null}
          axisRight={null}
          isInteractive={false}
          animate={false}
          theme={chartTheme(fontSize)}
          layers={['grid', 'axes', 'bars', layer]}
        />
      ) : null}
    </div>
  );
}
