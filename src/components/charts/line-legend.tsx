import { HStack, Text } from '@chakra-ui/react';
import { LINE_DASHES, POINT_SHAPES, SERIES_COLORS } from './chart-theme';
import type { LineSeriesInput } from './chart-types';

/** Style number `index` of a list, repeating when there are more series than styles. */
export const pick = <T,>(list: readonly T[], index: number): T => list[index % list.length] as T;

export function PointShape({ shape, size, color }: { shape: string; size: number; color: string }) {
  const half = size / 2;
  const stroke = { fill: '#FFFFFF', stroke: color, strokeWidth: 2 };
  if (shape === 'square') return <rect x={-half} y={-half} width={size} height={size} {...stroke} />;
  if (shape === 'triangle')
    return <path d={`M0 ${-half - 1} L${half + 1} ${half} L${-half - 1} ${half} Z`} {...stroke} />;
  if (shape === 'diamond')
    return <path d={`M0 ${-half - 1} L${half + 1} 0 L0 ${half + 1} L${-half - 1} 0 Z`} {...stroke} />;
  return <circle r={half} {...stroke} />;
}

/** The key of a line chart: each series' name with its colour, dash pattern and point shape. */
export function LineLegend({ series }: { series: readonly LineSeriesInput[] }) {
  if (series.length < 2) return null;
  return (
    <HStack as="ul" listStyleType="none" gap="5" flexWrap="wrap" mt="2" aria-hidden="true">
      {series.map((line, index) => {
        const color = pick(SERIES_COLORS, index);
        const dash = pick(LINE_DASHES, index);
        return (
          <HStack as="li" key={line.id} gap="2">
            <svg width="36" height="14" viewBox="-18 -7 36 14" aria-hidden="true" focusable="false">
              <line
                x1={-18}
                x2={18}
                y1={0}
                y2={0}
                stroke={color}
                strokeWidth={2.5}
                strokeDasharray={dash === 'none' ? undefined : dash}
              />
              <PointShape shape={pick(POINT_SHAPES, index)} size={8} color={color} />
            </svg>
            <Text textStyle="sm">{line.label}</Text>
          </HStack>
        );
      })}
    </HStack>
  );
}
