import { Axes, Grid } from '@nivo/axes';
import { type AnyScale, computeScale } from '@nivo/scales';
import { ThemeProvider } from '@nivo/theming';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { drawnShapes } from '@tests/support/chart-drawing';
import { chartTheme } from './chart-theme';
import { PlainAxes, PlainGrid, type PlainAxisSpec } from './plain-layers';

const WIDTH = 400;
const HEIGHT = 200;

function drawn(layers: ReactNode): string[] {
  return drawnShapes(
    <ThemeProvider theme={chartTheme(14)}>
      <svg width={WIDTH} height={HEIGHT}>
        {layers}
      </svg>
    </ThemeProvider>,
  );
}

const axis = (values: (string | number)[]) => ({ all: values, min: values[0], max: values[values.length - 1] });

/** The scales of a horizontal bar chart: percent along x, categories down y. */
const barScales = {
  xScale: computeScale({ type: 'linear', min: 0, max: 100, clamp: true }, axis([0, 100]), WIDTH, 'x') as AnyScale,
  yScale: computeScale({ type: 'band', round: true }, axis(['women', 'veterans', 'disabled']), HEIGHT, 'y') as AnyScale,
};
(barScales.yScale as unknown as { padding: (p: number) => void }).padding(0.25);

/** The scales of a line chart: weeks along x, counts up y. */
const lineScales = {
  xScale: computeScale({ type: 'point' }, axis(['08/24', '08/31', '09/07', '09/14']), WIDTH, 'x') as AnyScale,
  yScale: computeScale({ type: 'linear', min: 0, max: 'auto', nice: true }, axis([0, 1234]), HEIGHT, 'y') as AnyScale,
};

/** The same axis as nivo takes it: nivo hands `renderTick` the tick's place, which it draws itself. */
function nivoAxis({ renderTick, ...spec }: PlainAxisSpec) {
  const drawTick = renderTick
    ? (tick: { x: number; y: number; value: string | number }) => (
        <g transform={`translate(${tick.x},${tick.y})`}>{renderTick(tick.value)}</g>
      )
    : undefined;
  return { ...spec, legendPosition: 'middle', renderTick: drawTick } as never;
}

const percentTicks = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

const cases: { name: string; scales: typeof barScales; bottom: PlainAxisSpec; left: PlainAxisSpec; grid: object }[] = [
  {
    name: 'a horizontal bar chart (percent ticks with skipped labels, a legend, a drawn category tick)',
    scales: barScales,
    bottom: {
      tickValues: percentTicks,
      format: (value: number) => (value % 20 === 0 ? `${value}%` : ''),
      legend: 'Share of the total',
      legendOffset: 40,
    },
    left: {
      tickSize: 0,
      tickPadding: 8,
      legend: 'Category',
      legendOffset: -90,
      renderTick: (value) => <text textAnchor="end">{String(value).toUpperCase()}</text>,
    },
    grid: { xValues: percentTicks },
  },
  {
    name: 'a line chart (chosen category ticks, five value ticks with a format, legends on both axes)',
    scales: lineScales,
    bottom: { tickValues: ['08/24', '09/07'], legend: 'Week of', legendOffset: 36 },
    left: {
      tickValues: 5,
      format: (value: number) => value.toLocaleString('en-US'),
      legend: 'Views',
      legendOffset: -50,
    },
    grid: { yValues: 5 },
  },
];

describe('PlainAxes and PlainGrid', () => {
  it.each(cases)('draw what nivo draws for $name', ({ scales, bottom, left, grid }) => {
    const gridProps = {
      width: WIDTH,
      height: HEIGHT,
      xScale: 'xValues' in grid ? scales.xScale : undefined,
      yScale: 'yValues' in grid ? scales.yScale : undefined,
      ...grid,
    };
    const nivo = drawn(
      <>
        <Grid {...gridProps} xScale={gridProps.xScale ?? null} yScale={gridProps.yScale ?? null} />
        <Axes {...scales} width={WIDTH} height={HEIGHT} bottom={nivoAxis(bottom)} left={nivoAxis(left)} />
      </>,
    );
    const plain = drawn(
      <>
        <PlainGrid {...gridProps} />
        <PlainAxes {...scales} width={WIDTH} height={HEIGHT} bottom={bottom} left={left} />
      </>,
    );

    expect(nivo.length).toBeGreaterThan(10);
    expect(plain).toEqual(nivo);
  });
});
