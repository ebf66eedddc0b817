import { isInaccessible, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NivoBar } from './nivo-bar';
import { NivoLine } from './nivo-line';
import { NivoPie } from './nivo-pie';

vi.mock('./use-element-width', () => ({ useElementWidth: () => [{ current: null }, 640] as const }));

const slices = [
  { id: 'women', label: 'Women', value: 60 },
  { id: 'veterans', label: 'Veterans', value: 40 },
];

const drawings: { chart: string; name: string; drawing: ReactNode; text: string }[] = [
  {
    chart: 'bar',
    name: 'Breakdown',
    drawing: <NivoBar ariaLabel="Breakdown" data={slices} scale="percent" layout="horizontal" />,
    text: 'Veterans',
  },
  {
    chart: 'line',
    name: 'Views',
    drawing: (
      <NivoLine
        ariaLabel="Views"
        xLegend="Week of"
        series={[
          {
            id: 'views',
            label: 'Views',
            points: [
              { x: '11/02/2026', y: 12 },
              { x: '11/09/2026', y: 7 },
            ],
          },
        ]}
      />
    ),
    text: 'Week of',
  },
  { chart: 'pie', name: 'Gender', drawing: <NivoPie ariaLabel="Gender" data={slices} />, text: 'Veterans' },
];

describe('a chart’s drawing', () => {
  // The figure's summary and data table are the text alternative (chart-figure.tsx). An SVG holding text
  // with role="presentation" exposes that text with no role; hidden, it adds nothing to the named image.
  it.each(drawings)('$chart: one image, named, whose SVG and its text are hidden', ({ name, drawing, text }) => {
    render(drawing);
    const image = screen.getByRole('img', { name });
    expect(screen.getAllByRole('img')).toEqual([image]);
    // eslint-disable-next-line testing-library/no-node-access -- the SVG has no role to find it by, by design
    const svg = image.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).not.toHaveAttribute('role', 'presentation');
    expect(svg).not.toHaveAttribute('role', 'none');
    expect(isInaccessible(svg!)).toBe(true);
    const written = screen.getAllByText(text);
    expect(written.every((element) => svg!.contains(element) && isInaccessible(element))).toBe(true);
  });
});
