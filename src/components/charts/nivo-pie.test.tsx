import type * as NivoPieModule from '@nivo/pie';
import type { PieSvgProps } from '@nivo/pie';
import { describe, expect, it, vi } from 'vitest';
import { drawnShapes } from '@tests/support/chart-drawing';
import { LABEL_DARK, LABEL_LIGHT, contrastRatio } from './chart-math';
import { NivoPie } from './nivo-pie';

/**
 * The ring drawn by our plain layers (nivo-pie.tsx) against the ring nivo's own layers draw with the
 * settings the chart used before them: the same slices, values, names and links, in the same places.
 */
let width = 900;
let nivoLayers = false;

vi.mock('./use-element-width', () => ({ useElementWidth: () => [{ current: null }, width] as const }));

vi.mock('@nivo/pie', async (original) => {
  const real = await original<typeof NivoPieModule>();
  type Slice = { color: string; label: string };
  // nivo's 'arcs', 'arcLinkLabels' and 'arcLabels' layers with the settings our plain layers reproduce.
  const nivoSettings = (props: PieSvgProps<Slice>): Partial<PieSvgProps<Slice>> => ({
    layers: undefined,
    borderWidth: 1,
    borderColor: '#FFFFFF',
    arcLabelsSkipAngle: 24,
    arcLabelsTextColor: (slice) =>
      contrastRatio(LABEL_LIGHT, slice.color) >= contrastRatio(LABEL_DARK, slice.color) ? LABEL_LIGHT : LABEL_DARK,
    arcLinkLabel: (slice) => slice.data.label,
    arcLinkLabelsSkipAngle: 8,
    arcLinkLabelsTextColor: LABEL_DARK,
    arcLinkLabelsColor: { from: 'color' },
    arcLinkLabelsThickness: 2,
    arcLinkLabelsDiagonalLength: 12,
    arcLinkLabelsStraightLength: 12,
    enableArcLinkLabels: props.layers?.length === 4,
  });
  return {
    ...real,
    Pie: (props: PieSvgProps<Slice>) => <real.Pie {...props} {...(nivoLayers ? nivoSettings(props) : {})} />,
  };
});

const data = [
  { id: 'female', label: 'Female', value: 46.8 },
  { id: 'male', label: 'Male', value: 43.1 },
  { id: 'nonBinary', label: 'Non-binary', value: 3.9 },
  { id: 'undisclosed', label: 'Not disclosed', value: 6.2 },
];

const drawn = () =>
  drawnShapes(
    <NivoPie ariaLabel="Gender" data={data} innerRadius={0.5} formatValue={(value) => `${value.toFixed(1)}%`} />,
  );

describe('NivoPie', () => {
  it.each([
    { name: 'names beside the ring on a wide chart', chartWidth: 900, text: 'Not disclosed' },
    { name: 'a key below the ring on a phone', chartWidth: 340, text: 'Not disclosed 6.2%' },
  ])('draws what nivo’s own layers draw: $name', ({ chartWidth, text }) => {
    width = chartWidth;
    nivoLayers = true;
    const nivo = drawn();
    nivoLayers = false;
    const plain = drawn();

    expect(nivo.some((shape) => shape.startsWith(`text "${text}"`))).toBe(true);
    expect(plain).toEqual(nivo);
  });
});
