import { useArcLabels, useArcLinkLabels } from '@nivo/arcs';
import { Pie, type PieCustomLayerProps } from '@nivo/pie';
import { sanitizeSvgTextStyle, useTheme } from '@nivo/theming';
import { useMemo, type SVGProps } from 'react';
import { useFormatters } from '@/lib/format';
import { LABEL_DARK, LABEL_LIGHT, contrastRatio, labelFontSizeFor, textWidth } from './chart-math';
import { DEFAULT_CHART_HEIGHT, SERIES_COLORS, chartTheme } from './chart-theme';
import type { ChartDatum, PieChartProps } from './chart-types';
import { ChartDrawing } from './chart-drawing';
import { useElementWidth } from './use-element-width';

/** Loaded only through charts.tsx (React.lazy): nivo stays out of every chunk until a chart is shown. */

interface Slice {
  id: string;
  label: string;
  value: number;
  color: string;
}

/** White or near-black, whichever reads better on the slice. */
const textOn = (fill: string) =>
  contrastRatio(LABEL_LIGHT, fill) >= contrastRatio(LABEL_DARK, fill) ? LABEL_LIGHT : LABEL_DARK;

type LayerProps = PieCustomLayerProps<Slice>;

/** The ring, its values and names as nivo's arc layers place them, without their springs (plain-layers.tsx). */
function PlainArcs({ dataWithArc, centerX, centerY, arcGenerator }: LayerProps) {
  return (
    <g transform={`translate(${centerX},${centerY})`}>
      {dataWithArc.map((slice) => (
        <path
          key={slice.id}
          d={arcGenerator(slice.arc) ?? ''}
          fill={slice.fill || slice.color}
          stroke="#FFFFFF"
          strokeWidth={1}
          data-testid={`arc.${slice.id}`}
        />
      ))}
    </g>
  );
}

/** A label in the theme's label style and in `color`, centred vertically on where it is placed. */
function LabelText({ color, children, ...placement }: Omit<SVGProps<SVGTextElement>, 'style'> & { color: string }) {
  const theme = useTheme();
  return (
    <text dominantBaseline="central" {...placement} style={{ ...sanitizeSvgTextStyle(theme.labels.text), fill: color }}>
      {children}
    </text>
  );
}

/** A slice's value on it, only where the slice is wide enough to hold it. */
function PlainArcLabels({ dataWithArc, centerX, centerY }: LayerProps) {
  const labels = useArcLabels({
    data: [...dataWithArc],
    offset: 0.5,
    skipAngle: 24,
    label: (slice) => slice.formattedValue,
    textColor: (slice) => textOn(slice.color),
  });
  return (
    <g transform={`translate(${centerX},${centerY})`}>
      {labels.map((label) => (
        <g key={label.data.id} transform={`translate(${label.x},${label.y})`} style={{ pointerEvents: 'none' }}>
          <LabelText textAnchor="middle" color={label.textColor}>
            {label.label}
          </LabelText>
        </g>
      ))}
    </g>
  );
}

/** A coordinate as nivo's link line (d3's line generator) writes it: three decimals at most. */
const rounded = (value: number) => Math.round(value * 1000) / 1000;

/** Each slice's name beside the ring at the end of a line from it (wide charts; phones show a key). */
function PlainArcLinkLabels({ dataWithArc, centerX, centerY }: LayerProps) {
  const links = useArcLinkLabels({
    data: [...dataWithArc],
    skipAngle: 8,
    offset: 0,
    diagonalLength: 12,
    straightLength: 12,
    textOffset: 6,
    label: (slice) => slice.data.label,
    linkColor: { from: 'color' },
    textColor: LABEL_DARK,
  });
  return (
    <g transform={`translate(${centerX},${centerY})`}>
      {links.map((link) => (
        <g key={link.data.id}>
          <path
            fill="none"
            stroke={link.linkColor}
            strokeWidth={2}
            d={`M${link.points.map((point) => `${rounded(point.x)},${rounded(point.y)}`).join('L')}`}
          />
          <LabelText transform={`translate(${link.x},${link.y})`} textAnchor={link.textAnchor} color={link.textColor}>
            {link.label}
          </LabelText>
        </g>
      ))}
    </g>
  );
}

export function NivoPie({
  data,
  ariaLabel,
  height = DEFAULT_CHART_HEIGHT,
  formatValue,
  svgRef,
  innerRadius = 0.5,
}: PieChartProps) {
  const formatters = useFormatters();
  const format = formatValue ?? formatters.number;
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const fontSize = labelFontSizeFor(width);
  const slices = useMemo<Slice[]>(
    () =>
      data
        .map((datum: ChartDatum, index) => ({
          id: datum.id,
          label: datum.label,
          value: datum.value,
          color: SERIES_COLORS[index % SERIES_COLORS.length] as string,
        }))
        .filter((slice) => slice.value > 0),
    [data],
  );
  // Each side holds a link line (12 + 12 + 6) and the longest name beside it. Where that would
  // squeeze the ring (phones), the names move to a key below, each with its value.
  const longest = Math.max(0, ...slices.map((slice) => slice.label.length));
  const side = textWidth(longest, fontSize) + 40;
  const compact = side > width * 0.3;
  const itemHeight = fontSize + 8;
  const keyHeight = slices.length * itemHeight;
  const margin = compact
    ? { top: 12, right: 12, bottom: keyHeight + 20, left: 12 }
    : { top: 24, right: side, bottom: 24, left: side };

  return (
    <ChartDrawing frameRef={ref} width={width} ariaLabel={ariaLabel} height={height}>
      <Pie<Slice>
        ref={svgRef}
        width={width}
        height={height}
        data={slices}
        margin={margin}
        innerRadius={innerRadius}
        padAngle={1}
        cornerRadius={2}
        sortByValue={false}
        colors={(slice) => slice.data.color}
        valueFormat={(value) => format(value)}
        layers={
          compact ? [PlainArcs, PlainArcLabels, 'legends'] : [PlainArcs, PlainArcLinkLabels, PlainArcLabels, 'legends']
        }
        legends={
          compact
            ? [
                {
                  anchor: 'bottom-left',
                  direction: 'column',
                  translateX: 0,
                  translateY: keyHeight + 12,
                  itemWidth: Math.max(0, width - 24),
                  itemHeight,
                  itemsSpacing: 0,
                  symbolSize: 12,
                  symbolShape: 'square',
                  itemTextColor: LABEL_DARK,
                  data: slices.map((slice) => ({
                    id: slice.id,
                    label: `${slice.label} ${format(slice.value)}`,
                    color: slice.color,
                  })),
                },
              ]
            : []
        }
        isInteractive={false}
        animate={false}
        theme={chartTheme(fontSize)}
      />
    </ChartDrawing>
  );
}
