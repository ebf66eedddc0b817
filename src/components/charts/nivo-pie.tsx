import { Pie } from '@nivo/pie';
import { useMemo } from 'react';
import { useFormatters } from '@/lib/format';
import { LABEL_DARK, LABEL_LIGHT, contrastRatio, labelFontSizeFor, textWidth } from './chart-math';
import { DEFAULT_CHART_HEIGHT, SERIES_COLORS, chartTheme } from './chart-theme';
import type { ChartDatum, PieChartProps } from './chart-types';
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
    <div ref={ref} role="img" aria-label={ariaLabel} style={{ height, width: '100%' }}>
      {width > 0 ? (
        <Pie<Slice>
          ref={svgRef}
          role="presentation"
          width={width}
          height={height}
          data={slices}
          margin={margin}
          innerRadius={innerRadius}
          padAngle={1}
          cornerRadius={2}
          sortByValue={false}
          colors={(slice) => slice.data.color}
          borderWidth={1}
          borderColor="#FFFFFF"
          valueFormat={(value) => format(value)}
          arcLabel={(slice) => slice.formattedValue}
          arcLabelsSkipAngle={24}
          arcLabelsTextColor={(slice) => textOn(slice.data.color)}
          arcLinkLabel={(slice) => slice.data.label}
          arcLinkLabelsSkipAngle={8}
          arcLinkLabelsTextColor={LABEL_DARK}
          arcLinkLabelsColor={{ from: 'color' }}
          arcLinkLabelsThickness={2}
          arcLinkLabelsDiagonalLength={12}
          arcLinkLabelsStraightLength={12}
          enableArcLinkLabels={!compact}
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
      ) : null}
    </div>
  );
}
