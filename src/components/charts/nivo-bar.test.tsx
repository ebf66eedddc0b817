import { Bar } from '@nivo/bar';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { drawnShapes } from '@tests/support/chart-drawing';
import { BAR_COLOR, percentTicks, textWidth } from './chart-math';
import { NivoBar, PlainBars, layoutBars } from './nivo-bar';

let chartWidth = 520;
vi.mock('./use-element-width', () => ({ useElementWidth: () => [{ current: null }, chartWidth] as const }));

/**
 * Our bar layout (nivo-bar.tsx) against nivo's Bar with the settings the chart used before it: the same
 * bars in the same places, for both layouts and both scales.
 */
const WIDTH = 420;
const HEIGHT = 300;
const margin = { top: 8, right: 24, bottom: 40, left: 120 };
const rows = [
  { id: 'women', label: 'Women', value: 42.5 },
  { id: 'veterans', label: 'Veterans', value: 12 },
  { id: 'disabled', label: 'People with disabilities', value: 0 },
  { id: 'lgbtq', label: 'LGBTQ+', value: 71.25 },
];

function barsOf(chart: ReactNode): string[] {
  // The bars' rects without their colour (react-spring writes it as rgba) nor the chart's background.
  return drawnShapes(chart)
    .filter((shape) => shape.startsWith('rect') && !shape.endsWith('fill=transparent'))
    .map((shape) => shape.replace(/ fill=.*$/, ''));
}

describe('layoutBars', () => {
  it.each([
    { layout: 'horizontal', scale: 'percent', values: [42.5, 12, 0, 71.25] },
    { layout: 'horizontal', scale: 'count', values: [1234, 87, 0, 560] },
    { layout: 'vertical', scale: 'percent', values: [42.5, 12, 0, 71.25] },
    { layout: 'vertical', scale: 'count', values: [1234, 87, 0, 560] },
  ] as const)('places the bars where nivo’s Bar does: $layout, $scale', ({ layout, scale, values }) => {
    const data = rows.map((row, index) => ({ ...row, value: values[index] ?? 0 }));
    const ordered = layout === 'horizontal' ? [...data].reverse() : data;
    const innerWidth = WIDTH - margin.left - margin.right;
    const innerHeight = HEIGHT - margin.top - margin.bottom;
    const nivo = barsOf(
      <Bar
        width={WIDTH}
        height={HEIGHT}
        margin={margin}
        data={ordered}
        keys={['value']}
        indexBy="id"
        layout={layout}
        padding={0.25}
        valueScale={
          scale === 'percent' ? { type: 'linear', min: 0, max: 100, clamp: true } : { type: 'linear', min: 0 }
        }
        indexScale={{ type: 'band', round: true }}
        colors={[BAR_COLOR]}
        enableLabel={false}
        isInteractive={false}
        animate={false}
        layers={['bars']}
      />,
    );
    const ours = barsOf(
      <svg width={WIDTH} height={HEIGHT}>
        <g transform={`translate(${margin.left},${margin.top})`}>
          <PlainBars bars={layoutBars(ordered, layout, scale === 'percent', innerWidth, innerHeight).bars} />
        </g>
      </svg>,
    );

    expect(nivo).toHaveLength(rows.length);
    expect(ours).toEqual(nivo);
  });
});

describe('NivoBar, percent scale', () => {
  const categories = [
    { id: 'women', label: 'Women', value: 46.8 },
    { id: 'poc', label: 'People of Color', value: 40.7 },
    { id: 'disabled', label: 'Individuals with Disabilities', value: 9.2 },
  ];
  const axisTexts = () =>
    drawnShapes(<NivoBar ariaLabel="Breakdown" data={categories} layout="horizontal" scale="percent" />)
      .map((shape) => /^text "(\d+%)"/.exec(shape)?.[1])
      .filter((text) => text !== undefined);

  it('writes every 10 % from 0 to 100 beside long names in half a desktop page (spec section 9)', () => {
    chartWidth = 520; // Applicant Demographics' bar chart in a 1280-pixel window
    expect(new Set(axisTexts())).toEqual(new Set(percentTicks().map((tick) => `${tick}%`)));
  });

  it('writes every 20 % on a phone, where eleven would overlap', () => {
    chartWidth = 330;
    expect(new Set(axisTexts())).toEqual(new Set(['0%', '20%', '40%', '60%', '80%', '100%']));
  });

  it('leaves room at the axis end for half the last value\'s text: "100 %" in Spanish on a wide chart', async () => {
    chartWidth = 960; // the largest labels (20 px), as beside the doughnut in a 1920-pixel window
    await i18next.use(initReactI18next).init({ lng: 'es', resources: {} });
    const last = drawnShapes(<NivoBar ariaLabel="Desglose" data={categories} layout="horizontal" scale="percent" />)
      .map((shape) => /^text "(100\s%)" ([\d.]+),[\d.]+ .* size=(\d+)px/.exec(shape))
      .find((match) => match !== null);
    await i18next.changeLanguage('en');
    const [, text, x, size] = last!;
    expect(Number(x) + textWidth(text!.length, Number(size)) / 2).toBeLessThanOrEqual(chartWidth);
  });
});
